import { afterNextPaint } from './after-next-paint';
import { typeInto } from './type-into';

/**
 * Keys pressed on a drawn page (docs/decisions/0093) before the app runs: the boot script keeps them, and a page
 * whose shortcuts listen on the document takes them once it listens, so a grader's j is not lost to loading.
 * The boot script (src/app/first-screen/first-screen-boot.ts), which the build bundles alone, imports it too:
 * nothing here may pull in the app.
 */
type KeyPressed = Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey'>;

const KEPT = '__lecternKeysBeforeStart';

/** The keys, and the page they were pressed on. */
type Kept = { path: string; keys: KeyPressed[] };

const kept = () => window as unknown as Record<typeof KEPT, Kept | undefined>;

/**
 * For the boot script: keeps the single keys pressed outside the drawing's fields (what a shortcut can be; a key
 * typed into a field is carried over with its value) until the returned stop. Small on purpose: every drawn page
 * downloads it.
 */
export function keepKeysPressed(): () => void {
  const keys: KeyPressed[] = [];
  kept()[KEPT] = { path: location.pathname, keys };
  const keep = (event: KeyboardEvent) => {
    if (event.key.length === 1 && !(event.ctrlKey || event.metaKey || event.altKey || (event.target as Element).closest('input, textarea, select'))) keys.push(event);
  };
  document.addEventListener('keydown', keep, true);
  return () => document.removeEventListener('keydown', keep, true);
}

/** Once the app's page has had its time to take them: a page the reader goes to later must not replay them. */
export function forgetKeysPressed(): void {
  kept()[KEPT] = undefined;
}

const nextPaint = () => new Promise<void>((done) => afterNextPaint(done));

const isTextField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'button', 'submit', 'reset'].includes(element.type));

/** Types `key` at the field's caret, over its selection, as the key itself would have (at the end of a field without one). */
function typeAtCaret(field: HTMLInputElement | HTMLTextAreaElement, key: string) {
  const { selectionStart: start, selectionEnd: end, value } = field;
  if (start === null || end === null) {
    typeInto(field, value + key);
    return;
  }
  typeInto(field, value.slice(0, start) + key + value.slice(end));
  field.setSelectionRange(start + key.length, start + key.length);
}

/**
 * For a page whose shortcuts listen on the document, once they do: the keys pressed on its drawing (another page's
 * are not for it), in order, one per painted frame so each lands on the page the one before it made. A key that
 * finds a text field an earlier key focused (g, then the grade) is typed there; a field the reader was already in
 * (typed into on the drawing, carried over) is never typed into, as those keys came before they chose it.
 */
export async function replayKeysPressedBeforeStart(): Promise<void> {
  const { path, keys } = kept()[KEPT] ?? { path: '', keys: [] };
  forgetKeysPressed();
  const focusedAtStart = document.activeElement;
  for (const { key, code, shiftKey } of keys) {
    await nextPaint();
    if (path !== location.pathname) return;
    const target = document.activeElement ?? document.body;
    if (target !== focusedAtStart && isTextField(target)) typeAtCaret(target, key);
    else target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }));
  }
}

// A page the server drew (docs/decisions/0093) asks for the app's code after the browser has painted the drawing.
// Asked for with the document, the modules held its stylesheet back, and run at once, their evaluation would hold
// the first frame back by the whole of it. A tab opened in the background paints nothing, so there it starts at once.
//
// Not a module of the app: the build bundles it alone, minified, as /first-screen-boot.js (build/first-screen-boot.ts),
// a classic deferred script whose tag carries the app's entry and the route's modules.

import { forgetKeysPressed, keepKeysPressed } from '../../lib/keys-before-start';
import { typeInto } from '../../lib/type-into';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';

const { entry, modules } = (document.currentScript as HTMLScriptElement).dataset as { entry: string; modules: string };

const addToHead = <K extends 'link' | 'script'>(tag: K, properties: Partial<HTMLElementTagNameMap[K]>) =>
  document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '' }, properties));

function startTheApp() {
  for (const href of modules.split(' ').filter(Boolean)) addToHead('link', { rel: 'modulepreload', href });
  addToHead('script', { type: 'module', src: entry });
}

if (document.visibilityState === 'hidden') startTheApp();
else requestAnimationFrame(() => setTimeout(startTheApp, 0));
keepWhatWasTyped(document.getElementById('root'));

/**
 * Once the app has drawn its page, the drawing's title (React keeps its own, after it) and the answers the app
 * started from have served: a later title would read as the first one, and answers go stale in the page.
 */
function forgetTheDrawing(drawnTitle: Element | null) {
  if (drawnTitle && document.head.querySelectorAll('title').length > 1) drawnTitle.remove();
  document.getElementById('lectern-first-screen')?.remove();
}

// A hidden input's labels are null, whatever the DOM's types say.
const labelsOf = (field: Field): NodeListOf<HTMLLabelElement> | null => field.labels;
const labelOf = (field: Field) => field.getAttribute('aria-label') || (labelsOf(field)?.[0]?.textContent.trim() ?? '');
const sameField = (a: Field, b: Field) => a.tagName === b.tagName && (a.id === b.id || (labelOf(a) !== '' && labelOf(a) === labelOf(b)));
const typedInto = (field: Field) =>
  field instanceof HTMLSelectElement
    ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
    : !['checkbox', 'radio', 'file'].includes(field.type) && field.value !== field.defaultValue;

/**
 * The app draws its own page over the drawing. What a reader typed into the drawing's fields meanwhile (a grade,
 * a search), and where their focus was, move to the same fields of the app's page, found by id or label, as if
 * typed there: the app's own input handlers take it, so nothing typed is lost. Keys pressed outside the fields
 * wait for the page's shortcuts (src/lib/keys-before-start.ts).
 */
function keepWhatWasTyped(root: HTMLElement | null) {
  const drawing = root?.firstElementChild;
  if (!root || !drawing) return;
  const stopKeepingKeys = keepKeysPressed();
  const drawnTitle = document.head.querySelector('title');
  const fieldsOf = (within: Element) => Array.from(within.querySelectorAll<Field>(FIELDS));
  // A field can be focused before this deferred script runs, while the rest of the document still arrives.
  let focused = drawing.contains(document.activeElement) ? (document.activeElement as Field) : null;
  drawing.addEventListener('focusin', (event) => {
    focused = event.target as Field;
  });
  // Focus leaving the drawing forgets it; the drawing itself going away does not.
  drawing.addEventListener('focusout', () =>
    setTimeout(() => {
      if (drawing.isConnected && !drawing.contains(document.activeElement)) focused = null;
    }),
  );
  const counterpart = (old: Field) => fieldsOf(root).find((candidate) => sameField(old, candidate));
  let pending: Field[] | null = null;
  // The field given the reader's focus: if the page draws it again while loading, the focus follows.
  let refocused: Field | null = null;
  const focusLike = (old: Field, field: Field) => {
    field.focus();
    if ('setSelectionRange' in field && 'selectionStart' in old && old.selectionStart !== null) field.setSelectionRange(old.selectionStart, old.selectionEnd);
    refocused = field;
  };
  const carryOver = (waiting: Field[]) => {
    pending = waiting.filter((old) => {
      const field = counterpart(old);
      if (!field) return true;
      if (typedInto(old)) typeInto(field, old.value);
      if (old === focused) focusLike(old, field);
      return false;
    });
    if (focused && refocused && !refocused.isConnected && document.activeElement === document.body) {
      const field = counterpart(focused);
      if (field) focusLike(focused, field);
    }
  };
  const observer = new MutationObserver((records) => {
    if (!pending) {
      if (!records.some((record) => Array.from(record.removedNodes).includes(drawing))) return;
      forgetTheDrawing(drawnTitle);
      stopKeepingKeys();
      pending = fieldsOf(drawing).filter((field) => field === focused || typedInto(field));
      // Fields the app's page does not show at once (still loading) are looked for as they arrive, for a while; so
      // are the page's shortcuts.
      setTimeout(() => {
        observer.disconnect();
        forgetKeysPressed();
      }, 5000);
    }
    carryOver(pending);
    // Nothing left to place and no focus to follow: the rest of the page's changes are none of this script's.
    if (pending.length === 0 && !refocused) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
}

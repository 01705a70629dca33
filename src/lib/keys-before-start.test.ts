// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetKeysPressed, keepKeysPressed, replayKeysPressedBeforeStart } from './keys-before-start';

const press = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));

/** What a page's document-level shortcuts would see, in order, with where each landed. */
function listen(): string[] {
  const seen: string[] = [];
  const record = (event: KeyboardEvent) => seen.push(`${event.key}@${(event.target as Element).tagName.toLowerCase()}`);
  document.addEventListener('keydown', record);
  return seen;
}

function input(): HTMLInputElement {
  const found = document.querySelector('input');
  if (!found) throw new Error('no input');
  return found;
}

afterEach(() => {
  forgetKeysPressed();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('keys pressed on a drawn page before the app runs', () => {
  it('are handed to the page once it listens, in order, and only once', async () => {
    const stop = keepKeysPressed();
    press('j');
    press('?', document.body, { shiftKey: true });
    stop();
    const seen = listen();
    await replayKeysPressedBeforeStart();
    expect(seen).toEqual(['j@body', '?@body']);
    await replayKeysPressedBeforeStart();
    expect(seen).toHaveLength(2);
  });

  it('keep only what can be a shortcut: not keys typed into a field, chords, or named keys', async () => {
    document.body.innerHTML = '<input aria-label="Grade">';
    const stop = keepKeysPressed();
    press('8', input());
    press('s', document.body, { ctrlKey: true });
    press('Tab');
    press('k');
    stop();
    const seen = listen();
    await replayKeysPressedBeforeStart();
    expect(seen).toEqual(['k@body']);
  });

  it('type a key into the text field an earlier key focused, over its selection', async () => {
    document.body.innerHTML = '<input aria-label="Grade" value="10">';
    const field = input();
    const stop = keepKeysPressed();
    press('g');
    press('7');
    stop();
    const typed: string[] = [];
    field.addEventListener('input', () => typed.push(field.value));
    document.addEventListener('keydown', (event) => {
      if (event.key === 'g') {
        field.focus();
        field.select();
      }
    });
    await replayKeysPressedBeforeStart();
    expect(field.value).toBe('7');
    expect(typed).toEqual(['7']);
  });

  it('never type into the field the reader was already in: those keys came before they chose it', async () => {
    document.body.innerHTML = '<input aria-label="Grade">';
    const field = input();
    const stop = keepKeysPressed();
    press('j');
    stop();
    // The grade typed on the drawing, carried over with its focus before the page's shortcuts listen.
    field.focus();
    field.value = '8';
    const seen = listen();
    await replayKeysPressedBeforeStart();
    expect(field.value).toBe('8');
    expect(seen).toEqual(['j@input']);
  });

  it('are not handed to another page the reader went to', async () => {
    history.replaceState(null, '', '/courses/1/people');
    const stop = keepKeysPressed();
    press('j');
    stop();
    history.replaceState(null, '', '/courses/1/assignments/2/grade');
    const seen = listen();
    await replayKeysPressedBeforeStart();
    expect(seen).toEqual([]);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { COMMENT_INPUT_ID, GRADE_INPUT_ID } from '../focus-targets';
import { shortcutFor } from './grading-shortcuts';

function press(key: string, target: Element, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return shortcutFor(event);
}

describe('shortcutFor', () => {
  it('maps j/n, k/p, g, c and ? on the page', () => {
    const body = document.body;
    expect(['j', 'n', 'k', 'p', 'g', 'c', '?', 'x'].map((key) => press(key, body))).toEqual([
      'next', 'next', 'previous', 'previous', 'grade', 'comment', 'help', undefined,
    ]);
  });

  it('ignores keys typed into inputs, text areas, selects and editable content', () => {
    document.body.innerHTML = `<input id="a"><textarea id="b"></textarea><select id="c"></select>
      <div contenteditable="true"><p id="d">x</p></div><div role="textbox" id="e"></div><button id="f">ok</button>
      <div role="dialog"><button id="g">Close</button></div>`;
    const at = (id: string) => document.getElementById(id) as Element;
    expect(['a', 'b', 'c', 'd', 'e'].map((id) => press('j', at(id)))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(press('j', at('f'))).toBe('next');
    expect(press('j', at('g'))).toBeUndefined();
  });

  it('leaves the grade and the comment fields on Escape, and no other field', () => {
    document.body.innerHTML = `<input id="${GRADE_INPUT_ID}"><textarea id="${COMMENT_INPUT_ID}"></textarea><input id="search">`;
    const at = (id: string) => document.getElementById(id) as Element;
    expect([GRADE_INPUT_ID, COMMENT_INPUT_ID, 'search'].map((id) => press('Escape', at(id)))).toEqual(['leave', 'leave', undefined]);
    expect(press('Escape', document.body)).toBeUndefined();
  });

  it('ignores presses with Ctrl, Meta or Alt, and ones another handler already took', () => {
    const body = document.body;
    expect(press('j', body, { ctrlKey: true })).toBeUndefined();
    expect(press('k', body, { metaKey: true })).toBeUndefined();
    expect(press('g', body, { altKey: true })).toBeUndefined();
    expect(press('?', body, { shiftKey: true })).toBe('help');
    const taken = new KeyboardEvent('keydown', { key: 'j', cancelable: true });
    taken.preventDefault();
    expect(shortcutFor(taken)).toBeUndefined();
  });
});

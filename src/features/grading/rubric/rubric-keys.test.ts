import { describe, expect, it } from 'vitest';
import { rubricKeyFor } from './rubric-keys';

const key = (name: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: name, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers,
});

describe('the rubric keys', () => {
  it('picks the n-th rating with the number n, only when the criterion has that many', () => {
    expect(rubricKeyFor(key('1'), 3)).toEqual({ kind: 'pick', index: 0 });
    expect(rubricKeyFor(key('3'), 3)).toEqual({ kind: 'pick', index: 2 });
    expect(rubricKeyFor(key('4'), 3)).toBeUndefined();
  });

  it('clears with 0, Backspace or Delete, moves with the arrows, Home and End, and leaves with Escape', () => {
    expect(['0', 'Backspace', 'Delete'].map((name) => rubricKeyFor(key(name), 3))).toEqual(Array(3).fill({ kind: 'clear' }));
    expect(rubricKeyFor(key('ArrowDown'), 3)).toEqual({ kind: 'move', to: 'next' });
    expect(rubricKeyFor(key('ArrowUp'), 3)).toEqual({ kind: 'move', to: 'previous' });
    expect(rubricKeyFor(key('End'), 3)).toEqual({ kind: 'move', to: 'last' });
    expect(rubricKeyFor(key('Escape'), 3)).toEqual({ kind: 'leave' });
  });

  it('leaves j and k to the student shortcuts and modified keys to the browser', () => {
    expect(rubricKeyFor(key('j'), 3)).toBeUndefined();
    expect(rubricKeyFor(key('k'), 3)).toBeUndefined();
    expect(rubricKeyFor(key('1', { ctrlKey: true }), 3)).toBeUndefined();
    expect(rubricKeyFor(key('ArrowDown', { altKey: true }), 3)).toBeUndefined();
    expect(rubricKeyFor(key('ArrowDown', { shiftKey: true }), 3)).toBeUndefined();
  });
});

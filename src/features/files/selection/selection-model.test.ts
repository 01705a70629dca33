import { describe, expect, it } from 'vitest';
import {
  clickSelection,
  emptySelection,
  pruneSelection,
  selectAll,
  selectionAnnouncement,
  selectOnly,
  selectRange,
  toggle,
  toggleAll,
} from './selection-model';

const keys = ['folder:1', 'folder:2', 'file:10', 'file:11', 'file:12'];
const sorted = (set: ReadonlySet<string>) => [...set].sort();
const none = { shiftKey: false, ctrlKey: false, metaKey: false };

describe('selection model', () => {
  it('a plain click selects one row and anchors there', () => {
    const state = clickSelection(selectAll(keys), keys, 'file:10', none);
    expect(sorted(state.selected)).toEqual(['file:10']);
    expect(state.anchor).toBe('file:10');
  });

  it('shift-click spans from the anchor in either direction, replacing the rest', () => {
    const anchored = selectOnly('folder:2');
    expect(sorted(clickSelection(anchored, keys, 'file:11', { ...none, shiftKey: true }).selected)).toEqual(['file:10', 'file:11', 'folder:2']);
    const backwards = clickSelection(anchored, keys, 'folder:1', { ...none, shiftKey: true });
    expect(sorted(backwards.selected)).toEqual(['folder:1', 'folder:2']);
    // The anchor stays, so a second shift-click re-spans from it.
    expect(sorted(selectRange(backwards, keys, 'file:12').selected)).toEqual(['file:10', 'file:11', 'file:12', 'folder:2']);
  });

  it('shift-click without an anchor selects just that row', () => {
    expect(sorted(selectRange(emptySelection, keys, 'file:11').selected)).toEqual(['file:11']);
  });

  it('ctrl and cmd click toggle one row and keep the others', () => {
    const one = selectOnly('file:10');
    const two = clickSelection(one, keys, 'file:12', { ...none, ctrlKey: true });
    expect(sorted(two.selected)).toEqual(['file:10', 'file:12']);
    const back = clickSelection(two, keys, 'file:10', { ...none, metaKey: true });
    expect(sorted(back.selected)).toEqual(['file:12']);
    expect(sorted(toggle(back, 'file:12').selected)).toEqual([]);
  });

  it('select all and the header checkbox toggle everything', () => {
    expect(selectAll(keys).selected.size).toBe(5);
    expect(toggleAll(selectAll(keys), keys).selected.size).toBe(0);
    expect(toggleAll(selectOnly('file:10'), keys).selected.size).toBe(5);
  });

  it('drops rows that left the list', () => {
    const state = pruneSelection(selectAll(keys), ['file:10']);
    expect(sorted(state.selected)).toEqual(['file:10']);
  });

  it('announces the count', () => {
    expect(selectionAnnouncement(3)).toBe('3 items selected');
    expect(selectionAnnouncement(1)).toBe('1 item selected');
    expect(selectionAnnouncement(0)).toBe('Selection cleared');
  });
});

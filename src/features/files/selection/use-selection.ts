import { useMemo, useState } from 'react';
import { itemKey, type BrowserItem } from '../files-owner';
import {
  clickSelection,
  emptySelection,
  pruneSelection,
  selectAll,
  selectRange,
  toggle,
  toggleAll,
  type SelectionState,
} from './selection-model';

/**
 * The selection over the listed items. The page remounts the list per folder and search, so navigating
 * clears it; rows that leave the list (moved, deleted) leave the selection with them.
 */
export function useSelection(items: readonly BrowserItem[]) {
  const [raw, setState] = useState<SelectionState>(emptySelection);
  const keys = useMemo(() => items.map(itemKey), [items]);
  const state = useMemo(() => pruneSelection(raw, keys), [raw, keys]);
  const selectedItems = useMemo(() => items.filter((item) => state.selected.has(itemKey(item))), [items, state.selected]);
  const allSelected: boolean | 'some' = keys.length > 0 && selectedItems.length === keys.length ? true : selectedItems.length > 0 ? 'some' : false;

  return {
    keys,
    selected: state.selected,
    selectedItems,
    allSelected,
    click: (key: string, modifiers: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }) => setState(clickSelection(state, keys, key, modifiers)),
    toggle: (key: string) => setState(toggle(state, key)),
    /** Shift+arrow: spans from the anchor, or from the row the focus left when nothing is anchored yet. */
    extendTo: (from: string, key: string) => setState(selectRange(state.anchor === null ? { ...state, anchor: from } : state, keys, key)),
    /** Moves the anchor without changing the selection: plain arrow keys, so a later shift+arrow spans from here. */
    anchorAt: (key: string) => setState({ ...state, anchor: key }),
    selectAll: () => setState(selectAll(keys)),
    toggleAll: () => setState(toggleAll(state, keys)),
    clear: () => setState(emptySelection),
  };
}

export type Selection = ReturnType<typeof useSelection>;

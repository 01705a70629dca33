/**
 * The browser's selection as pure state: which row keys are selected and the anchor that shift-click and
 * shift+arrow ranges start from. `keys` is always the list's current order (folders first, then files).
 */
export interface SelectionState {
  selected: ReadonlySet<string>;
  anchor: string | null;
}

export const emptySelection: SelectionState = { selected: new Set(), anchor: null };

/** A plain click: this row only, and it becomes the anchor. */
export const selectOnly = (key: string): SelectionState => ({ selected: new Set([key]), anchor: key });

/** Ctrl/cmd-click or space: flips one row, which becomes the anchor. */
export function toggle(state: SelectionState, key: string): SelectionState {
  const selected = new Set(state.selected);
  if (selected.has(key)) selected.delete(key);
  else selected.add(key);
  return { selected, anchor: key };
}

/**
 * Shift-click or shift+arrow: the rows from the anchor to `key`, replacing the rest (as file managers do); the
 * anchor stays so a second shift-click re-spans from it. With no anchor (or one no longer listed) it is a plain click.
 */
export function selectRange(state: SelectionState, keys: readonly string[], key: string): SelectionState {
  const from = state.anchor === null ? -1 : keys.indexOf(state.anchor);
  const to = keys.indexOf(key);
  if (from < 0 || to < 0) return selectOnly(key);
  const [start, end] = from <= to ? [from, to] : [to, from];
  return { selected: new Set(keys.slice(start, end + 1)), anchor: state.anchor };
}

export const selectAll = (keys: readonly string[]): SelectionState => ({ selected: new Set(keys), anchor: keys[0] ?? null });

/** Ctrl/cmd-click on the header checkbox and the like: all when not all are selected, else none. */
export function toggleAll(state: SelectionState, keys: readonly string[]): SelectionState {
  const allSelected = keys.length > 0 && keys.every((key) => state.selected.has(key));
  return allSelected ? emptySelection : selectAll(keys);
}

/** The pointer's modifiers decide: shift spans, ctrl/cmd toggles, neither selects one. */
export function clickSelection(
  state: SelectionState,
  keys: readonly string[],
  key: string,
  modifiers: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean },
): SelectionState {
  if (modifiers.shiftKey) return selectRange(state, keys, key);
  if (modifiers.ctrlKey || modifiers.metaKey) return toggle(state, key);
  return selectOnly(key);
}

/** Drops keys no longer listed (a deleted or moved row), keeping the rest. */
export function pruneSelection(state: SelectionState, keys: readonly string[]): SelectionState {
  const listed = new Set(keys);
  if ([...state.selected].every((key) => listed.has(key))) return state;
  return { selected: new Set([...state.selected].filter((key) => listed.has(key))), anchor: state.anchor };
}

/** "3 items selected", for the live region; nothing when the selection is empty so clearing is not shouted. */
export function selectionAnnouncement(count: number): string {
  if (count === 0) return 'Selection cleared';
  return count === 1 ? '1 item selected' : `${count} items selected`;
}

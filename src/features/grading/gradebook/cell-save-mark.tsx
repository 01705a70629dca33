import '@/styles/gradebook-cells.css';
import type { GradeSaveState } from '../saving/grade-saver';

const WORDS: Record<GradeSaveState, string> = {
  saving: 'Saving',
  saved: 'Saved',
  unsaved: 'Not saved, will retry',
  conflict: 'Changed by someone else',
  rejected: 'Not saved',
};

/** Each state has its own shape, so the mark reads without colour; the words are for screen readers and the tooltip. */
const SHAPES: Record<GradeSaveState, string> = {
  saving: 'M4 8h.01M8 8h.01M12 8h.01',
  saved: 'M3.5 8.5 6.5 11.5 12.5 4.5',
  unsaved: 'M8 3.5a4.5 4.5 0 1 0 4.5 4.5M12.5 3.5v3h-3',
  conflict: 'M8 3.5v5.5M8 12h.01',
  rejected: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
};

export interface CellSaveMarkProps {
  state: GradeSaveState | undefined;
  /** The server's reason, for 'rejected'. */
  message?: string;
}

/** The words of a cell's save state, for the mark and for a cell's accessible description. */
function cellSaveWords(state: GradeSaveState, message?: string): string {
  return state === 'rejected' && message ? `${WORDS[state]}: ${message}` : WORDS[state];
}

/**
 * A gradebook cell's save state. Not a live region: thousands of cells would each announce; the unsaved-grades
 * banner and the conflict dialog speak for the whole page, the mark is read with its cell.
 */
export function CellSaveMark({ state, message }: CellSaveMarkProps) {
  if (!state) return null;
  const words = cellSaveWords(state, message);
  return (
    <span className={`cell-save-mark cell-save-mark--${state}`} title={words}>
      <svg className="cell-save-mark__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
        <path d={SHAPES[state]} />
      </svg>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}

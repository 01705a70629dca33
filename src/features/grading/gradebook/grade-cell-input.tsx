import { useId, useState, type KeyboardEvent } from 'react';
import '@/styles/gradebook-cells.css';
import { gradeHint, type GradedAssignmentInfo } from '../grade-panel/grade-text';

export type CellMove = 'down' | 'right' | 'left';

export interface GradeCellInputProps {
  assignment: GradedAssignmentInfo;
  /** What the input starts with: the cell's grade (F2, Enter, a double click) or the key that started the edit. */
  initialText: string;
  /** Names the input, e.g. "Grade for Ada Lovelace, Essay 1". */
  label: string;
  /** Hands the text to saving; an error message keeps the input open with the text as typed. */
  onSave: (text: string) => string | undefined;
  /** Escape: the cell goes back to what it showed before the edit. */
  onCancel: () => void;
  /** Where the grid's cursor goes once the text is saved. */
  onMove: (direction: CellMove) => void;
  /** Why the last save of this cell was refused by the server, shown until the grader types. */
  message?: string;
}

const MOVES: Record<string, CellMove | undefined> = { Enter: 'down', Tab: 'right' };

/**
 * The input a gradebook cell shows in edit mode, as in a spreadsheet: Enter saves and moves down, Tab and Shift+Tab
 * save and move right and left, Escape cancels. Text that cannot be saved stays in the input with the reason, so
 * nothing typed is lost; the grid keeps the input open while `onSave` answers an error.
 */
export function GradeCellInput({ assignment, initialText, label, onSave, onCancel, onMove, message }: GradeCellInputProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState(message);
  const errorId = useId();
  const hintId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    const move = event.key === 'Tab' && event.shiftKey ? 'left' : MOVES[event.key];
    if (!move) return;
    // The grid owns the cursor: these keys must not also move it, nor leave the grid (Tab).
    event.preventDefault();
    event.stopPropagation();
    // Always handed over: text typed into an empty cell may equal initialText; saving skips what changes nothing.
    const refused = onSave(text);
    if (refused) setError(refused);
    else onMove(move);
  };

  return (
    <span className="grade-cell-input">
      <input
        className="grade-cell-input__control"
        aria-label={label}
        value={text}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        inputMode={assignment.grading_type === 'points' || assignment.grading_type === 'percent' ? 'decimal' : 'text'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onFocus={(event) => placeCaretAtEnd(event.currentTarget)}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="visually-hidden">
        {`${cellHint(assignment)}Enter saves, Escape cancels.`}
      </span>
      {error ? (
        <span id={errorId} role="alert" className="grade-cell-input__error">
          {error}
        </span>
      ) : null}
    </span>
  );
}

function placeCaretAtEnd(input: HTMLInputElement) {
  const end = input.value.length;
  input.setSelectionRange(end, end);
}

function cellHint(assignment: GradedAssignmentInfo): string {
  // The grader's panel offers a select for pass/fail; a cell takes the words, or their first letters.
  const hint = assignment.grading_type === 'pass_fail' ? 'complete (c) or incomplete (i)' : gradeHint(assignment);
  return hint ? `${hint}. ` : '';
}

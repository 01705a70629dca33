import { memo } from 'react';
import { Link } from 'react-router';
import type { CanvasId } from '@/api/schemas/ids';
import { courseTotalText, gradeText, groupTotalText } from './gradebook-cell-text';
import { gradingHref, type GradebookColumn } from './gradebook-columns';
import { CellSaveMark } from './cell-save-mark';
import { GradeCellInput, type CellMove } from './grade-cell-input';
import type { CellPosition } from './gradebook-keys';
import type { GradebookStudent } from './gradebook-model';
import type { CellReader } from './gradebook-reader';
import type { ChunkIndex } from './gradebook-submissions';

/** What a cell (and the row passing them down) calls as the grader moves and edits; stable across renders. */
export interface CellHandlers {
  onActivate: (at: CellPosition) => void;
  onStartEdit: (at: CellPosition) => void;
  /** The edit's text for saving: an error message when it cannot be saved (the input stays open). */
  onSave: (text: string) => string | undefined;
  onCancel: () => void;
  onMove: (direction: CellMove) => void;
}

export interface GradebookCellProps extends CellHandlers {
  courseId: CanvasId;
  student: GradebookStudent;
  column: GradebookColumn;
  reader: CellReader;
  /** The student's loaded block of submissions, undefined while it loads. */
  block: ChunkIndex | undefined;
  /** The count of edits this cell shows (its own for a grade, the student's for a total): a new one renders it again. */
  edited: number;
  row: number;
  col: number;
  left: number;
  width: number;
  isActive: boolean;
  /** The text an edit under way started from; undefined when the cell is not being edited. */
  editing: string | undefined;
}

/**
 * One grid cell: a grade (editable), a group total or the course total, each read through the edits' overlay.
 * Memoized: a scroll frame renders only the cells that come into view (the grid's callbacks are stable).
 */
export const GradebookCell = memo(function GradebookCell(props: GradebookCellProps) {
  const { column, row, col, isActive } = props;
  const position = { row, col };
  const className = `gradebook-grid__cell gradebook-grid__cell--${column.kind}${isActive ? ' gradebook-grid__cell--active' : ''}${props.editing === undefined ? '' : ' gradebook-grid__cell--editing'}`;
  return (
    <div
      role="gridcell"
      aria-colindex={position.col + 1}
      aria-readonly={column.kind === 'assignment' ? undefined : true}
      data-cell={`${position.row}:${position.col}`}
      tabIndex={isActive && props.editing === undefined ? 0 : -1}
      className={className}
      style={{ left: props.left, width: props.width }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onActivate(position);
      }}
      onDoubleClick={() => props.onStartEdit(position)}
    >
      <CellContent {...props} />
    </div>
  );
});

function CellContent({ courseId, student, column, reader, block, isActive, editing, onSave, onCancel, onMove }: GradebookCellProps) {
  if (column.kind === 'total') {
    const { percent, letter } = courseTotalText(reader.grade(block, student), reader.scheme);
    return (
      <>
        {percent}
        {letter ? <span className="gradebook-grid__letter"> {letter}</span> : null}
      </>
    );
  }
  if (column.kind === 'group-total') return groupTotalText(reader.grade(block, student), column.groupIndex);
  const { assignment } = column;
  const submission = reader.submission(block, student, assignment);
  if (submission === undefined) return <span className="gradebook-grid__loading" aria-label="Loading" />;
  const refusal = reader.refusalOf(assignment.id, student.id);
  if (editing !== undefined) {
    return (
      <GradeCellInput
        assignment={assignment}
        initialText={editing}
        label={`Grade for ${student.name}, ${assignment.name}`}
        onSave={onSave}
        onCancel={onCancel}
        onMove={onMove}
        message={refusal?.message}
      />
    );
  }
  const state = reader.saveState(assignment.id, student.id);
  return (
    <>
      {gradeText(assignment, submission)}
      {submission?.missing ? <span className="gradebook-grid__mark gradebook-grid__mark--missing">Missing</span> : null}
      {submission?.late && !submission.missing ? <span className="gradebook-grid__mark gradebook-grid__mark--late">Late</span> : null}
      <CellSaveMark state={state} message={refusal?.message} />
      {isActive ? (
        <Link
          tabIndex={-1}
          className="gradebook-grid__open"
          to={gradingHref(courseId, assignment.id, student.id)}
          aria-label={`Open ${student.name}’s submission to ${assignment.name}`}
          title="Open in the grading view (Ctrl+Enter)"
        >
          ↗
        </Link>
      ) : null}
    </>
  );
}

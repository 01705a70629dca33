import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { CanvasId } from '@/api/schemas/ids';
import { courseTotalText, gradeText, groupTotalText } from './gradebook-cell-text';
import { gradingHref, type GradebookColumn } from './gradebook-columns';
import type { CellPosition } from './gradebook-keys';
import type { GradebookStudent } from './gradebook-model';
import type { GradebookReader } from './gradebook-reader';

export interface GradebookCellProps {
  courseId: CanvasId;
  student: GradebookStudent;
  column: GradebookColumn;
  reader: GradebookReader;
  position: CellPosition;
  left: number;
  width: number;
  isActive: boolean;
  /** The text an edit under way started from; undefined when the cell is not being edited. */
  editing: string | undefined;
  onActivate: (at: CellPosition) => void;
  onStartEdit: (at: CellPosition) => void;
  onFinishEdit: (text: string | null, move: 'down' | 'right' | 'left' | 'none') => void;
}

/** One grid cell: a grade (editable), a group total or the course total, each read through the edits' overlay. */
export function GradebookCell(props: GradebookCellProps) {
  const { column, position, isActive } = props;
  const className = `gradebook-grid__cell gradebook-grid__cell--${column.kind}${isActive ? ' gradebook-grid__cell--active' : ''}`;
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
}

function CellContent({ courseId, student, column, reader, isActive, editing, onFinishEdit }: GradebookCellProps) {
  if (column.kind === 'total') {
    const { percent, letter } = courseTotalText(reader.grade(student), reader.scheme);
    return (
      <>
        <span className="gradebook-grid__total">{percent}</span>
        {letter ? <span className="gradebook-grid__letter"> {letter}</span> : null}
      </>
    );
  }
  if (column.kind === 'group-total') return <span className="gradebook-grid__total">{groupTotalText(reader.grade(student), column.groupIndex)}</span>;
  const { assignment } = column;
  const submission = reader.submission(student, assignment);
  if (submission === undefined) return <span className="gradebook-grid__loading" aria-label="Loading" />;
  if (editing !== undefined) return <CellEditor initial={editing} label={`${student.name}, ${assignment.name}`} onFinish={onFinishEdit} />;
  const state = reader.saveState(assignment.id, student.id);
  return (
    <>
      <span className="gradebook-grid__grade">{gradeText(assignment, submission)}</span>
      {submission?.missing ? <span className="gradebook-grid__mark gradebook-grid__mark--missing">Missing</span> : null}
      {submission?.late && !submission.missing ? <span className="gradebook-grid__mark gradebook-grid__mark--late">Late</span> : null}
      {state && state !== 'saved' ? <span className={`gradebook-grid__state gradebook-grid__state--${state}`}>{STATE_TEXT[state]}</span> : null}
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

const STATE_TEXT = { saving: 'Saving', unsaved: 'Not saved', conflict: 'Conflict', rejected: 'Refused' } as const;

/** The grade being typed. Enter saves and moves down, Tab across, Escape leaves the grade as it was. */
function CellEditor({ initial, label, onFinish }: { initial: string; label: string; onFinish: GradebookCellProps['onFinishEdit'] }) {
  const ref = useRef<HTMLInputElement>(null);
  // Leaving the input (blur) after Enter or Escape already ended the edit must not end it twice.
  const done = useRef(false);
  const finish: typeof onFinish = (text, move) => {
    if (done.current) return;
    done.current = true;
    onFinish(text, move);
  };
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  return (
    <input
      ref={ref}
      className="gradebook-grid__input"
      aria-label={label}
      defaultValue={initial}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(event.currentTarget.value, 'down');
        } else if (event.key === 'Tab') {
          event.preventDefault();
          finish(event.currentTarget.value, event.shiftKey ? 'left' : 'right');
        } else if (event.key === 'Escape') {
          event.preventDefault();
          finish(null, 'none');
        }
      }}
      onBlur={(event) => finish(event.currentTarget.value, 'none')}
    />
  );
}

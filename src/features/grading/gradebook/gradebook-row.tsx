import type { VirtualItem } from '@tanstack/react-virtual';
import { memo } from 'react';
import type { CanvasId } from '@/api/schemas/ids';
import { GradebookCell, type CellHandlers } from './gradebook-cell';
import type { GradebookColumn } from './gradebook-columns';
import { useStudentEditsVersion } from './gradebook-edits';
import type { GradebookStudent } from './gradebook-model';
import type { CellReader } from './gradebook-reader';
import type { ChunkIndex } from './gradebook-submissions';

export interface GradebookRowProps extends CellHandlers {
  courseId: CanvasId;
  student: GradebookStudent;
  index: number;
  top: number;
  width: number;
  columns: readonly GradebookColumn[];
  virtualCols: readonly VirtualItem[];
  reader: CellReader;
  /** The row's loaded block of submissions, undefined while it loads: a new one renders the row again. */
  block: ChunkIndex | undefined;
  /** The active cell's column when it is in this row, else -1. */
  activeCol: number;
  /** The text an edit under way in this row started from; undefined when none is. */
  editing: string | undefined;
}

/**
 * One student's row. Memoized, and subscribed to that student's edits alone: a vertical scroll frame renders only the
 * rows that come into view, and a save renders only its own row (its cell and its totals).
 */
export const GradebookRow = memo(function GradebookRow(props: GradebookRowProps) {
  const { student, index, reader, activeCol } = props;
  const edited = useStudentEditsVersion(reader, student.id);
  return (
    <div
      role="row"
      aria-rowindex={index + 3}
      className={`gradebook-grid__row${props.editing === undefined ? '' : ' gradebook-grid__row--editing'}`}
      style={{ top: props.top, width: props.width }}
    >
      <div
        role="rowheader"
        aria-colindex={1}
        data-cell={`${index}:0`}
        tabIndex={activeCol === 0 ? 0 : -1}
        className="gradebook-grid__name"
        onFocus={() => props.onActivate({ row: index, col: 0 })}
      >
        <span className="gradebook-grid__name-text">{student.name}</span>
      </div>
      {props.virtualCols.map((virtualCol) => {
        const column = props.columns[virtualCol.index];
        if (!column) return null;
        const col = virtualCol.index + 1;
        const isActive = activeCol === col;
        return (
          <GradebookCell
            key={virtualCol.key}
            courseId={props.courseId}
            student={student}
            column={column}
            reader={reader}
            block={props.block}
            // A save renders its own cell and the totals again, not the row's other grades.
            edited={column.kind === 'assignment' ? reader.cellVersion(column.assignment.id, student.id) : edited}
            row={index}
            col={col}
            left={virtualCol.start}
            width={virtualCol.size}
            isActive={isActive}
            editing={isActive ? props.editing : undefined}
            onActivate={props.onActivate}
            onStartEdit={props.onStartEdit}
            onSave={props.onSave}
            onCancel={props.onCancel}
            onMove={props.onMove}
          />
        );
      })}
    </div>
  );
});

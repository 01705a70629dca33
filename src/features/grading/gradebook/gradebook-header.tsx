import type { VirtualItem } from '@tanstack/react-virtual';
import { memo } from 'react';
import { Link } from 'react-router';
import type { CanvasId } from '@/api/schemas/ids';
import { gradingHref, sortKeyOf, type GradebookColumn } from './gradebook-columns';
import type { GradebookSortKey } from './gradebook-params';

/** An assignment group's header: the leaf columns it spans, [first, last]. */
export interface HeaderGroupSpan {
  id: string;
  name: string;
  first: number;
  last: number;
}

export interface GradebookHeaderProps {
  courseId: CanvasId;
  columns: readonly GradebookColumn[];
  groupSpans: readonly HeaderGroupSpan[];
  virtualCols: readonly VirtualItem[];
  /** Where every column is, drawn or not: a group's header spans all of its columns. */
  allCols: readonly VirtualItem[];
  width: number;
  /** The column whose header is the active cell, or -1 when the active cell is in the body. */
  activeCol: number;
  sort: GradebookSortKey;
  descending: boolean;
  hiddenCount: (assignmentId: CanvasId) => number;
  onSort: (key: GradebookSortKey) => void;
  onActivate: (col: number) => void;
}

/**
 * The two sticky header rows: assignment groups over their columns, then one header per column. Memoized: moving
 * the active cell in the body, or editing there, leaves every prop alone, and its columns' links go unrendered.
 */
export const GradebookHeader = memo(function GradebookHeader(props: GradebookHeaderProps) {
  const { columns, virtualCols, activeCol } = props;
  const first = virtualCols[0]?.index ?? 0;
  const last = virtualCols.at(-1)?.index ?? -1;
  const spans = props.groupSpans.filter((span) => span.last >= first && span.first <= last);
  return (
    <div role="rowgroup" className="gradebook-grid__head" style={{ width: props.width }}>
      <div role="row" aria-rowindex={1} className="gradebook-grid__group-row">
        <div className="gradebook-grid__corner" aria-hidden="true" />
        {spans.map((span) => {
          const left = props.allCols[span.first]?.start ?? 0;
          const end = props.allCols[span.last]?.end ?? left;
          return (
            <div
              key={span.id}
              role="columnheader"
              aria-colindex={span.first + 2}
              aria-colspan={span.last - span.first + 1}
              className="gradebook-grid__group"
              style={{ left, width: end - left }}
            >
              <span className="gradebook-grid__group-name">{span.name}</span>
            </div>
          );
        })}
      </div>
      <div role="row" aria-rowindex={2} className="gradebook-grid__column-row">
        <div
          role="columnheader"
          aria-colindex={1}
          aria-sort={props.sort === 'name' ? (props.descending ? 'descending' : 'ascending') : undefined}
          tabIndex={activeCol === 0 ? 0 : -1}
          data-cell="-1:0"
          className="gradebook-grid__corner gradebook-grid__corner--names"
          onFocus={() => props.onActivate(0)}
        >
          <button type="button" tabIndex={-1} className="gradebook-grid__sort" onClick={() => props.onSort('name')}>
            Student
          </button>
        </div>
        {virtualCols.map((virtualCol) => {
          const column = columns[virtualCol.index];
          if (!column) return null;
          const col = virtualCol.index + 1;
          const key = sortKeyOf(column);
          return (
            <div
              key={virtualCol.key}
              role="columnheader"
              aria-colindex={col + 1}
              aria-sort={props.sort === key ? (props.descending ? 'descending' : 'ascending') : undefined}
              tabIndex={activeCol === col ? 0 : -1}
              data-cell={`-1:${col}`}
              className={`gradebook-grid__column gradebook-grid__column--${column.kind}`}
              style={{ left: virtualCol.start, width: virtualCol.size }}
              onFocus={() => props.onActivate(col)}
            >
              <ColumnTitle {...props} column={column} sortKey={key} />
            </div>
          );
        })}
      </div>
    </div>
  );
});

function ColumnTitle({ column, sortKey, courseId, hiddenCount, onSort }: GradebookHeaderProps & { column: GradebookColumn; sortKey: GradebookSortKey }) {
  if (column.kind === 'total') {
    return (
      <button type="button" tabIndex={-1} className="gradebook-grid__sort" onClick={() => onSort(sortKey)}>
        Total
        <SortArrow />
      </button>
    );
  }
  if (column.kind === 'group-total') {
    return (
      <button type="button" tabIndex={-1} className="gradebook-grid__sort" onClick={() => onSort(sortKey)}>
        {column.group.name} total
        <SortArrow />
      </button>
    );
  }
  const { assignment } = column;
  const hidden = hiddenCount(assignment.id);
  return (
    <>
      <button type="button" tabIndex={-1} className="gradebook-grid__sort" title={assignment.name} onClick={() => onSort(sortKey)}>
        {assignment.name}
        <SortArrow />
      </button>
      <span className="gradebook-grid__points">
        {assignment.grading_type === 'not_graded' ? 'Not graded' : `Out of ${assignment.points_possible ?? 0}`}
      </span>
      <span className="gradebook-grid__column-foot">
        {hidden > 0 ? <span className="gradebook-grid__hidden">{hidden} hidden</span> : null}
        <Link tabIndex={-1} className="gradebook-grid__grade-link" to={gradingHref(courseId, assignment.id)}>
          Grade
        </Link>
      </span>
    </>
  );
}

/** The sorted column's arrow; the header's aria-sort says it to assistive technology, so the arrow stays silent. */
function SortArrow() {
  return <span aria-hidden="true" className="gradebook-grid__sort-arrow" />;
}

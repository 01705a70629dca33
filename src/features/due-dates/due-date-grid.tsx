import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '@/components/use-media-query';
import type { EffectiveDueDates } from '@/api/schemas/effective-due-dates';
import type { User } from '@/api/schemas/user';
import { DueCellView } from './due-cell-view';
import { formatDueFull, formatDueShort } from '@/lib/due-date-format';
import { dueCell, type BaseAssignment } from './due-date-model';
import type { StudentLabel } from './student-rows';
import type { CanvasId } from '@/api/schemas/ids';

/** Widths in px. On a phone the student column gives most of the width to the dates. */
const WIDE = { firstColumn: 232, column: 164 };
const PHONE = { firstColumn: 140, column: 144 };
const PHONE_QUERY = '(max-width: 600px)';
const ROW = 52;
const HEADER = 68;

export interface DueDateGridProps {
  courseId: CanvasId;
  assignments: readonly BaseAssignment[];
  studentIds: readonly CanvasId[];
  dates: EffectiveDueDates;
  timeZone: string | undefined;
  /** The row header's content for one student: a name once known. */
  label: (studentId: CanvasId) => StudentLabel;
  /** The second line under a name: sections, and whether the enrollment has ended. */
  detailOf: (student: User) => string | undefined;
  /** Told which rows are rendered (overscan included), so their names can be fetched. */
  onRowsInView: (first: number, last: number) => void;
  /** Below the rows: names loading, or a retry. */
  footer?: ReactNode;
}

/**
 * Students down, assignments across: a real <table> virtualized both ways (only the visible rows and
 * columns are in the DOM). Header and first column stay in view; aria-rowcount/colcount and the
 * per-cell indexes give screen readers the full size and each cell's position despite the gaps.
 */
export function DueDateGrid({ courseId, assignments, studentIds, dates, timeZone, label, detailOf, onRowsInView, footer }: DueDateGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { firstColumn, column: columnWidth } = useMediaQuery(PHONE_QUERY) ? PHONE : WIDE;
  const rows = useVirtualizer({
    count: studentIds.length,
    getScrollElement: () => scrollRef.current,
    initialRect: __SERVER_SCREEN__,
    estimateSize: () => ROW,
    paddingStart: HEADER,
    overscan: __SERVER_SCREEN__ ? 0 : 10,
    useFlushSync: false,
  });
  const columns = useVirtualizer({
    horizontal: true,
    count: assignments.length,
    getScrollElement: () => scrollRef.current,
    initialRect: __SERVER_SCREEN__,
    estimateSize: () => columnWidth,
    paddingStart: firstColumn,
    overscan: __SERVER_SCREEN__ ? 0 : 3,
    useFlushSync: false,
  });
  // The estimate is cached per column: crossing the phone breakpoint must lay the columns out again.
  useEffect(() => columns.measure(), [columns, columnWidth]);
  const virtualRows = rows.getVirtualItems();
  const virtualColumns = columns.getVirtualItems();
  const top = Math.max(0, (virtualRows[0]?.start ?? HEADER) - HEADER);
  const bottom = virtualRows.length > 0 ? rows.getTotalSize() - (virtualRows.at(-1)?.end ?? 0) : 0;
  const left = Math.max(0, (virtualColumns[0]?.start ?? firstColumn) - firstColumn);
  const right = virtualColumns.length > 0 ? columns.getTotalSize() - (virtualColumns.at(-1)?.end ?? 0) : 0;
  const span = 1 + (left > 0 ? 1 : 0) + virtualColumns.length + (right > 0 ? 1 : 0);
  const firstRow = virtualRows[0]?.index ?? 0;
  const lastRow = virtualRows.at(-1)?.index ?? -1;

  // Before the scroll area is measured no row renders: reporting that would drop (and cancel) the first batch.
  useEffect(() => {
    if (lastRow >= 0) onRowsInView(firstRow, lastRow);
  }, [firstRow, lastRow, onRowsInView]);

  const leftSpacer = left > 0 ? <td aria-hidden="true" className="due-grid__gap" style={{ width: left }} /> : null;
  const rightSpacer = right > 0 ? <td aria-hidden="true" className="due-grid__gap" style={{ width: right }} /> : null;
  return (
    <div ref={scrollRef} className="due-grid" tabIndex={0} role="region" aria-label="Due dates by student, scrollable">
      <table
        className="due-grid__table"
        aria-label="Due dates by student"
        aria-rowcount={studentIds.length + 1}
        aria-colcount={assignments.length + 1}
        style={{ width: columns.getTotalSize() }}
      >
        <thead>
          <tr aria-rowindex={1} style={{ height: HEADER }}>
            <th scope="col" aria-colindex={1} className="due-grid__corner" style={{ width: firstColumn }}>
              Student
            </th>
            {leftSpacer}
            {virtualColumns.map((column) => {
              const assignment = assignments[column.index];
              if (!assignment) return null;
              return (
                <th key={assignment.id} scope="col" aria-colindex={column.index + 2} className="due-grid__head" style={{ width: columnWidth }}>
                  <span className="due-grid__name" title={assignment.name}>
                    {assignment.name}
                  </span>
                  <span className="due-grid__base" title={assignment.due_at ? formatDueFull(assignment.due_at, timeZone) : undefined}>
                    {assignment.due_at ? `Due ${formatDueShort(assignment.due_at, timeZone)}` : 'No base due date'}
                  </span>
                </th>
              );
            })}
            {rightSpacer}
          </tr>
        </thead>
        <tbody>
          {top > 0 ? <SpacerRow height={top} span={span} /> : null}
          {virtualRows.map((row) => {
            const studentId = studentIds[row.index];
            if (studentId === undefined) return null;
            return (
              <tr key={studentId} ref={rows.measureElement} data-index={row.index} aria-rowindex={row.index + 2} className="due-grid__row">
                <th scope="row" aria-colindex={1} className="due-grid__student">
                  <StudentHeader courseId={courseId} studentId={studentId} label={label(studentId)} detailOf={detailOf} />
                </th>
                {leftSpacer}
                {virtualColumns.map((column) => {
                  const assignment = assignments[column.index];
                  if (!assignment) return null;
                  return (
                    <td key={assignment.id} aria-colindex={column.index + 2} className="due-grid__cell">
                      <DueCellView cell={dueCell(dates, assignment, studentId)} timeZone={timeZone} />
                    </td>
                  );
                })}
                {rightSpacer}
              </tr>
            );
          })}
          {bottom > 0 ? <SpacerRow height={bottom} span={span} /> : null}
        </tbody>
      </table>
      {footer}
    </div>
  );
}

type StudentHeaderProps = Pick<DueDateGridProps, 'courseId' | 'detailOf'> & { studentId: CanvasId; label: StudentLabel };

/** The student's name, linked to them on the people page; a placeholder until their batch of names arrives. */
function StudentHeader({ courseId, studentId, label, detailOf }: StudentHeaderProps) {
  if (label.kind === 'loading') return <span className="skeleton skeleton--name" aria-label="Loading name…" role="img" />;
  if (label.kind === 'missing') return <span className="due-grid__section">{`Student ${studentId} (not on the roster you can see)`}</span>;
  const detail = detailOf(label.user);
  return (
    <>
      <Link to={`/courses/${courseId}/people?person=${studentId}`} className="table-link" title={label.user.name}>
        {label.user.name}
      </Link>
      {detail ? <span className="due-grid__section">{detail}</span> : null}
    </>
  );
}

/** Holds scroll space for rows not rendered; hidden from assistive technology. */
function SpacerRow({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden="true" className="due-grid__spacer">
      <td colSpan={span} style={{ height }} />
    </tr>
  );
}

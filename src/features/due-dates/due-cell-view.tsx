import { VisuallyHidden } from '@/components/visually-hidden';
import { formatDueFull, formatDueShort } from '@/lib/due-date-format';
import type { DueCell } from './due-date-model';

/** One student's due date: unassigned, undated, the base date, or an override (icon + word, not colour alone). */
export function DueCellView({ cell, timeZone }: { cell: DueCell; timeZone: string | undefined }) {
  if (cell.kind === 'unassigned') {
    return (
      <span className="due-cell due-cell--unassigned">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>Not assigned</VisuallyHidden>
      </span>
    );
  }
  const date = cell.dueAt ? (
    <span className="due-cell__date" title={formatDueFull(cell.dueAt, timeZone)}>
      {formatDueShort(cell.dueAt, timeZone)}
    </span>
  ) : (
    <span className="due-cell__date text-muted">No due date</span>
  );
  return (
    <span className={cell.isOverride ? 'due-cell due-cell--override' : 'due-cell'}>
      {date}
      {cell.isOverride ? (
        <span className="due-cell__override">
          <svg viewBox="0 0 12 12" width="11" height="11" aria-hidden="true">
            <path d="M2.5 11V1.5h6.5l-1.5 2.25L9 6H2.5" />
          </svg>
          Override
        </span>
      ) : null}
    </span>
  );
}

import { useId, useState } from 'react';
import { formatDate } from '@/lib/dates';
import { summarizeDue, type DueSummary } from './due-summary';
import type { Assignment } from '@/api/schemas/assignment';

const dueText = (iso: string | null | undefined, timeZone: string | undefined) =>
  iso ? formatDate(iso, { style: 'day-time', timeZone }) : 'No due date';

/** "Multiple dates" opens the list in place: a disclosure works by touch, keyboard and screen reader alike. */
interface MultipleDatesProps {
  name: string;
  summary: Extract<DueSummary, { kind: 'multiple' }>;
  timeZone: string | undefined;
}

function MultipleDates({ name, summary, timeZone }: MultipleDatesProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (summary.dates.length === 0) return <span>Multiple dates ({summary.count})</span>;
  return (
    <span className="due-multiple">
      <button type="button" className="due-multiple__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Multiple dates
      </button>
      <ul id={listId} className="due-multiple__list" hidden={!open} aria-label={`Dates of ${name}`}>
        {summary.dates.map((date) => (
          <li key={date.id ?? 'base'}>
            <span className="due-multiple__who">{date.title ?? 'Everyone'}</span> {dueText(date.due_at, timeZone)}
          </li>
        ))}
      </ul>
    </span>
  );
}

/** The Due line of a row, in the course's time zone. */
export function DueSummaryView({ assignment, timeZone }: { assignment: Assignment; timeZone: string | undefined }) {
  const summary = summarizeDue(assignment);
  if (summary.kind === 'multiple') return <MultipleDates name={assignment.name} summary={summary} timeZone={timeZone} />;
  if (summary.kind === 'none') return <span className="assignment-row__muted">No due date</span>;
  return (
    <span>
      Due <time dateTime={summary.dueAt}>{dueText(summary.dueAt, timeZone)}</time>
    </span>
  );
}

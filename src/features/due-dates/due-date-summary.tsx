import type { EffectiveDueDates } from '@/api/schemas/effective-due-dates';
import { EmptyState } from '@/components/empty-state';
import { formatCount } from '@/lib/format-count';
import { formatDueFull } from '@/lib/due-date-format';
import { DueDateHistogram } from '@/components/due-date-histogram';
import { dayKey, histogramSummary } from '@/lib/day-buckets';
import { dueHistogram, overrideCount, type BaseAssignment } from './due-date-model';

export interface DueDateSummaryProps {
  assignments: readonly BaseAssignment[];
  dates: EffectiveDueDates;
  timeZone: string | undefined;
}

/** Per assignment: when its students are due, as a small bar chart and the same facts in words. */
export function DueDateSummary({ assignments, dates, timeZone }: DueDateSummaryProps) {
  if (assignments.length === 0) return <EmptyState title="No assignments yet" description="Due dates appear here once the course has assignments." />;
  return (
    <ul className="due-summary">
      {assignments.map((assignment) => {
        const buckets = dueHistogram(dates, assignment.id, timeZone);
        const overrides = overrideCount(dates, assignment);
        const summaryId = `due-summary-${assignment.id}`;
        return (
          <li key={assignment.id} className="card due-summary__item">
            <h2 className="due-summary__name">{assignment.name}</h2>
            <p className="due-summary__base">
              {assignment.due_at ? `Due ${formatDueFull(assignment.due_at, timeZone)}` : 'No base due date'}
              {overrides > 0 ? ` · ${formatCount(overrides, 'student')} with a different date` : ''}
            </p>
            <DueDateHistogram buckets={buckets} baseDay={assignment.due_at ? dayKey(assignment.due_at, timeZone) : null} summaryId={summaryId} />
            <p id={summaryId} className="due-summary__text">
              {histogramSummary(buckets)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

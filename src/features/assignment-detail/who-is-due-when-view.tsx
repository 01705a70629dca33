import { useId, useMemo, useState } from 'react';
import { DueDateHistogram } from '@/components/due-date-histogram';
import { SearchBox } from '@/components/search-box';
import { dayBuckets, dayKey, histogramSummary } from '@/lib/day-buckets';
import { formatDueFull } from '@/lib/due-date-format';
import { formatCount } from '@/lib/format-count';
import { ASSIGNED_COUNT_NOTE } from '@/lib/student-count';
import { filterByName, sourceLabel, type DueGroup } from './who-is-due-when';

export interface WhoIsDueWhenViewProps {
  groups: readonly DueGroup[];
  timeZone: string | undefined;
  /** The assignment's own due date, whose day the chart draws in the accent colour. */
  baseDueAt: string | null;
  /** Group memberships still loading: a group override's students may read "Everyone" for a moment. */
  sourcesPending?: boolean;
}

/** A day chart of when students are due, then the searchable list of date groups (the primary view). */
export function WhoIsDueWhenView({ groups, timeZone, baseDueAt, sourcesPending = false }: WhoIsDueWhenViewProps) {
  const [term, setTerm] = useState('');
  const summaryId = useId();
  const shown = useMemo(() => filterByName(groups, term), [groups, term]);
  const buckets = useMemo(() => dayBuckets(groups.map((g) => ({ dueAt: g.dueAt, count: g.students.length })), timeZone), [groups, timeZone]);
  const total = groups.reduce((sum, group) => sum + group.students.length, 0);
  const matches = shown.reduce((sum, group) => sum + group.students.length, 0);

  if (total === 0) return <p className="text-muted">No students are assigned this assignment.</p>;
  return (
    <div className="who-due" aria-busy={sourcesPending}>
      <p className="who-due__count">
        {`${formatCount(total, 'student')} assigned, ${formatCount(groups.length, 'due date')}.`}{' '}
        <span className="text-muted">{ASSIGNED_COUNT_NOTE}</span>
      </p>
      <figure className="who-due__chart">
        <DueDateHistogram buckets={buckets} baseDay={baseDueAt ? dayKey(baseDueAt, timeZone) : null} summaryId={summaryId} />
        <figcaption id={summaryId} className="text-muted">
          {histogramSummary(buckets)}
        </figcaption>
      </figure>
      <SearchBox label="Find a student" placeholder="Name" value={term} onChange={setTerm} minLength={1} className="who-due__search" />
      <p className="visually-hidden" aria-live="polite">
        {term.trim() ? `${formatCount(matches, 'student')} found` : ''}
      </p>
      {shown.length === 0 ? <p className="text-muted">No student matches “{term.trim()}”.</p> : null}
      <ol className="who-due__groups" aria-label="Students by due date">
        {shown.map((group) => (
          <DueGroupItem key={group.dueAt ?? 'none'} group={group} timeZone={timeZone} filtered={term.trim() !== ''} total={groups} />
        ))}
      </ol>
    </div>
  );
}

interface DueGroupItemProps {
  group: DueGroup;
  timeZone: string | undefined;
  filtered: boolean;
  /** The unfiltered groups, to say "2 of 30 students" while searching. */
  total: readonly DueGroup[];
}

function DueGroupItem({ group, timeZone, filtered, total }: DueGroupItemProps) {
  const headingId = useId();
  const all = total.find((candidate) => candidate.dueAt === group.dueAt)?.students.length ?? group.students.length;
  const count = filtered ? `${group.students.length} of ${formatCount(all, 'student')}` : formatCount(all, 'student');
  const mixed = group.sources.length > 1;
  return (
    <li className="who-due__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="who-due__date">
        {group.dueAt ? `Due ${formatDueFull(group.dueAt, timeZone)}` : 'No due date'}
      </h3>
      <p className="who-due__meta">
        {count} · {group.sources.map(sourceLabel).join(', ')}
      </p>
      <ul className="name-grid">
        {group.students.map((student) => (
          <li key={student.id}>
            {student.name}
            {mixed ? <span className="text-muted">{` · ${sourceLabel(student.source)}`}</span> : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

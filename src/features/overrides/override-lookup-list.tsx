import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchGroupOverride, fetchSectionOverride, overrideKeys } from '@/api/assignment-overrides';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import { Button } from '@/components/button';
import { useSeenInView } from '@/components/use-in-view';
import { concurrencyLimit } from '@/lib/concurrency-limit';
import { formatDueFull } from '@/lib/due-date-format';
import type { CanvasId } from '@/api/schemas/ids';

/** Lookups wait for a slot: a 200-assignment course asks a few at a time, not 200 at once. */
const lookupSlot = concurrencyLimit(4);

type LookupTarget = { kind: 'section' | 'group'; id: CanvasId };

/**
 * With `overrides` (include[]=overrides, which managers get) or `all_dates` (include[]=all_dates: for a learner, the
 * overrides that reach them) the row needs no lookup of its own.
 */
type ListedAssignment = Pick<Assignment, 'id' | 'name' | 'due_at' | 'unlock_at' | 'lock_at' | 'overrides' | 'all_dates'>;

export interface OverrideLookupListProps {
  courseId: CanvasId;
  target: LookupTarget;
  assignments: readonly ListedAssignment[];
  timeZone: string | undefined;
}

/** Each assignment with this section's or group's override (§4.13), looked up as its row scrolls into view. */
export function OverrideLookupList({ courseId, target, assignments, timeZone }: OverrideLookupListProps) {
  return (
    <ul className="override-list">
      {assignments.map((assignment) => (
        <OverrideRow key={assignment.id} courseId={courseId} target={target} assignment={assignment} timeZone={timeZone} />
      ))}
    </ul>
  );
}

/** overrideQueries.forSection / forGroup (same keys, so the cache is shared), each request waiting for a slot. */
function lookupQuery({ kind, id }: LookupTarget, assignmentId: CanvasId) {
  const fetchOverride = kind === 'section' ? fetchSectionOverride : fetchGroupOverride;
  return {
    queryKey: kind === 'section' ? overrideKeys.sectionLookup(id, assignmentId) : overrideKeys.groupLookup(id, assignmentId),
    queryFn: ({ signal }: { signal: AbortSignal }) => lookupSlot(() => fetchOverride(id, assignmentId, signal)),
  };
}

interface OverrideRowProps extends Omit<OverrideLookupListProps, 'assignments'> {
  assignment: ListedAssignment;
}

const isTarget = ({ kind, id }: LookupTarget, setType: string | undefined, setId: CanvasId | null | undefined) =>
  setType === (kind === 'section' ? 'CourseSection' : 'Group') && setId === id;

/** The target's override among those the list carried: null for none, undefined when the list carried none. */
function listedOverride(target: LookupTarget, assignment: ListedAssignment): Pick<AssignmentOverride, 'due_at' | 'unlock_at' | 'lock_at'> | null | undefined {
  const { overrides, all_dates: allDates } = assignment;
  if (overrides !== undefined) {
    return overrides.find((override) => (target.kind === 'section' ? override.course_section_id : override.group_id) === target.id) ?? null;
  }
  if (allDates === undefined) return undefined;
  const entry = allDates.find((date) => isTarget(target, date.set_type, date.set_id));
  if (entry === undefined) return null;
  // An entry fills in the assignment's dates where the override sets none, and a learner's list shows the
  // assignment's dates already overridden for them: which ones the override sets is unknowable, so name the due
  // date and any window the entry has.
  const window = (key: 'unlock_at' | 'lock_at') => (entry[key] ? { [key]: entry[key] } : {});
  return { due_at: entry.due_at ?? null, ...window('unlock_at'), ...window('lock_at') };
}

function OverrideRow({ courseId, target, assignment, timeZone }: OverrideRowProps) {
  const [ref, seen] = useSeenInView();
  const listed = listedOverride(target, assignment);
  // A lookup answers 404 when there is no override (and the browser logs every 404): ask only when the list could not say.
  const lookup = useQuery({ ...lookupQuery(target, assignment.id), enabled: seen && listed === undefined });
  let status;
  if (listed !== undefined) {
    status = listed === null ? <NoOverride assignment={assignment} timeZone={timeZone} /> : <OverrideDates override={listed} timeZone={timeZone} />;
  } else if (lookup.isError) {
    status = (
      <>
        Couldn’t check for an override.{' '}
        <Button variant="ghost" size="sm" onPress={() => void lookup.refetch()}>
          Retry
        </Button>
      </>
    );
  } else if (lookup.data === undefined) status = 'Checking for an override…';
  else if (lookup.data === null) status = <NoOverride assignment={assignment} timeZone={timeZone} />;
  else status = <OverrideDates override={lookup.data} timeZone={timeZone} />;
  return (
    <li ref={ref} className="override-row">
      <Link to={`/courses/${courseId}/assignments/${assignment.id}`} className="override-row__name">
        {assignment.name}
      </Link>
      <p className="override-row__status">{status}</p>
    </li>
  );
}

const when = (iso: string | null | undefined, timeZone: string | undefined) => (iso ? formatDueFull(iso, timeZone) : null);

function NoOverride({ assignment, timeZone }: { assignment: ListedAssignment; timeZone: string | undefined }) {
  const due = when(assignment.due_at, timeZone);
  return <>{`No override: uses the assignment’s dates (${due ? `due ${due}` : 'no due date'})`}</>;
}

function OverrideDates({ override, timeZone }: { override: Pick<AssignmentOverride, 'due_at' | 'unlock_at' | 'lock_at'>; timeZone: string | undefined }) {
  // A date the override leaves out stays the assignment's (§7.8), so only the ones it sets are named.
  const parts = [
    override.due_at !== undefined ? `due ${when(override.due_at, timeZone) ?? 'never (no due date)'}` : null,
    override.unlock_at !== undefined ? `available from ${when(override.unlock_at, timeZone) ?? 'any time'}` : null,
    override.lock_at !== undefined ? `until ${when(override.lock_at, timeZone) ?? 'no end'}` : null,
  ].filter((part) => part !== null);
  return (
    <>
      <span className="badge badge--info">
        <span className="badge__dot" aria-hidden="true" />
        Override
      </span>{' '}
      {parts.length ? parts.join(' · ') : 'sets no dates of its own'}
    </>
  );
}

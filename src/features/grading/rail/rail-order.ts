import { anonymousIdOf } from '@/api/anonymous-submissions';
import { compareIds, type CanvasId } from '@/api/schemas/ids';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import type { SubmissionListFilters } from '@/api/submissions';
import { studentNumber } from './student-labels';

type Row = Pick<SubmissionDetail, 'user_id' | 'user' | 'submitted_at'>;
export type RailOrder = NonNullable<SubmissionListFilters['order']>;

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const nameOf = (row: Row) => row.user?.sortable_name ?? row.user?.name ?? '';

const time = (at: string | null | undefined) => (at ? Date.parse(at) : Number.POSITIVE_INFINITY);

/** Rows of an anonymized assignment (keyed by anonymous id, docs/decisions/0056) have no number: their ids order them. */
function byAnonymousId(a: Row, b: Row): number | undefined {
  const [x, y] = [anonymousIdOf(a.user_id), anonymousIdOf(b.user_id)];
  if (x === undefined || y === undefined) return undefined;
  return x < y ? -1 : x > y ? 1 : 0;
}

function comparator(order: RailOrder, assignmentId: CanvasId): (a: Row, b: Row) => number {
  const names = (a: Row, b: Row) => byName.compare(nameOf(a), nameOf(b)) || compareIds(a.user_id, b.user_id);
  if (order === 'submitted_at') return (a, b) => time(a.submitted_at) - time(b.submitted_at) || names(a, b);
  // Hidden names: by "Student N", which follows neither the alphabet nor the user id.
  if (order === 'anonymous') return (a, b) => byAnonymousId(a, b) ?? studentNumber(assignmentId, a.user_id) - studentNumber(assignmentId, b.user_id);
  return names;
}

/**
 * The rail in the order the grader chose, whatever order the server sent (Canvas orders submissions by user id;
 * Lectern's server by the order asked for, and says so).
 */
export function inRailOrder<T extends Row>(rows: readonly T[], order: RailOrder, assignmentId: CanvasId): T[] {
  return [...rows].sort(comparator(order, assignmentId));
}

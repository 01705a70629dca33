import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { overrideQueries } from '@/api/assignment-overrides';
import { assignmentQueries, type AssignmentListParams } from '@/api/assignments';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import { buildDateRows, type DateRow } from './date-rows';

export const BULK_DATES_LIST_PARAMS: AssignmentListParams = { include: ['overrides'] };

const NO_OVERRIDES: readonly AssignmentOverride[] = [];

/** Assignments the list sent without their overrides although they may have some. */
const withoutOverrides = (assignments: readonly Assignment[] = []) =>
  assignments.filter((assignment) => assignment.overrides === undefined && assignment.has_overrides !== false);

// Module-level, so useQueries re-runs it only when a result changes and the rows stay memoized.
function combineOverrideLists(results: UseQueryResult<AssignmentOverride[]>[]) {
  return {
    lists: results.map((result) => result.data),
    pending: results.some((result) => result.isPending),
    error: results.find((result) => result.isError)?.error ?? null,
  };
}

/**
 * Every assignment of the course with its overrides, as editor rows. The list asks for include[]=overrides;
 * a service that ignores it gets one override list per assignment that has overrides instead.
 */
export function useDateRows(courseId: number) {
  const assignments = useQuery(assignmentQueries.list(courseId, BULK_DATES_LIST_PARAMS));
  const fallback = useQueries({
    queries: withoutOverrides(assignments.data).map((assignment) => overrideQueries.list(courseId, assignment.id)),
    combine: combineOverrideLists,
  });
  const rows = useMemo<DateRow[]>(() => {
    if (!assignments.data || fallback.pending) return [];
    const fetched = new Map(withoutOverrides(assignments.data).map((assignment, index) => [assignment.id, fallback.lists[index]]));
    const byId = new Map(assignments.data.map((assignment) => [assignment.id, assignment]));
    return buildDateRows(assignments.data, (id) => byId.get(id)?.overrides ?? fetched.get(id) ?? NO_OVERRIDES);
  }, [assignments.data, fallback]);
  return {
    rows,
    isPending: assignments.isPending || fallback.pending,
    error: assignments.error ?? fallback.error,
    refetch: () => assignments.refetch(),
  };
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { assignmentQueries, type AssignmentListParams } from '@/api/assignments';
import { buildDateRows, type DateRow } from './date-rows';
import type { CanvasId } from '@/api/schemas/ids';

/** One request for everything the table shows: include[]=overrides gives managers every override (§4.1). */
export const BULK_DATES_LIST_PARAMS: AssignmentListParams = { include: ['overrides'] };

/** Every assignment of the course, in Canvas's order, each followed by its overrides, as editor rows. */
export function useDateRows(courseId: CanvasId) {
  const assignments = useQuery(assignmentQueries.list(courseId, BULK_DATES_LIST_PARAMS));
  const rows = useMemo<DateRow[]>(() => buildDateRows(assignments.data ?? []), [assignments.data]);
  return { rows, isPending: assignments.isPending, error: assignments.error, refetch: () => assignments.refetch() };
}

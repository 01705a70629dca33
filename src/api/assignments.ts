import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { assignmentKeys, type AssignmentListParams } from './assignment-keys';
import { dueDateKeys } from './due-dates';
import { canvasFetch } from './http/canvas-fetch';
import { fetchAllPages } from './http/paginated';
import { assignmentSchema, type Assignment } from './schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';

/** The `assignment[...]` keys the app writes (§4.3, §4.4); absent keys are left unchanged. */
export interface AssignmentFields {
  name?: string;
  description?: string | null;
  points_possible?: number | null;
  grading_type?: string;
  submission_types?: readonly string[];
  allowed_extensions?: readonly string[];
  due_at?: string | null;
  unlock_at?: string | null;
  lock_at?: string | null;
  published?: boolean;
  assignment_group_id?: CanvasId;
  position?: number;
  group_category_id?: CanvasId | null;
  only_visible_to_overrides?: boolean;
  omit_from_final_grade?: boolean;
  peer_reviews?: boolean;
  anonymous_grading?: boolean;
}

export { assignmentKeys, type AssignmentListParams };

const coursePath = (courseId: CanvasId) => `/api/v1/courses/${courseId}/assignments`;

/**
 * GET /courses/:id/assignments (§4.1), every page. A course has tens to a few hundred assignments, and
 * screens that lay them out as columns or groups need them all.
 */
function fetchAssignments(courseId: CanvasId, params: AssignmentListParams = {}, signal?: AbortSignal): Promise<Assignment[]> {
  return fetchAllPages(coursePath(courseId), { params: { ...params }, schema: assignmentSchema, signal });
}

/**
 * GET one assignment with its overrides, which the editor needs to show and diff its "Assign to" cards. The show
 * action takes all_dates=true (include[]=all_dates is the list's form, which Canvas ignores here).
 */
async function fetchAssignment(courseId: CanvasId, id: CanvasId, signal?: AbortSignal): Promise<Assignment> {
  const { data } = await canvasFetch(`${coursePath(courseId)}/${id}`, {
    params: { include: ['overrides'], all_dates: true },
    schema: assignmentSchema,
    signal,
  });
  return data;
}

export async function createAssignment(courseId: CanvasId, assignment: AssignmentFields): Promise<Assignment> {
  const { data } = await canvasFetch(coursePath(courseId), { method: 'POST', body: { assignment }, schema: assignmentSchema });
  return data;
}

export async function updateAssignment(courseId: CanvasId, id: CanvasId, assignment: AssignmentFields): Promise<Assignment> {
  const { data } = await canvasFetch(`${coursePath(courseId)}/${id}`, { method: 'PUT', body: { assignment }, schema: assignmentSchema });
  return data;
}

/** Answers the assignment as it was (§4.5). */
async function deleteAssignment(courseId: CanvasId, id: CanvasId): Promise<Assignment> {
  const { data } = await canvasFetch(`${coursePath(courseId)}/${id}`, { method: 'DELETE', schema: assignmentSchema });
  return data;
}

/** POST …/assignments/:id/duplicate: Canvas's copy, named "<name> Copy", unpublished, placed after the original. */
async function duplicateAssignment(courseId: CanvasId, id: CanvasId): Promise<Assignment> {
  const { data } = await canvasFetch(`${coursePath(courseId)}/${id}/duplicate`, { method: 'POST', schema: assignmentSchema });
  return data;
}

export const assignmentQueries = {
  list: (courseId: CanvasId, params: AssignmentListParams = {}) =>
    queryOptions({
      queryKey: assignmentKeys.list(courseId, params),
      queryFn: ({ signal }) => fetchAssignments(courseId, params, signal),
    }),
  detail: (courseId: CanvasId, id: CanvasId) =>
    queryOptions({
      queryKey: assignmentKeys.detail(courseId, id),
      queryFn: ({ signal }) => fetchAssignment(courseId, id, signal),
    }),
};

/** An assignment write can change every list, the group totals and who is due when. */
export function refreshAssignments(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
    queryClient.invalidateQueries({ queryKey: dueDateKeys.all }),
  ]);
}

export function useDeleteAssignment(courseId: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: CanvasId) => deleteAssignment(courseId, id),
    onSuccess: () => refreshAssignments(queryClient),
  });
}

export function useDuplicateAssignment(courseId: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: CanvasId) => duplicateAssignment(courseId, id),
    onSuccess: () => refreshAssignments(queryClient),
  });
}

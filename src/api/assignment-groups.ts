import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAssignments } from './assignments';
import { canvasFetch } from './http/canvas-fetch';
import { fetchAllPages } from './http/paginated';
import { assignmentGroupSchema, type AssignmentGroup } from './schemas/assignment-group';
import type { CanvasId } from '@/api/schemas/ids';

/** The `assignment_group` fields the app writes (§4.15); absent keys are left unchanged. */
export interface AssignmentGroupFields {
  name?: string;
  /** 1-based; the server shifts the other groups so positions stay 1..n. */
  position?: number;
  group_weight?: number | null;
}

const assignmentGroupKeys = {
  // Under the assignments prefix: every assignment write invalidates the groups that embed it.
  all: ['assignments', 'groups'] as const,
  list: (courseId: CanvasId) => [...assignmentGroupKeys.all, courseId] as const,
  withAssignments: (courseId: CanvasId) => [...assignmentGroupKeys.list(courseId), 'assignments'] as const,
};

const groupsPath = (courseId: CanvasId) => `/api/v1/courses/${courseId}/assignment_groups`;

/** GET /courses/:id/assignment_groups (§4.14), every page, in position order, without their assignments. */
function fetchAssignmentGroups(courseId: CanvasId, signal?: AbortSignal): Promise<AssignmentGroup[]> {
  return fetchAllPages(groupsPath(courseId), { schema: assignmentGroupSchema, signal });
}

/**
 * The same list with each group's assignments (include[]=assignments), in position order within each group, without
 * their needs_grading_count: nothing that reads this list shows it, and counting it reads every submission of the
 * course (on a 3,000 x 50 course, most of the request's time).
 */
function fetchGroupsWithAssignments(courseId: CanvasId, signal?: AbortSignal): Promise<AssignmentGroup[]> {
  const params = { include: ['assignments'], exclude_response_fields: ['needs_grading_count'] };
  return fetchAllPages(groupsPath(courseId), { schema: assignmentGroupSchema, signal, params });
}

async function createAssignmentGroup(courseId: CanvasId, fields: AssignmentGroupFields): Promise<AssignmentGroup> {
  const { data } = await canvasFetch(groupsPath(courseId), { method: 'POST', body: fields, schema: assignmentGroupSchema });
  return data;
}

async function updateAssignmentGroup(courseId: CanvasId, id: CanvasId, fields: AssignmentGroupFields): Promise<AssignmentGroup> {
  const { data } = await canvasFetch(`${groupsPath(courseId)}/${id}`, { method: 'PUT', body: fields, schema: assignmentGroupSchema });
  return data;
}

/** Deletes the group; with `moveAssignmentsTo` its assignments move there, otherwise they are deleted with it. */
async function deleteAssignmentGroup(courseId: CanvasId, id: CanvasId, moveAssignmentsTo?: number): Promise<AssignmentGroup> {
  const { data } = await canvasFetch(`${groupsPath(courseId)}/${id}`, {
    method: 'DELETE',
    params: { move_assignments_to: moveAssignmentsTo },
    schema: assignmentGroupSchema,
  });
  return data;
}

export const assignmentGroupQueries = {
  list: (courseId: CanvasId) =>
    queryOptions({
      queryKey: assignmentGroupKeys.list(courseId),
      queryFn: ({ signal }) => fetchAssignmentGroups(courseId, signal),
    }),
  /** The gradebook's columns: every group with its assignments, group_weight and rules. */
  withAssignments: (courseId: CanvasId) =>
    queryOptions({
      queryKey: assignmentGroupKeys.withAssignments(courseId),
      queryFn: ({ signal }) => fetchGroupsWithAssignments(courseId, signal),
    }),
};

export function useCreateAssignmentGroup(courseId: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AssignmentGroupFields) => createAssignmentGroup(courseId, fields),
    onSuccess: () => refreshAssignments(queryClient),
  });
}

/** Renames or moves a group. A move shows at once and rolls back if the server refuses it. */
export function useUpdateAssignmentGroup(courseId: CanvasId) {
  const queryClient = useQueryClient();
  const queryKey = assignmentGroupKeys.list(courseId);
  return useMutation({
    mutationFn: ({ id, fields }: { id: CanvasId; fields: AssignmentGroupFields }) => updateAssignmentGroup(courseId, id, fields),
    onMutate: async ({ id, fields }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<AssignmentGroup[]>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, applyGroupChange(previous, id, fields));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => refreshAssignments(queryClient),
  });
}

/** The list as the server will order it after the change: the moved group at its new 1-based position. */
function applyGroupChange(groups: readonly AssignmentGroup[], id: CanvasId, fields: AssignmentGroupFields): AssignmentGroup[] {
  const changed = groups.map((group) => (group.id === id ? { ...group, ...fields } : group));
  if (fields.position === undefined) return changed;
  const moved = changed.find((group) => group.id === id);
  if (!moved) return changed;
  const rest = changed.filter((group) => group.id !== id);
  const index = Math.min(Math.max(fields.position - 1, 0), rest.length);
  rest.splice(index, 0, moved);
  return rest.map((group, i) => ({ ...group, position: i + 1 }));
}

export function useDeleteAssignmentGroup(courseId: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveAssignmentsTo }: { id: CanvasId; moveAssignmentsTo?: number }) =>
      deleteAssignmentGroup(courseId, id, moveAssignmentsTo),
    onSuccess: () => refreshAssignments(queryClient),
  });
}

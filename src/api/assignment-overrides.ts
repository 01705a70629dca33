import { queryOptions } from '@tanstack/react-query';
import { CanvasApiError } from './http/canvas-api-error';
import { canvasFetch } from './http/canvas-fetch';
import { fetchAllPages } from './http/paginated';
import { assignmentOverrideSchema, type AssignmentOverride } from './schemas/assignment-override';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * What one override sets (§4.10, §4.11). A date key that is absent is not overridden; `null` overrides it to
 * "no date". An update replaces every date, so it must carry each date the override keeps.
 */
export interface OverrideFields {
  student_ids?: readonly CanvasId[];
  title?: string;
  group_id?: CanvasId;
  course_section_id?: CanvasId;
  due_at?: string | null;
  unlock_at?: string | null;
  lock_at?: string | null;
}

export const overrideKeys = {
  // Under the assignments prefix: an assignment write refreshes its overrides too.
  all: ['assignments', 'overrides'] as const,
  list: (courseId: CanvasId, assignmentId: CanvasId) => [...overrideKeys.all, courseId, assignmentId] as const,
  sectionLookup: (sectionId: CanvasId, assignmentId: CanvasId) => [...overrideKeys.all, 'section', sectionId, assignmentId] as const,
  groupLookup: (groupId: CanvasId, assignmentId: CanvasId) => [...overrideKeys.all, 'group', groupId, assignmentId] as const,
};

const overridesPath = (courseId: CanvasId, assignmentId: CanvasId) =>
  `/api/v1/courses/${courseId}/assignments/${assignmentId}/overrides`;

export function fetchOverrides(courseId: CanvasId, assignmentId: CanvasId, signal?: AbortSignal): Promise<AssignmentOverride[]> {
  return fetchAllPages(overridesPath(courseId, assignmentId), { schema: assignmentOverrideSchema, signal });
}

export async function createOverride(courseId: CanvasId, assignmentId: CanvasId, fields: OverrideFields): Promise<AssignmentOverride> {
  const { data } = await canvasFetch(overridesPath(courseId, assignmentId), {
    method: 'POST',
    body: { assignment_override: fields },
    schema: assignmentOverrideSchema,
  });
  return data;
}

export async function updateOverride(
  courseId: CanvasId,
  assignmentId: CanvasId,
  id: CanvasId,
  fields: OverrideFields,
): Promise<AssignmentOverride> {
  const { data } = await canvasFetch(`${overridesPath(courseId, assignmentId)}/${id}`, {
    method: 'PUT',
    body: { assignment_override: fields },
    schema: assignmentOverrideSchema,
  });
  return data;
}

export async function deleteOverride(courseId: CanvasId, assignmentId: CanvasId, id: CanvasId): Promise<AssignmentOverride> {
  const { data } = await canvasFetch(`${overridesPath(courseId, assignmentId)}/${id}`, {
    method: 'DELETE',
    schema: assignmentOverrideSchema,
  });
  return data;
}

/** §4.13: the lookup answers 404 when the section or group has no override; that is "none", not an error. */
async function lookupOverride(path: string, signal?: AbortSignal): Promise<AssignmentOverride | null> {
  try {
    const { data } = await canvasFetch(path, { schema: assignmentOverrideSchema, signal });
    return data;
  } catch (error) {
    if (error instanceof CanvasApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET /sections/:id/assignments/:assignment_id/override; null when the section has none. */
export function fetchSectionOverride(sectionId: CanvasId, assignmentId: CanvasId, signal?: AbortSignal) {
  return lookupOverride(`/api/v1/sections/${sectionId}/assignments/${assignmentId}/override`, signal);
}

/** GET /groups/:id/assignments/:assignment_id/override; null when the group has none. */
export function fetchGroupOverride(groupId: CanvasId, assignmentId: CanvasId, signal?: AbortSignal) {
  return lookupOverride(`/api/v1/groups/${groupId}/assignments/${assignmentId}/override`, signal);
}

export const overrideQueries = {
  list: (courseId: CanvasId, assignmentId: CanvasId) =>
    queryOptions({
      queryKey: overrideKeys.list(courseId, assignmentId),
      queryFn: ({ signal }) => fetchOverrides(courseId, assignmentId, signal),
    }),
  forSection: (sectionId: CanvasId, assignmentId: CanvasId) =>
    queryOptions({
      queryKey: overrideKeys.sectionLookup(sectionId, assignmentId),
      queryFn: ({ signal }) => fetchSectionOverride(sectionId, assignmentId, signal),
    }),
  forGroup: (groupId: CanvasId, assignmentId: CanvasId) =>
    queryOptions({
      queryKey: overrideKeys.groupLookup(groupId, assignmentId),
      queryFn: ({ signal }) => fetchGroupOverride(groupId, assignmentId, signal),
    }),
};

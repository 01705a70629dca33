import { queryOptions, useMutation, useQueryClient, type Mutation } from '@tanstack/react-query';
import { courseKeys } from './course-keys';
import { canvasFetch } from './http/canvas-fetch';
import type { Course } from './schemas/course';
import { courseSettingsSchema, type CourseSettings } from './schemas/course-settings';
import type { CanvasId } from '@/api/schemas/ids';

/** A value PUT /settings accepts: booleans, integers, text (colour, name, `HH:MM:SS` due time), or null to clear. */
export type CourseSettingValue = boolean | number | string | null;

export interface CourseSettingChange {
  key: string;
  value: CourseSettingValue;
}

const courseSettingsKeys = {
  // Under the course's detail key: a course update (hide_final_grades, course_color…) also touches settings.
  detail: (courseId: CanvasId) => [...courseKeys.detail(courseId), 'settings'] as const,
  /** Groups the settings writes of one course, so a write can tell whether a newer one of its key is pending. */
  mutation: (courseId: CanvasId) => ['course-settings', 'update', courseId] as const,
};

async function fetchCourseSettings(courseId: CanvasId, signal?: AbortSignal): Promise<CourseSettings> {
  const { data } = await canvasFetch(`/api/v1/courses/${courseId}/settings`, { schema: courseSettingsSchema, signal });
  return data;
}

/** PUT /courses/:id/settings: parameters are top-level, not `course[...]` (§2.9); answers the full settings. */
async function updateCourseSettings(courseId: CanvasId, changes: Record<string, CourseSettingValue>): Promise<CourseSettings> {
  const { data } = await canvasFetch(`/api/v1/courses/${courseId}/settings`, {
    method: 'PUT',
    body: changes,
    schema: courseSettingsSchema,
  });
  return data;
}

export const courseSettingsQueries = {
  detail: (courseId: CanvasId) =>
    queryOptions({
      queryKey: courseSettingsKeys.detail(courseId),
      queryFn: ({ signal }) => fetchCourseSettings(courseId, signal),
    }),
};

interface RollbackContext {
  key: string;
  had: boolean;
  previous: unknown;
}

/**
 * Saves one setting with an optimistic update: one request per change, nothing refetched. Several settings may be
 * in flight at once, so a failure rolls back only its own key (a whole-object snapshot would also undo the others).
 */
export function useUpdateCourseSetting(courseId: CanvasId) {
  const queryClient = useQueryClient();
  const queryKey = courseSettingsKeys.detail(courseId);
  const mutationKey = courseSettingsKeys.mutation(courseId);
  return useMutation({
    mutationKey,
    mutationFn: ({ key, value }: CourseSettingChange) => updateCourseSettings(courseId, { [key]: value }),
    onMutate: async ({ key, value }): Promise<RollbackContext> => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<CourseSettings>(queryKey);
      queryClient.setQueryData<CourseSettings>(queryKey, (old) => (old ? { ...old, [key]: value } : old));
      return { key, had: previous !== undefined && key in previous, previous: previous?.[key] };
    },
    onError: (_error, _change, context) => {
      if (!context) return;
      queryClient.setQueryData<CourseSettings>(queryKey, (old) => {
        if (!old) return old;
        if (context.had) return { ...old, [context.key]: context.previous };
        // The key was not there before: leave it out again rather than invent a value.
        return Object.fromEntries(Object.entries(old).filter(([key]) => key !== context.key));
      });
    },
    // The answer is the full settings after this write: take this key's saved value from it instead of refetching,
    // and mirror it into the cached course where Course JSON carries it too (hide_final_grades). Only this key, and
    // only from its latest write, so an answer never undoes a change still being saved.
    onSuccess: (saved, { key }) => {
      const sameKey = (mutation: Mutation) => (mutation.state.variables as CourseSettingChange | undefined)?.key === key;
      // Still counting this mutation: more than 1 means a newer write of this key is on its way.
      if (!(key in saved) || queryClient.isMutating({ mutationKey, predicate: sameKey }) > 1) return;
      queryClient.setQueryData<CourseSettings>(queryKey, (old) => (old ? { ...old, [key]: saved[key] } : old));
      queryClient.setQueryData<Course>(courseKeys.detail(courseId), (course) =>
        course && key in course ? { ...course, [key]: saved[key] } : course,
      );
    },
  });
}

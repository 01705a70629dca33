import { queryOptions } from '@tanstack/react-query';
import { canvasFetch } from './http/canvas-fetch';
import { effectiveDueDatesSchema, type EffectiveDueDates } from './schemas/effective-due-dates';
import type { CanvasId } from '@/api/schemas/ids';

export const dueDateKeys = {
  all: ['effective-due-dates'] as const,
  course: (courseId: CanvasId) => [...dueDateKeys.all, courseId] as const,
};

/** GET /courses/:id/effective_due_dates (§2.19): one object, assignment id → student id → date. Not paginated. */
async function fetchEffectiveDueDates(courseId: CanvasId, signal?: AbortSignal): Promise<EffectiveDueDates> {
  const { data } = await canvasFetch(`/api/v1/courses/${courseId}/effective_due_dates`, {
    schema: effectiveDueDatesSchema,
    signal,
  });
  return data;
}

export const dueDateQueries = {
  course: (courseId: CanvasId) =>
    queryOptions({
      queryKey: dueDateKeys.course(courseId),
      queryFn: ({ signal }) => fetchEffectiveDueDates(courseId, signal),
    }),
};

import { infiniteListOptions } from './http/paginated';
import { todoItemSchema } from './schemas/todo';
import type { CanvasId } from '@/api/schemas/ids';

const todoKeys = {
  all: ['todo'] as const,
  course: (courseId: CanvasId) => [...todoKeys.all, 'course', courseId] as const,
};

export const todoQueries = {
  /**
   * GET /courses/:id/todo (§2.18): things to grade for graders, things to submit for students.
   * Canvas pages it with bookmarks, which only the Link header can follow.
   */
  course: (courseId: CanvasId) =>
    infiniteListOptions({
      queryKey: todoKeys.course(courseId),
      path: `/api/v1/courses/${courseId}/todo`,
      params: { per_page: 20 },
      schema: todoItemSchema,
    }),
};

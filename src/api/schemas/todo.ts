import { z } from 'zod/mini';
import { assignmentSchema } from './assignment';
import { canvasId } from './ids';

/** A course to-do item (§2.18): something to grade or to submit. */
export const todoItemSchema = z.looseObject({
  type: z.string(),
  assignment: z.optional(assignmentSchema),
  // Ungraded quizzes (include[]=ungraded_quizzes) carry a quiz instead of an assignment.
  quiz: z.optional(z.looseObject({ id: canvasId })),
  ignore: z.string(),
  ignore_permanently: z.string(),
  html_url: z.string(),
  needs_grading_count: z.optional(z.number()),
  // `Course` from Canvas's context helper; canvasapi fixtures show `course`.
  context_type: z.string(),
  course_id: z.optional(canvasId),
  group_id: z.optional(canvasId),
  context_name: z.optional(z.string()),
});

export type TodoItem = z.infer<typeof todoItemSchema>;

import { z } from 'zod';
import { assignmentSchema } from './assignment';
import { canvasId } from './ids';

/** A course to-do item (§2.18): something to grade or to submit. */
export const todoItemSchema = z.looseObject({
  type: z.string(),
  assignment: assignmentSchema.optional(),
  // Ungraded quizzes (include[]=ungraded_quizzes) carry a quiz instead of an assignment.
  quiz: z.looseObject({ id: canvasId }).optional(),
  ignore: z.string(),
  ignore_permanently: z.string(),
  html_url: z.string(),
  needs_grading_count: z.number().optional(),
  // `Course` from Canvas's context helper; canvasapi fixtures show `course`.
  context_type: z.string(),
  course_id: canvasId.optional(),
  group_id: canvasId.optional(),
  context_name: z.string().optional(),
});

export type TodoItem = z.infer<typeof todoItemSchema>;

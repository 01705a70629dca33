import { z } from 'zod/mini';
import { canvasId, isoDateTime } from './ids';

/**
 * AssignmentOverride (§7.8). Exactly one target key is present (student_ids, group_id or course_section_id;
 * newer Canvas adds course_id and noop_id), and a date key only when that date is overridden, so everything
 * but the id, assignment and title is optional; unknown keys pass.
 */
export const assignmentOverrideSchema = z.looseObject({
  id: canvasId,
  assignment_id: canvasId,
  title: z.string(),
  student_ids: z.optional(z.array(canvasId)),
  group_id: z.optional(canvasId),
  group_category_id: z.optional(z.nullable(canvasId)),
  non_collaborative: z.optional(z.boolean()),
  course_section_id: z.optional(canvasId),
  course_id: z.optional(canvasId),
  noop_id: z.optional(canvasId),
  unassign_item: z.optional(z.boolean()),
  due_at: z.optional(z.nullable(isoDateTime)),
  all_day: z.optional(z.boolean()),
  all_day_date: z.optional(z.nullable(z.string())),
  unlock_at: z.optional(z.nullable(isoDateTime)),
  lock_at: z.optional(z.nullable(isoDateTime)),
});

export type AssignmentOverride = z.infer<typeof assignmentOverrideSchema>;

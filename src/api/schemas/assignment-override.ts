import { z } from 'zod';
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
  student_ids: z.array(canvasId).optional(),
  group_id: canvasId.optional(),
  group_category_id: canvasId.nullable().optional(),
  non_collaborative: z.boolean().optional(),
  course_section_id: canvasId.optional(),
  course_id: canvasId.optional(),
  noop_id: canvasId.optional(),
  unassign_item: z.boolean().optional(),
  due_at: isoDateTime.nullable().optional(),
  all_day: z.boolean().optional(),
  all_day_date: z.string().nullable().optional(),
  unlock_at: isoDateTime.nullable().optional(),
  lock_at: isoDateTime.nullable().optional(),
});

export type AssignmentOverride = z.infer<typeof assignmentOverrideSchema>;

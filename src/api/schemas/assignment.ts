import { z } from 'zod';
import { alwaysSent } from './always-sent';
import { assignmentOverrideSchema } from './assignment-override';
import { canvasId, isoDateTime } from './ids';
import { submissionSchema } from './submission';

/** One entry of `all_dates`: an override's dates, or the base dates (`base: true`) for everyone else. */
export const assignmentDateSchema = z.looseObject({
  id: canvasId.optional(),
  base: z.boolean().optional(),
  title: z.string().optional(),
  due_at: isoDateTime.nullable(),
  unlock_at: isoDateTime.nullable().optional(),
  lock_at: isoDateTime.nullable().optional(),
  all_day: z.boolean().optional(),
  all_day_date: z.string().nullable().optional(),
  set_type: z.string().optional(),
  set_id: canvasId.nullable().optional(),
});

export type AssignmentDate = z.infer<typeof assignmentDateSchema>;

/**
 * Assignment (§7.6). The minimal set a Canvas-compatible server always sends is required; everything
 * conditional, permission-gated or include-only is optional, and unknown keys pass.
 */
export const assignmentSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  description: z.string().nullable(),
  course_id: canvasId,
  assignment_group_id: canvasId,
  position: z.number(),
  points_possible: z.number().nullable(),
  grading_type: z.string(),
  grading_standard_id: canvasId.nullable(),
  submission_types: z.array(z.string()),
  allowed_extensions: z.array(z.string()).optional(),
  due_at: isoDateTime.nullable(),
  lock_at: isoDateTime.nullable(),
  unlock_at: isoDateTime.nullable(),
  all_dates: z.array(assignmentDateSchema).optional(),
  all_dates_count: z.number().optional(),
  has_overrides: z.boolean().optional(),
  // include[]=overrides (assignment managers only) and include[]=submission (the caller's own).
  overrides: z.array(assignmentOverrideSchema).optional(),
  submission: submissionSchema.optional(),
  only_visible_to_overrides: z.boolean(),
  visible_to_everyone: z.boolean().optional(),
  published: z.boolean(),
  unpublishable: z.boolean().optional(),
  // A string, not an enum: an unknown future state must not break a whole list.
  workflow_state: alwaysSent(z.string()),
  created_at: alwaysSent(isoDateTime),
  updated_at: alwaysSent(isoDateTime),
  html_url: alwaysSent(z.string()),
  submissions_download_url: z.string().optional(),
  speed_grader_url: z.string().optional(),
  needs_grading_count: z.number().optional(),
  muted: alwaysSent(z.boolean()),
  post_manually: z.boolean().optional(),
  allowed_attempts: alwaysSent(z.number()),
  locked_for_user: alwaysSent(z.boolean()),
  lock_explanation: z.string().optional(),
  group_category_id: canvasId.nullable(),
  grade_group_students_individually: z.boolean().optional(),
  omit_from_final_grade: alwaysSent(z.boolean()),
  peer_reviews: z.boolean().optional(),
  anonymous_grading: z.boolean().optional(),
  moderated_grading: z.boolean().optional(),
  in_closed_grading_period: z.boolean().optional(),
  due_date_required: z.boolean().optional(),
  max_name_length: z.number().optional(),
  hide_in_gradebook: z.boolean().optional(),
  // Some Canvas payloads (e.g. activity-stream submissions) add the legacy `title`.
  title: z.string().optional(),
});

export type Assignment = z.infer<typeof assignmentSchema>;

import { z } from 'zod/mini';
import { alwaysSent } from './always-sent';
import { assignmentOverrideSchema } from './assignment-override';
import { canvasId, isoDateTime } from './ids';
import { rubricCriterionSchema, rubricSettingsSchema } from './rubric';
import { submissionSchema } from './submission';

/** One entry of `all_dates`: an override's dates, or the base dates (`base: true`) for everyone else. */
const assignmentDateSchema = z.looseObject({
  id: z.optional(canvasId),
  base: z.optional(z.boolean()),
  title: z.optional(z.string()),
  due_at: z.nullable(isoDateTime),
  unlock_at: z.optional(z.nullable(isoDateTime)),
  lock_at: z.optional(z.nullable(isoDateTime)),
  all_day: z.optional(z.boolean()),
  all_day_date: z.optional(z.nullable(z.string())),
  set_type: z.optional(z.string()),
  set_id: z.optional(z.nullable(canvasId)),
  // include[]=can_edit.
  in_closed_grading_period: z.optional(z.boolean()),
  can_edit: z.optional(z.boolean()),
});

export type AssignmentDate = z.infer<typeof assignmentDateSchema>;

/**
 * Assignment (§7.6). The minimal set a Canvas-compatible server always sends is required; everything
 * conditional, permission-gated or include-only is optional, and unknown keys pass.
 */
export const assignmentSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  description: z.nullable(z.string()),
  course_id: canvasId,
  assignment_group_id: canvasId,
  position: z.number(),
  points_possible: z.nullable(z.number()),
  grading_type: z.string(),
  grading_standard_id: z.nullable(canvasId),
  submission_types: z.array(z.string()),
  allowed_extensions: z.optional(z.array(z.string())),
  due_at: z.nullable(isoDateTime),
  lock_at: z.nullable(isoDateTime),
  unlock_at: z.nullable(isoDateTime),
  all_dates: z.optional(z.array(assignmentDateSchema)),
  all_dates_count: z.optional(z.number()),
  has_overrides: z.optional(z.boolean()),
  // include[]=overrides (assignment managers only) and include[]=submission (the caller's own).
  overrides: z.optional(z.array(assignmentOverrideSchema)),
  submission: z.optional(submissionSchema),
  only_visible_to_overrides: z.boolean(),
  visible_to_everyone: z.optional(z.boolean()),
  published: z.boolean(),
  unpublishable: z.optional(z.boolean()),
  // A string, not an enum: an unknown future state must not break a whole list.
  workflow_state: alwaysSent(z.string()),
  created_at: alwaysSent(isoDateTime),
  updated_at: alwaysSent(isoDateTime),
  html_url: alwaysSent(z.string()),
  submissions_download_url: z.optional(z.string()),
  speed_grader_url: z.optional(z.string()),
  needs_grading_count: z.optional(z.number()),
  muted: alwaysSent(z.boolean()),
  post_manually: z.optional(z.boolean()),
  allowed_attempts: alwaysSent(z.number()),
  locked_for_user: alwaysSent(z.boolean()),
  lock_explanation: z.optional(z.string()),
  group_category_id: z.nullable(canvasId),
  grade_group_students_individually: z.optional(z.boolean()),
  omit_from_final_grade: alwaysSent(z.boolean()),
  peer_reviews: z.optional(z.boolean()),
  anonymous_grading: z.optional(z.boolean()),
  /** Assignment#anonymize_students?: graders know students only by anonymous id until grades are posted. */
  anonymize_students: z.optional(z.boolean()),
  moderated_grading: z.optional(z.boolean()),
  in_closed_grading_period: z.optional(z.boolean()),
  due_date_required: z.optional(z.boolean()),
  max_name_length: z.optional(z.number()),
  hide_in_gradebook: z.optional(z.boolean()),
  // Settings Canvas stores and serves whether or not a screen shows them (lib/api/v1/assignment.rb).
  anonymous_peer_reviews: z.optional(z.boolean()),
  automatic_peer_reviews: z.optional(z.boolean()),
  intra_group_peer_reviews: z.optional(z.boolean()),
  peer_review_count: z.optional(z.number()),
  peer_reviews_assign_at: z.optional(z.nullable(isoDateTime)),
  post_to_sis: z.optional(z.boolean()),
  grader_count: z.optional(z.number()),
  final_grader_id: z.optional(z.nullable(canvasId)),
  grader_comments_visible_to_graders: z.optional(z.boolean()),
  grader_names_visible_to_final_grader: z.optional(z.boolean()),
  graders_anonymous_to_graders: z.optional(z.boolean()),
  important_dates: z.optional(z.boolean()),
  // Only for an external tool assignment.
  external_tool_tag_attributes: z.optional(
    z.looseObject({
      url: z.string(),
      new_tab: z.optional(z.boolean()),
      external_data: z.optional(z.nullable(z.unknown())),
      custom_params: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
    }),
  ),
  // Only for callers with SIS rights.
  sis_assignment_id: z.optional(z.nullable(z.string())),
  integration_id: z.optional(z.nullable(z.string())),
  integration_data: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  // Only while the assignment has a rubric it grades with (lib/api/v1/assignment.rb).
  rubric: z.optional(z.array(rubricCriterionSchema)),
  rubric_settings: z.optional(rubricSettingsSchema),
  use_rubric_for_grading: z.optional(z.boolean()),
  free_form_criterion_comments: z.optional(z.boolean()),
  // Always sent by Canvas's assignment_json; the app reads none of them.
  lti_context_id: alwaysSent(z.string()),
  secure_params: alwaysSent(z.string()),
  has_submitted_submissions: alwaysSent(z.boolean()),
  graded_submissions_exist: alwaysSent(z.boolean()),
  is_quiz_assignment: alwaysSent(z.boolean()),
  can_duplicate: alwaysSent(z.boolean()),
  original_course_id: alwaysSent(z.nullable(canvasId)),
  original_assignment_id: alwaysSent(z.nullable(canvasId)),
  original_assignment_name: alwaysSent(z.nullable(z.string())),
  original_lti_resource_link_id: alwaysSent(z.nullable(z.string())),
  original_quiz_id: alwaysSent(z.nullable(canvasId)),
  require_lockdown_browser: alwaysSent(z.boolean()),
  anonymous_instructor_annotations: alwaysSent(z.boolean()),
  annotatable_attachment_id: alwaysSent(z.nullable(canvasId)),
  restrict_quantitative_data: alwaysSent(z.boolean()),
  // include[] values of the assignment reads, and the bucket a list was asked for.
  can_edit: z.optional(z.boolean()),
  can_submit: z.optional(z.boolean()),
  assignment_visibility: z.optional(z.array(z.string())),
  score_statistics: z.optional(z.looseObject({ min: z.number(), max: z.number(), mean: z.number() })),
  needs_grading_count_by_section: z.optional(z.array(z.looseObject({ section_id: canvasId, needs_grading_count: z.number() }))),
  ab_guid: z.optional(z.array(z.string())),
  bucket: z.optional(z.string()),
  // Some Canvas payloads (e.g. activity-stream submissions) add the legacy `title`.
  title: z.optional(z.string()),
});

export type Assignment = z.infer<typeof assignmentSchema>;

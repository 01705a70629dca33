import { z } from 'zod/mini';
import { canvasId } from './ids';

const flag = z.optional(z.boolean());

/**
 * Course settings (§2.8). Older instances return a subset (canvasapi's fixture has 9 keys), so every
 * key is optional; unknown keys pass.
 */
export const courseSettingsSchema = z.looseObject({
  allow_final_grade_override: flag,
  allow_student_discussion_topics: flag,
  allow_student_forum_attachments: flag,
  allow_student_discussion_editing: flag,
  allow_student_discussion_reporting: flag,
  allow_student_anonymous_discussion_topics: flag,
  use_default_discussion_settings: flag,
  default_discussion_settings: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  filter_speed_grader_by_student_group: flag,
  grading_standard_enabled: flag,
  grading_standard_id: z.optional(z.nullable(canvasId)),
  grade_passback_setting: z.optional(z.nullable(z.string())),
  allow_student_organized_groups: flag,
  hide_final_grades: flag,
  hide_distribution_graphs: flag,
  hide_sections_on_course_users_page: flag,
  lock_all_announcements: flag,
  usage_rights_required: flag,
  restrict_student_past_view: flag,
  restrict_student_future_view: flag,
  restrict_quantitative_data: flag,
  show_announcements_on_home_page: flag,
  home_page_announcement_limit: z.optional(z.nullable(z.number())),
  syllabus_course_summary: flag,
  homeroom_course: flag,
  image_url: z.optional(z.nullable(z.string())),
  image_id: z.optional(z.nullable(canvasId)),
  image: z.optional(z.nullable(z.string())),
  banner_image_url: z.optional(z.nullable(z.string())),
  banner_image_id: z.optional(z.nullable(canvasId)),
  banner_image: z.optional(z.nullable(z.string())),
  course_color: z.optional(z.nullable(z.string())),
  friendly_name: z.optional(z.nullable(z.string())),
  default_due_time: z.optional(z.nullable(z.string())),
  conditional_release: flag,
});

export type CourseSettings = z.infer<typeof courseSettingsSchema>;

import { z } from 'zod/mini';
import { alwaysSent } from './always-sent';
import { accountSchema } from './account';
import { courseEnrollmentSchema } from './enrollment';
import { canvasId, isoDateTime } from './ids';
import { termSchema } from './term';
import { userDisplaySchema } from './user';

/** API workflow states (§2.0); `unpublished` covers internal created and claimed. */
export const COURSE_WORKFLOW_STATES = ['unpublished', 'available', 'completed', 'deleted'] as const;
export type CourseWorkflowState = (typeof COURSE_WORKFLOW_STATES)[number];

const courseSectionSummarySchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  start_at: z.optional(z.nullable(isoDateTime)),
  end_at: z.optional(z.nullable(isoDateTime)),
  enrollment_role: z.optional(z.string()),
});

/**
 * Course (§7.1). Fields marked "always present" are required so contract tests
 * catch a server that drops them; everything conditional or include-only is optional.
 */
export const courseSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  original_name: z.optional(z.string()),
  course_code: z.string(),
  account_id: canvasId,
  root_account_id: canvasId,
  enrollment_term_id: canvasId,
  uuid: alwaysSent(z.string()),
  created_at: isoDateTime,
  start_at: z.nullable(isoDateTime),
  end_at: z.nullable(isoDateTime),
  default_view: z.string(),
  // A string, not the enum: an unknown future state must not break a whole page.
  workflow_state: z.string(),
  is_public: z.boolean(),
  is_public_to_auth_users: z.boolean(),
  public_syllabus: alwaysSent(z.boolean()),
  public_syllabus_to_auth: alwaysSent(z.boolean()),
  license: z.nullable(z.string()),
  grading_standard_id: z.nullable(canvasId),
  grade_passback_setting: alwaysSent(z.nullable(z.string())),
  storage_quota_mb: alwaysSent(z.number()),
  hide_final_grades: alwaysSent(z.boolean()),
  apply_assignment_group_weights: alwaysSent(z.boolean()),
  restrict_enrollments_to_course_dates: z.boolean(),
  homeroom_course: alwaysSent(z.boolean()),
  course_color: alwaysSent(z.nullable(z.string())),
  friendly_name: alwaysSent(z.nullable(z.string())),
  calendar: alwaysSent(z.looseObject({ ics: z.string() })),
  time_zone: z.string(),
  blueprint: alwaysSent(z.boolean()),
  template: alwaysSent(z.boolean()),
  locale: z.optional(z.string()),
  course_format: z.optional(z.string()),
  sis_course_id: z.optional(z.nullable(z.string())),
  integration_id: z.optional(z.nullable(z.string())),
  sis_import_id: z.optional(z.nullable(canvasId)),
  enrollments: z.optional(z.array(courseEnrollmentSchema)),
  // Include-only parts.
  needs_grading_count: z.optional(z.number()),
  syllabus_body: z.optional(z.nullable(z.string())),
  public_description: z.optional(z.nullable(z.string())),
  term: z.optional(termSchema),
  sections: z.optional(z.array(courseSectionSummarySchema)),
  total_students: z.optional(z.number()),
  teachers: z.optional(z.array(userDisplaySchema)),
  // Sent instead of `teachers` when a course has more than `teacher_limit` teachers.
  teacher_count: z.optional(z.number()),
  account: z.optional(accountSchema),
  is_favorite: z.optional(z.boolean()),
  storage_quota_used_mb: z.optional(z.number()),
  permissions: z.optional(z.record(z.string(), z.boolean())),
  image_download_url: z.optional(z.nullable(z.string())),
  banner_image_download_url: z.optional(z.nullable(z.string())),
  concluded: z.optional(z.boolean()),
});

export type Course = z.infer<typeof courseSchema>;

/** What a list returns for a course outside its access dates (§2.1). */
const restrictedCourseSchema = z.looseObject({
  id: canvasId,
  access_restricted_by_date: z.literal(true),
});

export type RestrictedCourse = z.infer<typeof restrictedCourseSchema>;

/** One element of a course list: a full Course or the reduced form. */
export const courseListItemSchema = z.union([restrictedCourseSchema, courseSchema]);

export type CourseListItem = z.infer<typeof courseListItemSchema>;

export function isRestrictedCourse(course: CourseListItem): course is RestrictedCourse {
  return 'access_restricted_by_date' in course && course.access_restricted_by_date === true;
}

import { z } from 'zod';
import { alwaysSent } from './always-sent';
import { accountSchema } from './account';
import { courseEnrollmentSchema } from './enrollment';
import { canvasId, isoDateTime } from './ids';
import { termSchema } from './term';
import { userDisplaySchema } from './user';

/** API workflow states (§2.0); `unpublished` covers internal created and claimed. */
export const COURSE_WORKFLOW_STATES = ['unpublished', 'available', 'completed', 'deleted'] as const;
export type CourseWorkflowState = (typeof COURSE_WORKFLOW_STATES)[number];

export const courseSectionSummarySchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  start_at: isoDateTime.nullable().optional(),
  end_at: isoDateTime.nullable().optional(),
  enrollment_role: z.string().optional(),
});

/**
 * Course (§7.1). Fields marked "always present" are required so contract tests
 * catch a server that drops them; everything conditional or include-only is optional.
 */
export const courseSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  original_name: z.string().optional(),
  course_code: z.string(),
  account_id: canvasId,
  root_account_id: canvasId,
  enrollment_term_id: canvasId,
  uuid: alwaysSent(z.string()),
  created_at: isoDateTime,
  start_at: isoDateTime.nullable(),
  end_at: isoDateTime.nullable(),
  default_view: z.string(),
  // A string, not the enum: an unknown future state must not break a whole page.
  workflow_state: z.string(),
  is_public: z.boolean(),
  is_public_to_auth_users: z.boolean(),
  public_syllabus: alwaysSent(z.boolean()),
  public_syllabus_to_auth: alwaysSent(z.boolean()),
  license: z.string().nullable(),
  grading_standard_id: canvasId.nullable(),
  grade_passback_setting: alwaysSent(z.string().nullable()),
  storage_quota_mb: alwaysSent(z.number()),
  hide_final_grades: alwaysSent(z.boolean()),
  apply_assignment_group_weights: alwaysSent(z.boolean()),
  restrict_enrollments_to_course_dates: z.boolean(),
  homeroom_course: alwaysSent(z.boolean()),
  course_color: alwaysSent(z.string().nullable()),
  friendly_name: alwaysSent(z.string().nullable()),
  calendar: alwaysSent(z.looseObject({ ics: z.string() })),
  time_zone: z.string(),
  blueprint: alwaysSent(z.boolean()),
  template: alwaysSent(z.boolean()),
  locale: z.string().optional(),
  course_format: z.string().optional(),
  sis_course_id: z.string().nullable().optional(),
  integration_id: z.string().nullable().optional(),
  sis_import_id: canvasId.nullable().optional(),
  enrollments: z.array(courseEnrollmentSchema).optional(),
  // Include-only parts.
  needs_grading_count: z.number().optional(),
  syllabus_body: z.string().nullable().optional(),
  public_description: z.string().nullable().optional(),
  term: termSchema.optional(),
  sections: z.array(courseSectionSummarySchema).optional(),
  total_students: z.number().optional(),
  teachers: z.array(userDisplaySchema).optional(),
  // Sent instead of `teachers` when a course has more than `teacher_limit` teachers.
  teacher_count: z.number().optional(),
  account: accountSchema.optional(),
  is_favorite: z.boolean().optional(),
  storage_quota_used_mb: z.number().optional(),
  permissions: z.record(z.string(), z.boolean()).optional(),
  image_download_url: z.string().nullable().optional(),
  banner_image_download_url: z.string().nullable().optional(),
  concluded: z.boolean().optional(),
});

export type Course = z.infer<typeof courseSchema>;

/** What a list returns for a course outside its access dates (§2.1). */
export const restrictedCourseSchema = z.looseObject({
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

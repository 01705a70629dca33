import { z } from 'zod/mini';
import { alwaysSent } from './always-sent';
import { canvasId, isoDateTime } from './ids';

/**
 * The two enrollment forms differ on the wire (§8.13): inside a Course `type` is
 * lowercase (`student`), inside a User or Enrollment it is the class name
 * (`StudentEnrollment`). `type` stays a string in both so new roles still parse.
 */

/** Short form: the caller's enrollments inside Course JSON (§7.1). */
export const courseEnrollmentSchema = z.looseObject({
  type: z.string(),
  role: z.string(),
  role_id: alwaysSent(canvasId),
  user_id: canvasId,
  enrollment_state: z.string(),
  limit_privileges_to_course_section: z.optional(z.boolean()),
  associated_user_id: z.optional(z.nullable(canvasId)),
  computed_current_score: z.optional(z.nullable(z.number())),
  computed_final_score: z.optional(z.nullable(z.number())),
  computed_current_grade: z.optional(z.nullable(z.string())),
  computed_final_grade: z.optional(z.nullable(z.string())),
});

/** Lowercase values of the short form's `type`. */
export const COURSE_ENROLLMENT_TYPES = ['teacher', 'ta', 'student', 'observer', 'designer'] as const;
export type CourseEnrollmentType = (typeof COURSE_ENROLLMENT_TYPES)[number];

const enrollmentGradesSchema = z.looseObject({
  html_url: z.optional(z.string()),
  current_score: z.optional(z.nullable(z.number())),
  final_score: z.optional(z.nullable(z.number())),
  current_grade: z.optional(z.nullable(z.string())),
  final_grade: z.optional(z.nullable(z.string())),
});

/** Full form: inside User with `include[]=enrollments` (§7.2.1). */
export const enrollmentSchema = z.looseObject({
  id: canvasId,
  user_id: canvasId,
  course_id: canvasId,
  course_section_id: canvasId,
  root_account_id: z.optional(canvasId),
  type: z.string(),
  role: z.string(),
  role_id: alwaysSent(canvasId),
  enrollment_state: z.string(),
  limit_privileges_to_course_section: z.optional(z.boolean()),
  associated_user_id: z.optional(z.nullable(canvasId)),
  created_at: z.optional(isoDateTime),
  updated_at: z.optional(isoDateTime),
  start_at: z.optional(z.nullable(isoDateTime)),
  end_at: z.optional(z.nullable(isoDateTime)),
  last_activity_at: z.optional(z.nullable(isoDateTime)),
  last_attended_at: z.optional(z.nullable(isoDateTime)),
  total_activity_time: z.optional(z.number()),
  html_url: z.optional(z.string()),
  grades: z.optional(enrollmentGradesSchema),
  // include[]=locked: the enrollment comes from SIS and the caller may not change it (Api::V1::User#enrollment_json).
  locked: z.optional(z.boolean()),
  // SIS fields, for callers who may read SIS data.
  sis_account_id: z.optional(z.nullable(z.string())),
  sis_course_id: z.optional(z.nullable(z.string())),
  course_integration_id: z.optional(z.nullable(z.string())),
  sis_section_id: z.optional(z.nullable(z.string())),
  section_integration_id: z.optional(z.nullable(z.string())),
  sis_user_id: z.optional(z.nullable(z.string())),
  sis_import_id: z.optional(z.nullable(canvasId)),
});

export type Enrollment = z.infer<typeof enrollmentSchema>;

import { z } from 'zod';
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
  limit_privileges_to_course_section: z.boolean().optional(),
  associated_user_id: canvasId.nullable().optional(),
  computed_current_score: z.number().nullable().optional(),
  computed_final_score: z.number().nullable().optional(),
  computed_current_grade: z.string().nullable().optional(),
  computed_final_grade: z.string().nullable().optional(),
});

export type CourseEnrollment = z.infer<typeof courseEnrollmentSchema>;

/** Lowercase values of the short form's `type`. */
export const COURSE_ENROLLMENT_TYPES = ['teacher', 'ta', 'student', 'observer', 'designer'] as const;
export type CourseEnrollmentType = (typeof COURSE_ENROLLMENT_TYPES)[number];

export const enrollmentGradesSchema = z.looseObject({
  html_url: z.string().optional(),
  current_score: z.number().nullable().optional(),
  final_score: z.number().nullable().optional(),
  current_grade: z.string().nullable().optional(),
  final_grade: z.string().nullable().optional(),
});

/** Full form: inside User with `include[]=enrollments` (§7.2.1). */
export const enrollmentSchema = z.looseObject({
  id: canvasId,
  user_id: canvasId,
  course_id: canvasId,
  course_section_id: canvasId,
  root_account_id: canvasId.optional(),
  type: z.string(),
  role: z.string(),
  role_id: alwaysSent(canvasId),
  enrollment_state: z.string(),
  limit_privileges_to_course_section: z.boolean().optional(),
  associated_user_id: canvasId.nullable().optional(),
  created_at: isoDateTime.optional(),
  updated_at: isoDateTime.optional(),
  start_at: isoDateTime.nullable().optional(),
  end_at: isoDateTime.nullable().optional(),
  last_activity_at: isoDateTime.nullable().optional(),
  last_attended_at: isoDateTime.nullable().optional(),
  total_activity_time: z.number().optional(),
  html_url: z.string().optional(),
  grades: enrollmentGradesSchema.optional(),
  // include[]=locked: the enrollment comes from SIS and the caller may not change it (Api::V1::User#enrollment_json).
  locked: z.boolean().optional(),
  // SIS fields, for callers who may read SIS data.
  sis_account_id: z.string().nullable().optional(),
  sis_course_id: z.string().nullable().optional(),
  course_integration_id: z.string().nullable().optional(),
  sis_section_id: z.string().nullable().optional(),
  section_integration_id: z.string().nullable().optional(),
  sis_user_id: z.string().nullable().optional(),
  sis_import_id: canvasId.nullable().optional(),
});

export type Enrollment = z.infer<typeof enrollmentSchema>;

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
  // include[]=total_scores, to graders who are also students of the course.
  unposted_current_score: z.optional(z.nullable(z.number())),
  unposted_final_score: z.optional(z.nullable(z.number())),
  unposted_current_grade: z.optional(z.nullable(z.string())),
  unposted_final_grade: z.optional(z.nullable(z.string())),
});

/** Lowercase values of the short form's `type`. */
export const COURSE_ENROLLMENT_TYPES = ['teacher', 'ta', 'student', 'observer', 'designer'] as const;
export type CourseEnrollmentType = (typeof COURSE_ENROLLMENT_TYPES)[number];

const score = z.optional(z.nullable(z.number()));
const letter = z.optional(z.nullable(z.string()));

/**
 * A student enrollment's course grade (§7.2.1): the student and their observers read the posted figures, graders also
 * the unposted ones; letters only when the course uses a grading standard.
 */
const enrollmentGradesSchema = z.looseObject({
  html_url: z.optional(z.string()),
  current_score: score,
  final_score: score,
  current_grade: letter,
  final_grade: letter,
  // include[]=current_points
  current_points: score,
  unposted_current_score: score,
  unposted_final_score: score,
  unposted_current_grade: letter,
  unposted_final_grade: letter,
  unposted_current_points: score,
});
export type EnrollmentGrades = z.infer<typeof enrollmentGradesSchema>;

/** The user GET …/enrollments embeds in each enrollment (Api::V1::User#user_json). */
const enrollmentUserSchema = z.looseObject({
  id: canvasId,
  name: z.string(),
  sortable_name: z.optional(z.string()),
  short_name: z.optional(z.string()),
  created_at: z.optional(isoDateTime),
  pronouns: z.optional(z.nullable(z.string())),
  avatar_url: z.optional(z.string()),
  uuid: z.optional(z.string()),
  group_ids: z.optional(z.array(canvasId)),
  login_id: z.optional(z.string()),
  sis_user_id: z.optional(z.nullable(z.string())),
  integration_id: z.optional(z.nullable(z.string())),
});

/** Full form: inside User with `include[]=enrollments` (§7.2.1) and in GET …/enrollments. */
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
  // The enrollments list (EnrollmentsApiController#index) embeds the user.
  user: z.optional(enrollmentUserSchema),
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

/** A row of the courses table, as stored. */
export type CourseRow = {
  id: number;
  account_id: number;
  root_account_id: number;
  enrollment_term_id: number;
  name: string;
  course_code: string;
  uuid: string;
  workflow_state: 'created' | 'claimed' | 'available' | 'completed' | 'deleted';
  start_at: string | null;
  conclude_at: string | null;
  time_zone: string;
  default_view: string;
  license: string;
  is_public: number;
  is_public_to_auth_users: number;
  public_syllabus: number;
  public_syllabus_to_auth: number;
  public_description: string | null;
  syllabus_body: string | null;
  grading_standard_id: number | null;
  grade_passback_setting: string | null;
  storage_quota_mb: number;
  hide_final_grades: number;
  group_weighting_scheme: string;
  restrict_enrollments_to_course_dates: number;
  course_format: string | null;
  open_enrollment: number;
  self_enrollment: number;
  allow_student_wiki_edits: number;
  allow_wiki_comments: number;
  allow_student_forum_attachments: number;
  blueprint: number;
  template: number;
  sis_course_id: string | null;
  integration_id: string | null;
  replacement_course_id: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

/** Canvas shows created and claimed courses as "unpublished" (docs/canvas-contract.md §2.0). */
export function apiWorkflowState(state: CourseRow['workflow_state']): string {
  return state === 'created' || state === 'claimed' ? 'unpublished' : state;
}

/** The internal states an API state filter matches. */
export function internalStates(apiState: string): CourseRow['workflow_state'][] {
  if (apiState === 'unpublished') return ['created', 'claimed'];
  if (apiState === 'available' || apiState === 'completed' || apiState === 'deleted') return [apiState];
  return [];
}

export const ENROLLMENT_TYPES = {
  student: 'StudentEnrollment',
  teacher: 'TeacherEnrollment',
  ta: 'TaEnrollment',
  observer: 'ObserverEnrollment',
  designer: 'DesignerEnrollment',
  student_view: 'StudentViewEnrollment',
} as const;

/** Enrollments that make someone a student of the course: real students and the test student. */
export const STUDENT_TYPES: ReadonlySet<string> = new Set([ENROLLMENT_TYPES.student, ENROLLMENT_TYPES.student_view]);

/** Inside Course JSON the enrollment type is the short lowercase word (docs/canvas-contract.md §7.1). */
export function shortEnrollmentType(type: string): string {
  const entry = Object.entries(ENROLLMENT_TYPES).find(([, full]) => full === type);
  return entry?.[0] === 'student_view' ? 'student' : (entry?.[0] ?? type.replace('Enrollment', '').toLowerCase());
}

/** Canvas's built-in role ids, stable across this server's databases. */
export const ROLE_IDS: Record<string, number> = {
  StudentEnrollment: 3,
  TeacherEnrollment: 4,
  TaEnrollment: 5,
  DesignerEnrollment: 6,
  ObserverEnrollment: 7,
  StudentViewEnrollment: 3,
};

/**
 * The requests a course page makes before its first row, as the app asks for them for the page's URL without a
 * query, with `:courseId` where the course's id goes. The server fills the id in when it serves the page's
 * document to a signed-in caller who may read the course (server/resources/spa/course-preloads.ts), so they all
 * start beside the entry instead of one after another once the app has run. `permission` marks a request the app
 * makes only for a caller holding that right (anyone else would get a 403 the page never reads). `idsFrom` is a
 * list the server reads as the caller to name its first items' ids where the URL says `:ids` (and their number,
 * `:count`), as the app names them once that list has answered.
 * If the app's requests change, e2e/specs/course-preloads.spec.ts sees a request the document did not start and fails.
 */
export type CoursePreload = { url: string; permission?: string; idsFrom?: string };

const COURSE_PERMISSIONS = [
  'read_roster', 'read_as_admin', 'read_reports', 'view_all_grades', 'manage_grades', 'manage_content',
  'manage_course_content_edit', 'update', 'change_course_state', 'manage_courses_publish', 'manage_courses_conclude',
  'manage_courses_delete', 'delete', 'reset_content', 'manage_courses_reset', 'manage_assignments',
  'manage_assignments_add', 'manage_assignments_edit', 'manage_assignments_delete',
];

/** What the app's shell asks for on every signed-in page (who is signed in, what they administer). */
export const SHELL_PRELOADS = ['/api/v1/users/self', '/api/v1/accounts?per_page=100'];

/** What the app shell and the course layout ask for on every course page. */
const COURSE_LAYOUT: CoursePreload[] = [
  ...SHELL_PRELOADS.map((url) => ({ url })),
  { url: '/api/v1/courses/:courseId?include[]=term&include[]=teachers&include[]=total_students&include[]=syllabus_body' },
  { url: `/api/v1/courses/:courseId/permissions?${COURSE_PERMISSIONS.map((name) => `permissions[]=${name}`).join('&')}` },
  { url: '/api/v1/courses/:courseId/tabs' },
];

export const PEOPLE_PRELOADS: CoursePreload[] = [
  ...COURSE_LAYOUT,
  { url: '/api/v1/courses/:courseId/sections?per_page=100' },
  { url: '/api/v1/courses/:courseId/users?per_page=100&include[]=enrollments&include[]=avatar_url&include[]=email' },
];

export const DUE_DATES_PRELOADS: CoursePreload[] = [
  ...COURSE_LAYOUT,
  { url: '/api/v1/courses/:courseId/effective_due_dates', permission: 'read_as_admin' },
  { url: '/api/v1/courses/:courseId/assignments?per_page=100', permission: 'read_as_admin' },
  { url: '/api/v1/courses/:courseId/sections?per_page=100', permission: 'read_as_admin' },
];

const GRADEBOOK_ROSTER = 'include[]=enrollments&enrollment_type[]=student&enrollment_state[]=active&enrollment_state[]=invited';

/** The submission fields a gradebook cell reads (src/api/schemas/student-submissions.ts), as the app asks for them. */
const GRADEBOOK_CELL_FIELDS = [
  'id', 'assignment_id', 'user_id', 'attempt', 'submission_type', 'submitted_at', 'workflow_state', 'score', 'grade',
  'excused', 'late', 'missing', 'posted_at', 'entered_grade', 'entered_score',
].map((field) => `response_fields[]=${field}`).join('&');

/**
 * The gradebook's columns, sections, first page of students and the submissions of its first 25 (the app's first
 * block, src/features/grading/gradebook/gradebook-submissions.ts), for a grader only: the app asks for them once the
 * course's rights say manage_grades or view_all_grades, and view_all_grades is the one a grader always holds. The
 * server reads the roster's first 25 as the caller, in the order of the app's first page, to name the block.
 */
export const GRADEBOOK_PRELOADS: CoursePreload[] = [
  ...COURSE_LAYOUT,
  { url: '/api/v1/courses/:courseId/assignment_groups?per_page=100&include[]=assignments&exclude_response_fields[]=needs_grading_count', permission: 'view_all_grades' },
  { url: '/api/v1/courses/:courseId/sections?per_page=100', permission: 'view_all_grades' },
  { url: `/api/v1/courses/:courseId/users?per_page=100&${GRADEBOOK_ROSTER}`, permission: 'view_all_grades' },
  {
    url: `/api/v1/courses/:courseId/students/submissions?per_page=:count&student_ids[]=:ids&grouped=1&${GRADEBOOK_CELL_FIELDS}`,
    permission: 'view_all_grades',
    idsFrom: `/api/v1/courses/:courseId/users?per_page=25&${GRADEBOOK_ROSTER}`,
  },
];

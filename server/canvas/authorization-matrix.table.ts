/**
 * The authorization matrix: every API route against every kind of caller. authorization-matrix.test.ts fails
 * when a registered route has no row here, or a row matches no route, so no endpoint lands without its
 * permissions written down. Statuses follow Canvas's default role permissions (docs/canvas-contract.md §1.11).
 */

/**
 * Routes outside /api/v1 that answer data or take it, and so need rows too: file downloads and uploads
 * (resources/files), the zip of an assignment's submissions (resources/submissions/download), GraphQL and testing
 * mode's controls (resources/testing, registered in the matrix's app).
 */
export const NON_API_ROUTE = /^\/(((courses\/:course_id|groups\/:group_id)\/)?files\/:id\/download|files_api|courses\/:course_id\/assignments\/:assignment_id\/submissions|api\/graphql|lectern\/testing\/\w+)$/;

/** The columns of `expect`, in order. */
export const CALLERS = ['none', 'badToken', 'student', 'observer', 'ta', 'teacher', 'otherTeacher', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** The anonymous id the matrix world gives its student's submission. */
export const MATRIX_ANONYMOUS_ID = 'MtRx1';

/** Ids the world provides for path parameters (see authorization-matrix.test.ts). */
type WorldId =
  | 'accountId' | 'courseId' | 'studentId' | 'outsiderId' | 'spareTokenId' | 'developerKeyId' | 'progressId'
  | 'assignmentId' | 'commentId' | 'overrideId' | 'sectionId' | 'groupId' | 'groupCategoryId' | 'assignmentGroupId' | 'fileId'
  | 'folderId' | 'groupFolderId' | 'userFolderId'
  | 'courseFolderId' | 'courseFileId' | 'groupFileId' | 'userFileId'
  | 'rubricId' | 'rubricAssociationId' | 'rubricAssessmentId' | 'courseStandardId' | 'accountStandardId';
export type WorldIds = Record<WorldId, number>;

export type MatrixRow = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path exactly as the route is registered. */
  path: string;
  /**
   * Path parameters other than the defaults (account_id → the account, course_id and id → the course, user_id → the
   * student, group_id → the student's group, group_category_id → its set, assignment_group_id → the course's one).
   */
  ids?: Record<string, WorldId>;
  /** Path parameters that are not ids, given as they are (a tab's string id). */
  literals?: Record<string, string>;
  /** A query string, or one built from the world's ids. */
  query?: string | ((ids: WorldIds) => string);
  /** A minimal valid JSON body, or one built from the world's ids. */
  body?: Record<string, unknown> | ((ids: WorldIds) => Record<string, unknown>);
  /** One status per caller, in CALLERS order: none, bad token, student, observer, TA, teacher, teacher of another course, admin. */
  expect: string;
  /**
   * For POST /api/graphql, the one operation the row's body runs: rows are then told apart by it, and an answer
   * refused as Canvas's GraphQL refuses (HTTP 200 with `errors`, "not found") counts as 404.
   */
  graphql?: string;
  /** Keys that must not appear anywhere in a 200 answer to these callers. */
  hidden?: { from: Caller[]; keys: string[] };
};

const LEARNERS: Caller[] = ['student', 'observer'];
const GRADING_DATA = ['needs_grading_count', 'last_login'];
const SIS_DATA = ['sis_user_id', 'sis_course_id', 'sis_section_id', 'sis_account_id', 'integration_id'];
const PERSONAL_DATA = ['email', 'login_id', 'last_login', ...SIS_DATA];
/** What only graders read of an enrollment's grades (Api::V1::User#grades_hash). */
const UNPOSTED_GRADES = ['unposted_current_score', 'unposted_final_score', 'unposted_current_grade', 'unposted_final_grade', 'unposted_current_points'];
const ROSTER_QUERY = 'include[]=last_login&include[]=email&include[]=enrollments&sort=last_login';

//                           none bad  stu  obs  ta   tch  oth  adm
const ANY_USER /*       */ = '401 401 200 200 200 200 200 200';
const COURSE_READERS /* */ = '401 401 200 200 200 200 403 200';
const ROSTER_READERS /* */ = '401 401 200 403 200 200 403 200';
const COURSE_STAFF /*   */ = '401 401 403 403 200 200 403 200';
const TEACHERS /*       */ = '401 401 403 403 403 200 403 200';
const ACCOUNT_ADMINS /* */ = '401 401 403 403 403 403 403 200';
const THE_STUDENT /*    */ = '401 401 200 403 403 403 403 200';
const STUDENT_OR_OBSERVER = '401 401 200 200 403 403 403 200';
/** A submission's file without its verifier: the submitting student and graders who see them (Attachment policy). */
const SUBMISSION_FILE /* */ = '401 401 200 403 200 200 403 200';
/** A group: its members (the student) and course staff; the observer is neither. */
const GROUP_READERS /*  */ = '401 401 200 403 200 200 403 200';
const STAFF_CREATE /*   */ = '401 401 403 403 201 201 403 201';
// The student is in the group and the section; a group is readable by its members and course staff only.
const GROUP_LOOKUP /*   */ = '401 401 302 404 302 302 404 302';
const SECTION_LOOKUP /* */ = '401 401 302 302 302 302 404 302';
const STANDARD = { title: 'Matrix', grading_scheme_entry: [{ name: 'Pass', value: 50 }, { name: 'Retake', value: 0 }] };
const OVERRIDE = { assignment_id: 'assignmentId', id: 'overrideId' } as const;
const ASSIGNMENT_INCLUDES = 'include[]=overrides&include[]=submission&include[]=all_dates';
/** Assignment managers' view: base dates behind has_overrides and the override objects. */
const MANAGER_DATA = [...GRADING_DATA, 'overrides', 'has_overrides', 'unpublishable'];

export const MATRIX: MatrixRow[] = [
  { method: 'GET', path: '/api/v1/accounts', expect: ANY_USER },
  { method: 'GET', path: '/api/v1/accounts/:account_id', expect: ACCOUNT_ADMINS },
  { method: 'GET', path: '/api/v1/accounts/:account_id/sub_accounts', expect: ACCOUNT_ADMINS },
  { method: 'GET', path: '/api/v1/accounts/:account_id/terms', expect: ACCOUNT_ADMINS },
  { method: 'GET', path: '/api/v1/accounts/:account_id/grading_standards', expect: ACCOUNT_ADMINS },
  { method: 'POST', path: '/api/v1/accounts/:account_id/grading_standards', body: STANDARD, expect: ACCOUNT_ADMINS },
  {
    method: 'GET', path: '/api/v1/accounts/:account_id/grading_standards/:grading_standard_id',
    ids: { grading_standard_id: 'accountStandardId' }, expect: ACCOUNT_ADMINS,
  },
  { method: 'GET', path: '/api/v1/courses/:course_id/grading_standards', expect: COURSE_READERS },
  { method: 'POST', path: '/api/v1/courses/:course_id/grading_standards', body: STANDARD, expect: COURSE_STAFF },
  {
    method: 'GET', path: '/api/v1/courses/:course_id/grading_standards/:grading_standard_id',
    ids: { grading_standard_id: 'courseStandardId' }, expect: COURSE_READERS,
  },
  { method: 'GET', path: '/api/v1/accounts/:account_id/courses', query: 'include[]=syllabus_body', expect: ACCOUNT_ADMINS },
  {
    // The same handler as /courses/:id (whose row checks grading data): here, SIS ids reach account admins only.
    method: 'GET', path: '/api/v1/accounts/:account_id/courses/:id', query: 'include[]=account&include[]=term',
    expect: COURSE_READERS, hidden: { from: [...LEARNERS, 'ta', 'teacher'], keys: [...SIS_DATA, 'sis_import_id', 'sis_term_id'] },
  },
  { method: 'POST', path: '/api/v1/accounts/:account_id/courses', body: { course: { name: 'Matrix 100' } }, expect: ACCOUNT_ADMINS },
  {
    method: 'POST', path: '/api/v1/accounts/:account_id/users',
    body: { user: { name: 'Mat Rix' }, pseudonym: { unique_id: 'matrix@example.edu' } }, expect: ACCOUNT_ADMINS,
  },
  {
    method: 'GET', path: '/api/v1/courses', query: 'include[]=needs_grading_count&include[]=syllabus_body&state[]=unpublished&state[]=available',
    expect: ANY_USER, hidden: { from: LEARNERS, keys: GRADING_DATA },
  },
  {
    method: 'GET', path: '/api/v1/courses/:id', query: 'include[]=needs_grading_count&include[]=permissions',
    expect: COURSE_READERS, hidden: { from: LEARNERS, keys: GRADING_DATA },
  },
  { method: 'PUT', path: '/api/v1/courses/:id', body: { course: { name: 'Renamed', is_public: true } }, expect: COURSE_STAFF },
  { method: 'DELETE', path: '/api/v1/courses/:id', body: { event: 'conclude' }, expect: TEACHERS },
  { method: 'GET', path: '/api/v1/courses/:course_id/activity_stream', expect: COURSE_READERS },
  { method: 'GET', path: '/api/v1/courses/:course_id/activity_stream/summary', expect: COURSE_READERS },
  {
    method: 'GET', path: '/api/v1/courses/:course_id/assignment_groups', query: 'include[]=assignments',
    expect: COURSE_READERS, hidden: { from: LEARNERS, keys: GRADING_DATA },
  },
  { method: 'POST', path: '/api/v1/courses/:course_id/assignment_groups', body: { name: 'Matrix work' }, expect: COURSE_STAFF },
  {
    method: 'GET', path: '/api/v1/courses/:course_id/assignment_groups/:assignment_group_id', query: 'include[]=assignments',
    expect: COURSE_READERS, hidden: { from: LEARNERS, keys: GRADING_DATA },
  },
  { method: 'PUT', path: '/api/v1/courses/:course_id/assignment_groups/:assignment_group_id', body: { name: 'Renamed' }, expect: COURSE_STAFF },
  { method: 'DELETE', path: '/api/v1/courses/:course_id/assignment_groups/:assignment_group_id', expect: COURSE_STAFF },
  {
    method: 'GET', path: '/api/v1/courses/:course_id/assignments', query: ASSIGNMENT_INCLUDES,
    expect: COURSE_READERS, hidden: { from: LEARNERS, keys: MANAGER_DATA },
  },
  {
    method: 'GET', path: '/api/v1/courses/:course_id/assignment_groups/:assignment_group_id/assignments', query: ASSIGNMENT_INCLUDES,
    expect: COURSE_READERS, hidden: { from: LEARNERS, keys: MANAGER_DATA },
  },
  // The user form lists the student's assignments: for themself, their observer, and the course's graders.
  {
    method: 'GET', path: '/api/v1/users/:user_id/courses/:course_id/assignments', query: ASSIGNMENT_INCLUDES,
    expect: COURSE_READERS, hidden: { from: LEARNERS, keys: MANAGER_DATA },
  },
  {
    method: 'GET', path: '/api/v1/courses/:course_id/assignments/:id', ids: { id: 'assignmentId' }, query: ASSIGNMENT_INCLUDES,
    expect: COURSE_READERS, hidden: { from: LEARNERS, keys: MANAGER_DATA },
  },
  { method: 'POST', path: '/api/v1/courses/:course_id/assignments', body: { assignment: { name: 'Matrix essay' } }, expect: STAFF_CREATE },
  {
    method: 'PUT', path: '/api/v1/courses/:course_id/assignments/:id', ids: { id: 'assignmentId' },
    body: { assignment: { name: 'Renamed essay' } }, expect: COURSE_STAFF,
  },
  { method: 'DELETE', path: '/api/v1/courses/:course_id/assignments/:id', ids: { id: 'assignmentId' }, expect: COURSE_STAFF },
  { method: 'POST', path: '/api/v1/courses/:course_id/assignments/:assignment_id/duplicate', ids: { assignment_id: 'assignmentId' }, expect: COURSE_STAFF },
  // Grading needs manage_grades; the student may not grade even their own submission (a comment alone they may).
  {
    method: 'PUT', path: '/api/v1/courses/:course_id/assignments/:assignment_id/submissions/:user_id', ids: { assignment_id: 'assignmentId' },
    body: { submission: { posted_grade: '5' } }, expect: COURSE_STAFF,
  },
  {
    method: 'PUT', path: '/api/v1/sections/:section_id/assignments/:assignment_id/submissions/:user_id',
    ids: { section_id: 'sectionId', assignment_id: 'assignmentId' }, body: { submission: { posted_grade: '5' } }, expect: COURSE_STAFF,
  },
  // Anonymous grading (docs/decisions/0056): graders address the world's submission by its anonymous id; learners never may.
  {
    method: 'GET', path: '/api/v1/courses/:course_id/assignments/:assignment_id/anonymous_submissions/:anonymous_id',
    ids: { assignment_id: 'assignmentId' }, literals: { anonymous_id: MATRIX_ANONYMOUS_ID }, query: 'include[]=submission_comments', expect: COURSE_STAFF,
  },
  {
    method: 'GET', path: '/api/v1/sections/:section_id/assignments/:assignment_id/anonymous_submissions/:anonymous_id',
    ids: { section_id: 'sectionId', assignment_id: 'assignmentId' }, literals: { anonymous_id: MATRIX_ANONYMOUS_ID }, expect: COURSE_STAFF,
  },
  {
    method: 'PUT', path: '/api/v1/courses/:course_id/assignments/:assignment_id/anonymous_submissions/:anonymous_id',
    ids: { assignment_id: 'assignmentId' }, literals: { anonymous_id: MATRIX_ANONYMOUS_ID }, body: { submission: { posted_grade: '5' } }, expect: COURSE_STAFF,
  },
  {
    method: 'PUT', path: '/api/v1/sections/:section_id/assignments/:assignment_id/anonymous_submissions/:anonymous_id',
    ids: { section_id: 'sectionId', assignment_id: 'assignmentId' }, literals: { anonymous_id: MATRIX_ANONYMOUS_ID },
    body: { submission: { posted_grade: '5' } }, expect: COURSE_STAFF,
  },
  // A comment's file: the student on their own submission and graders (Assignment :attach_submission_comment_files).
  {
    method: 'POST', path: '/api/v1/courses/:course_id/assignments/:assignment_id/submissions/:user_id/comments/files',
    ids: { assignment_id: 'assignmentId' }, body: { name: 'notes.txt', size: 5 }, expect: SUBMISSION_FILE,
  },
  // The world's comment is the teacher's: only its author edits it while they grade; any grader deletes (SubmissionComment policy).
  {
    method: 'PUT', path: '/api/v1/courses/:course_id/assignments/:assignment_id/submissions/:user_id/comments/:id',
    ids: { assignment_id: 'assignmentId', id: 'commentId' }, body: { comment: 'See the margin notes, page 2' }, expect: '401 401 403 403 403 200 403 403',
  },
  {
    method: 'DELETE', path: '/api/v1/courses/:course_id/assignments/:assignment_id/submissions/:user_id/comments/:id',
    ids: { assignment_id: 'assignmentId', id: 'commentId' }, expect: COURSE_STAFF,
  },
  // Bulk grading needs manage_grades, like the grade PUT; each form answers a Progress.
  {
    method: 'POST', path: '/api/v1/courses/:course_id/assignments/:assignment_id/submissions/update_grades', ids: { assignment_id: 'assignmentId' },
    body: (ids) => ({ grade_data: { [ids.studentId]: { posted_grade: '5' } } }), expect: COURSE_STAFF,
  },
  {
    method: 'POST', path: '/api/v1/courses/:course_id/submissions/update_grades',
    body: (ids) => ({ grade_data: { [ids.assignmentId]: { [ids.studentId]: { posted_grade: '5' } } } }), expect: COURSE_STAFF,
  },
  {
    method: 'POST', path: '/api/v1/sections/:section_id/assignments/:assignment_id/submissions/update_grades',
    ids: { section_id: 'sectionId', assignment_id: 'assignmentId' }, body: (ids) => ({ grade_data: { [ids.studentId]: { posted_grade: '5' } } }), expect: COURSE_STAFF,
  },
  {
    method: 'POST', path: '/api/v1/sections/:section_id/submissions/update_grades', ids: { section_id: 'sectionId' },
    body: (ids) => ({ grade_data: { [ids.assignmentId]: { [ids.studentId]: { posted_grade: '5' } } } }), expect: COURSE_STAFF,
  },
  // Submitting (SubmissionsController#create) is the student's own act; the world's assignment takes online_upload.
  {
    method: 'POST', path: '/api/v1/courses/:course_id/assignments/:assignment_id/submissions', ids: { assignment_id: 'assignmentId' },
    body: (ids) => ({ submission: { submission_type: 'online_upload', file_ids: [ids.userFileId] } }), expect: '401 401 201 403 403 403 403 403',
  },
  {
    method: 'POST', path: '/api/v1/sections/:section_id/assignments/:assignment_id/submissions', ids: { section_id: 'sectionId', assignment_id: 'assignmentId' },
    body: (ids) => ({ submission: { submission_type: 'online_upload', file_ids: [ids.userFileId] } }), expect: '401 401 201 403 403 403 403 403',
  },
  // A file to submit: the student for themself, graders for a student they see (SubmissionsApiController#create_file).
  {
    method: 'POST', path: '/api/v1/courses/:course_id/assignments/:assignment_id/submissions/:user_id/files',
    ids: { assignment_id: 'assignmentId' }, body: { name: 'essay.txt', size: 5 }, expect: SUBMISSION_FILE,
  },
  {
    method: 'POST', path: '/api/v1/sections/:section_id/assignments/:assignment_id/submissions/:user_id/files',
    ids: { section_id: 'sectionId', assignment_id: 'assignmentId' }, body: { name: 'essay.txt', size: 5 }, expect: SUBMISSION_FILE,
  },
  { method: 'GET', path: '/api/v1/courses/:course_id/assignments/:assignment_id/gradeable_students', ids: { assignment_id: 'assignmentId' }, expect: COURSE_STAFF },
  // Many students' submissions: graders see their sections' students, learners themself and whom they observe.
  { method: 'GET', path: '/api/v1/courses/:course_id/students/submissions', query: 'student_ids[]=all&include[]=submission_comments', expect: COURSE_READERS },
  { method: 'GET', path: '/api/v1/sections/:section_id/students/submissions', ids: { section_id: 'sectionId' }, query: 'student_ids[]=all&grouped=true', expect: COURSE_READERS },
  // Learners see the overrides that apply to them (or to whom they observe): the world's is for the student's section.
  { method: 'GET', path: '/api/v1/courses/:course_id/assignments/:assignment_id/overrides', ids: OVERRIDE, expect: COURSE_READERS },
  { method: 'GET', path: '/api/v1/courses/:course_id/assignments/:assignment_id/overrides/:id', ids: OVERRIDE, expect: COURSE_READERS },
  {
    method: 'POST', path: '/api/v1/courses/:course_id/assignments/:assignment_id/overrides', ids: OVERRIDE,
    body: (ids) => ({ assignment_override: { student_ids: [ids.studentId], due_at: '2026-03-01T12:00:00Z' } }), expect: STAFF_CREATE,
  },
  {
    method: 'PUT', path: '/api/v1/courses/:course_id/assignments/:assignment_id/overrides/:id', ids: OVERRIDE,
    body: { assignment_override: { due_at: '2026-03-02T12:00:00Z' } }, expect: COURSE_STAFF,
  },
  { method: 'DELETE', path: '/api/v1/courses/:course_id/assignments/:assignment_id/overrides/:id', ids: OVERRIDE, expect: COURSE_STAFF },
  // Batches: reading needs the course (learners get what applies to them), writing manage_assignments on it.
  {
    method: 'GET', path: '/api/v1/courses/:course_id/assignments/overrides',
    query: (ids) => `assignment_overrides[][id]=${ids.overrideId}&assignment_overrides[][assignment_id]=${ids.assignmentId}`, expect: COURSE_READERS,
  },
  {
    method: 'POST', path: '/api/v1/courses/:course_id/assignments/overrides',
    body: (ids) => ({ assignment_overrides: [{ assignment_id: ids.assignmentId, student_ids: [ids.studentId], due_at: '2026-03-01T12:00:00Z' }] }),
    expect: COURSE_STAFF,
  },
  {
    method: 'PUT', path: '/api/v1/courses/:course_id/assignments/overrides',
    body: (ids) => ({ assignment_overrides: [{ id: ids.overrideId, assignment_id: ids.assignmentId, due_at: '2026-03-02T12:00:00Z' }] }),
    expect: COURSE_STAFF,
  },
  // Graders list every assigned student's submission; the single GET also lets the student (and their observer) read their own.
  {
    method: 'GET', path: '/api/v1/courses/:course_id/assignments/:assignment_id/submissions', ids: { assignment_id: 'assignmentId' },
    query: 'include[]=user&include[]=submission_comments&include[]=submission_history', expect: COURSE_STAFF,
  },
  {
    method: 'GET', path: '/api/v1/sections/:section_id/assignments/:assignment_id/submissions',
    ids: { section_id: 'sectionId', assignment_id: 'assignmentId' }, expect: COURSE_STAFF,
  },
  {
    method: 'GET', path: '/api/v1/courses/:course_id/assignments/:assignment_id/submissions/:user_id', ids: { assignment_id: 'assignmentId' },
    query: 'include[]=submission_comments', expect: COURSE_READERS,
  },
  // Every submission's files in one zip: graders only, as the list (SubmissionsController#index with zip).
  {
    method: 'GET', path: '/courses/:course_id/assignments/:assignment_id/submissions', ids: { assignment_id: 'assignmentId' },
    query: 'zip=1', expect: COURSE_STAFF,
  },
  // The submission summary is for graders (manage_grades or view_all_grades), course and section forms.
  {
    method: 'GET', path: '/api/v1/courses/:course_id/assignments/:assignment_id/submission_summary', ids: { assignment_id: 'assignmentId' },
    query: 'grouped=true', expect: COURSE_STAFF,
  },
  {
    method: 'GET', path: '/api/v1/sections/:section_id/assignments/:assignment_id/submission_summary',
    ids: { section_id: 'sectionId', assignment_id: 'assignmentId' }, expect: COURSE_STAFF,
  },
  // Rubrics take manage_rubrics (staff); learners may read the rubric that grades an assignment they see.
  { method: 'GET', path: '/api/v1/courses/:course_id/rubrics', expect: COURSE_STAFF },
  {
    method: 'GET', path: '/api/v1/courses/:course_id/rubrics/:id', ids: { id: 'rubricId' },
    query: 'include[]=assessments&style=full', expect: COURSE_READERS,
  },
  {
    method: 'POST', path: '/api/v1/courses/:course_id/rubrics',
    body: { rubric: { title: 'Matrix rubric', criteria: { 0: { description: 'Depth', ratings: { 0: { description: 'Deep', points: 5 } } } } } },
    expect: COURSE_STAFF,
  },
  { method: 'PUT', path: '/api/v1/courses/:course_id/rubrics/:id', ids: { id: 'rubricId' }, body: { rubric: { title: 'Renamed rubric' } }, expect: COURSE_STAFF },
  { method: 'DELETE', path: '/api/v1/courses/:course_id/rubrics/:id', ids: { id: 'rubricId' }, expect: COURSE_STAFF },
  {
    method: 'POST', path: '/api/v1/courses/:course_id/rubric_associations',
    body: (ids) => ({ rubric_association: { rubric_id: ids.rubricId, association_type: 'Course', association_id: ids.courseId, purpose: 'bookmark' } }),
    expect: COURSE_STAFF,
  },
  {
    method: 'PUT', path: '/api/v1/courses/:course_id/rubric_associations/:id', ids: { id: 'rubricAssociationId' },
    body: { rubric_association: { hide_score_total: true } }, expect: COURSE_STAFF,
  },
  { method: 'DELETE', path: '/api/v1/courses/:course_id/rubric_associations/:id', ids: { id: 'rubricAssociationId' }, expect: COURSE_STAFF },
  // Assessing is grading: manage_grades, whatever the student's own standing.
  {
    method: 'POST', path: '/api/v1/courses/:course_id/rubric_associations/:rubric_association_id/rubric_assessments',
    ids: { rubric_association_id: 'rubricAssociationId' },
    body: (ids) => ({ rubric_assessment: { user_id: ids.studentId, criterion_depth: { points: 3 } } }), expect: COURSE_STAFF,
  },
  {
    method: 'PUT', path: '/api/v1/courses/:course_id/rubric_associations/:rubric_association_id/rubric_assessments/:id',
    ids: { rubric_association_id: 'rubricAssociationId', id: 'rubricAssessmentId' },
    body: { rubric_assessment: { criterion_depth: { points: 1, comments: 'Thin' } } }, expect: COURSE_STAFF,
  },
  {
    method: 'DELETE', path: '/api/v1/courses/:course_id/rubric_associations/:rubric_association_id/rubric_assessments/:id',
    ids: { rubric_association_id: 'rubricAssociationId', id: 'rubricAssessmentId' }, expect: COURSE_STAFF,
  },
  { method: 'GET', path: '/api/v1/courses/:course_id/content_share_users', query: 'search_term=te', expect: COURSE_STAFF },
  { method: 'GET', path: '/api/v1/courses/:course_id/effective_due_dates', expect: COURSE_STAFF },
  // EnrollmentsApiController#index: roster readers and observers (their own and their observee's); grades graders alone see.
  {
    method: 'GET', path: '/api/v1/courses/:course_id/enrollments', query: 'include[]=current_points', expect: COURSE_READERS,
    hidden: { from: LEARNERS, keys: [...UNPOSTED_GRADES, ...PERSONAL_DATA] },
  },
  {
    method: 'GET', path: '/api/v1/sections/:section_id/enrollments', ids: { section_id: 'sectionId' }, query: 'include[]=current_points',
    expect: COURSE_READERS, hidden: { from: LEARNERS, keys: [...UNPOSTED_GRADES, ...PERSONAL_DATA] },
  },
  // A user's own list, or one a root admin or the user's observer reads; course staff read it through the course.
  {
    method: 'GET', path: '/api/v1/users/:user_id/enrollments', query: 'include[]=current_points', expect: STUDENT_OR_OBSERVER,
    hidden: { from: LEARNERS, keys: UNPOSTED_GRADES },
  },
  { method: 'POST', path: '/api/v1/courses/:course_id/enrollments', body: (ids) => ({ enrollment: { user_id: ids.outsiderId, type: 'StudentEnrollment' } }), expect: COURSE_STAFF },
  {
    method: 'POST', path: '/api/v1/sections/:section_id/enrollments', ids: { section_id: 'sectionId' },
    body: (ids) => ({ enrollment: { user_id: ids.outsiderId, type: 'StudentEnrollment' } }), expect: COURSE_STAFF,
  },
  // Sections need manage_sections (Canvas's manage_sections_add): teachers and admins, not TAs.
  { method: 'POST', path: '/api/v1/courses/:course_id/sections', body: { course_section: { name: 'Matrix section' } }, expect: TEACHERS },
  { method: 'POST', path: '/api/v1/courses/:course_id/group_categories', body: { name: 'Matrix set' }, expect: COURSE_STAFF },
  { method: 'POST', path: '/api/v1/group_categories/:group_category_id/groups', body: { name: 'Matrix group' }, expect: COURSE_STAFF },
  // The student is already in the group but may not place themselves: the set has no self sign-up.
  { method: 'POST', path: '/api/v1/groups/:group_id/memberships', body: (ids) => ({ user_id: ids.studentId }), expect: COURSE_STAFF },
  { method: 'GET', path: '/api/v1/courses/:course_id/group_categories', query: 'includes[]=unassigned_users_count', expect: COURSE_STAFF },
  { method: 'GET', path: '/api/v1/courses/:course_id/groups', query: 'include[]=users', expect: ROSTER_READERS, hidden: { from: LEARNERS, keys: PERSONAL_DATA } },
  { method: 'GET', path: '/api/v1/courses/:course_id/permissions', expect: COURSE_READERS },
  { method: 'POST', path: '/api/v1/courses/:course_id/preview_html', body: { html: '<p>hi</p>' }, expect: COURSE_READERS },
  { method: 'GET', path: '/api/v1/courses/:course_id/recent_students', expect: COURSE_STAFF },
  { method: 'POST', path: '/api/v1/courses/:course_id/reset_content', expect: TEACHERS },
  {
    method: 'GET', path: '/api/v1/courses/:course_id/sections', query: 'include[]=total_students',
    expect: COURSE_READERS, hidden: { from: LEARNERS, keys: SIS_DATA },
  },
  { method: 'GET', path: '/api/v1/courses/:course_id/settings', expect: COURSE_READERS },
  { method: 'PUT', path: '/api/v1/courses/:course_id/settings', body: { hide_final_grades: true }, expect: COURSE_STAFF },
  // Tabs (§6): TabsController#index turns a refused :read into a 404; the PUT needs manage_content or manage_course_content_edit.
  { method: 'GET', path: '/api/v1/courses/:course_id/tabs', expect: '401 401 200 200 200 200 404 200' },
  {
    method: 'PUT', path: '/api/v1/courses/:course_id/tabs/:tab_id', literals: { tab_id: 'files' }, body: { position: 3, hidden: true },
    expect: COURSE_STAFF,
  },
  { method: 'GET', path: '/api/v1/groups/:group_id/tabs', expect: '401 401 200 404 200 200 404 200' },
  // A user's tabs: the user, an observer of the user, a root admin (canReadUser).
  { method: 'GET', path: '/api/v1/users/:user_id/tabs', expect: '401 401 200 200 404 404 404 200' },
  { method: 'GET', path: '/api/v1/courses/:course_id/todo', expect: COURSE_READERS, hidden: { from: LEARNERS, keys: GRADING_DATA } },
  {
    method: 'GET', path: '/api/v1/courses/:course_id/users', query: ROSTER_QUERY,
    expect: ROSTER_READERS, hidden: { from: LEARNERS, keys: PERSONAL_DATA },
  },
  {
    method: 'GET', path: '/api/v1/courses/:course_id/search_users', query: ROSTER_QUERY,
    expect: ROSTER_READERS, hidden: { from: LEARNERS, keys: PERSONAL_DATA },
  },
  {
    method: 'GET', path: '/api/v1/courses/:course_id/users/:user_id', query: 'include[]=last_login&include[]=email&include[]=enrollments',
    expect: ROSTER_READERS, hidden: { from: LEARNERS, keys: PERSONAL_DATA },
  },
  { method: 'GET', path: '/api/v1/group_categories/:group_category_id', expect: COURSE_STAFF },
  { method: 'GET', path: '/api/v1/group_categories/:group_category_id/groups', expect: COURSE_STAFF },
  { method: 'GET', path: '/api/v1/groups/:group_id', query: 'include[]=users', expect: GROUP_READERS, hidden: { from: LEARNERS, keys: PERSONAL_DATA } },
  {
    method: 'GET', path: '/api/v1/groups/:group_id/users', query: 'include[]=email&include[]=avatar_url',
    expect: GROUP_READERS, hidden: { from: LEARNERS, keys: PERSONAL_DATA },
  },
  { method: 'GET', path: '/api/v1/users/self/groups', query: 'include[]=users', expect: ANY_USER, hidden: { from: LEARNERS, keys: PERSONAL_DATA } },
  {
    method: 'GET', path: '/api/v1/groups/:group_id/assignments/:assignment_id/override',
    ids: { group_id: 'groupId', assignment_id: 'assignmentId' }, expect: GROUP_LOOKUP,
  },
  {
    method: 'GET', path: '/api/v1/sections/:course_section_id/assignments/:assignment_id/override',
    ids: { course_section_id: 'sectionId', assignment_id: 'assignmentId' }, expect: SECTION_LOOKUP,
  },
  { method: 'GET', path: '/api/v1/users/:user_id', expect: STUDENT_OR_OBSERVER, hidden: { from: ['observer'], keys: PERSONAL_DATA } },
  { method: 'GET', path: '/api/v1/users/:user_id/courses', query: 'include[]=needs_grading_count', expect: STUDENT_OR_OBSERVER },
  { method: 'POST', path: '/api/v1/users/:user_id/tokens', body: { token: { purpose: 'matrix' } }, expect: THE_STUDENT },
  { method: 'DELETE', path: '/api/v1/users/:user_id/tokens/:id', ids: { id: 'spareTokenId' }, expect: THE_STUDENT },
  // Developer keys (OAuth2 clients) carry their secret: the account's admins only (Canvas's manage_developer_keys).
  { method: 'GET', path: '/api/v1/accounts/:account_id/developer_keys', expect: ACCOUNT_ADMINS },
  {
    method: 'POST', path: '/api/v1/accounts/:account_id/developer_keys',
    body: { developer_key: { name: 'Matrix', redirect_uris: 'https://matrix.example/cb' } }, expect: ACCOUNT_ADMINS,
  },
  { method: 'PUT', path: '/api/v1/developer_keys/:id', ids: { id: 'developerKeyId' }, body: { developer_key: { name: 'Renamed' } }, expect: ACCOUNT_ADMINS },
  { method: 'DELETE', path: '/api/v1/developer_keys/:id', ids: { id: 'developerKeyId' }, expect: ACCOUNT_ADMINS },
  // A course job's progress carries per-student results: the teacher who started it and the course's graders.
  { method: 'GET', path: '/api/v1/progress/:id', ids: { id: 'progressId' }, expect: COURSE_STAFF },
  { method: 'POST', path: '/api/v1/progress/:id/cancel', ids: { id: 'progressId' }, expect: COURSE_STAFF },
  { method: 'GET', path: '/files/:id/download', ids: { id: 'fileId' }, expect: SUBMISSION_FILE },
  { method: 'GET', path: '/courses/:course_id/files/:id/download', ids: { id: 'fileId' }, expect: SUBMISSION_FILE },
  { method: 'GET', path: '/groups/:group_id/files/:id/download', ids: { id: 'groupFileId' }, expect: GROUP_READERS },
  ...folderReadRows(),
  // Files read side: course files to readers of the course, group files to members and staff, user files to the user.
  { method: 'GET', path: '/api/v1/courses/:course_id/files', query: 'include[]=user&include[]=usage_rights', expect: COURSE_READERS },
  { method: 'GET', path: '/api/v1/groups/:group_id/files', expect: GROUP_READERS },
  { method: 'GET', path: '/api/v1/users/:user_id/files', expect: THE_STUDENT },
  { method: 'GET', path: '/api/v1/folders/:id/files', ids: { id: 'courseFolderId' }, expect: COURSE_READERS },
  { method: 'GET', path: '/api/v1/folders/:id/all', ids: { id: 'courseFolderId' }, expect: COURSE_READERS },
  { method: 'GET', path: '/api/v1/files/:id', ids: { id: 'courseFileId' }, expect: COURSE_READERS },
  { method: 'GET', path: '/api/v1/courses/:course_id/files/:id', ids: { id: 'courseFileId' }, expect: COURSE_READERS },
  { method: 'GET', path: '/api/v1/groups/:group_id/files/:id', ids: { id: 'groupFileId' }, expect: GROUP_READERS },
  { method: 'GET', path: '/api/v1/users/:user_id/files/:id', ids: { id: 'userFileId' }, expect: THE_STUDENT },
  { method: 'GET', path: '/api/v1/courses/:course_id/files/quota', expect: COURSE_STAFF },
  { method: 'GET', path: '/api/v1/groups/:group_id/files/quota', expect: GROUP_READERS },
  { method: 'GET', path: '/api/v1/users/:user_id/files/quota', expect: THE_STUDENT },
  { method: 'GET', path: '/api/v1/courses/:course_id/content_licenses', expect: COURSE_READERS },
  { method: 'GET', path: '/api/v1/groups/:group_id/content_licenses', expect: GROUP_READERS },
  { method: 'GET', path: '/api/v1/users/:user_id/content_licenses', expect: THE_STUDENT },
  ...fileWriteRows(),
  ...uploadRows(),
  ...graphqlRows(),
  ...testingRows(),
];

/**
 * Uploads (resources/files/upload): the preflight needs manage_files_add on the owner (for users, the user; for
 * groups, members and staff who manage groups). Steps 2 and 3 take no token: a signed policy or the pending file's
 * uuid is their only key, so without one every caller gets the same 400.
 */
function uploadRows(): MatrixRow[] {
  //                       none bad  stu  obs  ta   tch  oth  adm
  const NO_KEY /*     */ = '400 400 400 400 400 400 400 400';
  const body = { name: 'matrix.txt', size: 10 };
  return [
    { method: 'POST', path: '/api/v1/courses/:course_id/files', body, expect: COURSE_STAFF },
    { method: 'POST', path: '/api/v1/groups/:group_id/files', body, expect: GROUP_READERS },
    { method: 'POST', path: '/api/v1/users/:user_id/files', body, expect: THE_STUDENT },
    { method: 'POST', path: '/api/v1/folders/:folder_id/files', ids: { folder_id: 'folderId' }, body, expect: COURSE_STAFF },
    { method: 'POST', path: '/files_api', body: { Policy: 'x', Signature: 'y' }, expect: NO_KEY },
    { method: 'GET', path: '/api/v1/files/:id/create_success', ids: { id: 'courseFileId' }, query: 'uuid=x', expect: NO_KEY },
    { method: 'POST', path: '/api/v1/files/:id/create_success', ids: { id: 'courseFileId' }, query: 'uuid=x', expect: NO_KEY },
  ];
}

/**
 * Folders (resources/folders): a course folder is read by course members with read_files and created in by staff
 * with manage_files_add; a group's by its members and course staff; a user's by that user. The by_path rows name no folder (the world's ids fill the path), so
 * whoever passes the owner check gets 404 and the rest 403: the owner is checked first.
 */
function folderReadRows(): MatrixRow[] {
  //                                  none bad  stu  obs  ta   tch  oth  adm
  const owners = [
    { base: '/api/v1/courses/:course_id', folder: 'folderId', expect: COURSE_READERS, create: COURSE_STAFF, noPath: '401 401 404 404 404 404 403 404' },
    { base: '/api/v1/groups/:group_id', folder: 'groupFolderId', expect: GROUP_READERS, create: GROUP_READERS, noPath: '401 401 404 403 404 404 403 404' },
    { base: '/api/v1/users/:user_id', folder: 'userFolderId', expect: THE_STUDENT, create: THE_STUDENT, noPath: '401 401 404 403 403 403 403 404' },
  ] as const;
  return [
    { method: 'GET', path: '/api/v1/folders/:id', ids: { id: 'folderId' }, expect: COURSE_READERS },
    { method: 'GET', path: '/api/v1/folders/:id/folders', ids: { id: 'folderId' }, expect: COURSE_READERS },
    ...owners.flatMap(({ base, folder, expect, create, noPath }): MatrixRow[] => [
      { method: 'GET', path: `${base}/folders`, expect },
      { method: 'GET', path: `${base}/folders/by_path`, expect },
      { method: 'GET', path: `${base}/folders/by_path/:full_path{.+}`, ids: { full_path: folder }, expect: noPath },
      { method: 'GET', path: `${base}/folders/:id`, ids: { id: folder }, expect },
      { method: 'POST', path: `${base}/folders`, body: { name: 'Matrix' }, expect: create },
    ]),
    { method: 'POST', path: '/api/v1/folders/:folder_id/folders', ids: { folder_id: 'folderId' }, body: { name: 'Matrix' }, expect: COURSE_STAFF },
    ...folderWriteRows(),
  ];
}

/**
 * Folder writes (resources/folders): update needs manage_files_edit, delete manage_files_delete, copy_folder
 * manage_files_add in the destination's owner and a file right in the source's (course staff). The media folder
 * is read by whoever reads the owner's files; a learner gets their own.
 */
function folderWriteRows(): MatrixRow[] {
  return [
    { method: 'PUT', path: '/api/v1/folders/:id', ids: { id: 'folderId' }, body: { name: 'Renamed', locked: true }, expect: COURSE_STAFF },
    { method: 'DELETE', path: '/api/v1/folders/:id', ids: { id: 'folderId' }, expect: COURSE_STAFF },
    {
      method: 'POST', path: '/api/v1/folders/:dest_folder_id/copy_folder', ids: { dest_folder_id: 'courseFolderId' },
      body: (ids) => ({ source_folder_id: ids.folderId }), expect: COURSE_STAFF,
    },
    { method: 'GET', path: '/api/v1/courses/:course_id/folders/media', expect: COURSE_READERS },
    { method: 'GET', path: '/api/v1/groups/:group_id/folders/media', expect: GROUP_READERS },
  ];
}

/**
 * File writes (resources/files): PUT needs manage_files_edit, DELETE manage_files_delete (refused with Canvas's
 * explicit 401 and message), copy_file :download on the source and manage_files_add in the destination; usage
 * rights manage_files_edit (PUT) and manage_files_delete (DELETE) on the owner; public_url :download.
 */
function fileWriteRows(): MatrixRow[] {
  //                              none bad  stu  obs  ta   tch  oth  adm
  const DELETE_FILE /*       */ = '401 401 401 401 200 200 401 200';
  const rights = { use_justification: 'fair_use', legal_copyright: 'Matrix' };
  const owners = [
    { base: '/api/v1/courses/:course_id', file: 'courseFileId', expect: COURSE_STAFF },
    { base: '/api/v1/groups/:group_id', file: 'groupFileId', expect: GROUP_READERS },
    { base: '/api/v1/users/:user_id', file: 'userFileId', expect: THE_STUDENT },
  ] as const;
  return [
    { method: 'PUT', path: '/api/v1/files/:id', ids: { id: 'courseFileId' }, body: { name: 'renamed.pdf', hidden: true }, expect: COURSE_STAFF },
    { method: 'DELETE', path: '/api/v1/files/:id', ids: { id: 'courseFileId' }, expect: DELETE_FILE },
    {
      method: 'POST', path: '/api/v1/folders/:dest_folder_id/copy_file', ids: { dest_folder_id: 'folderId' },
      body: (ids) => ({ source_file_id: ids.courseFileId }), expect: COURSE_STAFF,
    },
    { method: 'GET', path: '/api/v1/files/:id/public_url', ids: { id: 'courseFileId' }, expect: COURSE_READERS },
    ...owners.flatMap(({ base, file, expect }): MatrixRow[] => [
      { method: 'PUT', path: `${base}/usage_rights`, body: (ids) => ({ file_ids: [ids[file]], usage_rights: rights, publish: true }), expect },
      { method: 'DELETE', path: `${base}/usage_rights`, body: (ids) => ({ file_ids: [ids[file]] }), expect },
    ]),
  ];
}

/**
 * Canvas's GraphQL post-policy operations (decision 0055): the course's graders (manage_grades) may run them; anyone
 * else signed in is told "not found" in `errors`. The Query's assignment answers null to those who may not grade.
 */
function graphqlRows(): MatrixRow[] {
  //                                 none bad  stu  obs  ta   tch  oth  adm
  const GRAPHQL_GRADERS /*     */ = '401 401 404 404 200 200 404 200';
  const mutation = (field: string, input: (ids: WorldIds) => Record<string, unknown>, fields: string): MatrixRow => ({
    method: 'POST', path: '/api/graphql', graphql: field, expect: GRAPHQL_GRADERS,
    body: (ids) => ({ query: `mutation($input: ${field[0]?.toUpperCase()}${field.slice(1)}Input!) { ${field}(input: $input) { ${fields} } }`, variables: { input: input(ids) } }),
  });
  return [
    {
      method: 'POST', path: '/api/graphql', graphql: 'assignment', expect: ANY_USER, hidden: { from: [...LEARNERS, 'otherTeacher'], keys: ['_id'] },
      body: (ids) => ({ query: `{ assignment(id: "${ids.assignmentId}") { _id postManually } }` }),
    },
    mutation('setAssignmentPostPolicy', (ids) => ({ assignmentId: String(ids.assignmentId), postManually: true }), 'postPolicy { _id }'),
    mutation('setCoursePostPolicy', (ids) => ({ courseId: String(ids.courseId), postManually: true }), 'postPolicy { _id }'),
    mutation('postAssignmentGrades', (ids) => ({ assignmentId: String(ids.assignmentId), sectionIds: [String(ids.sectionId)] }), 'progress { _id }'),
    mutation('hideAssignmentGrades', (ids) => ({ assignmentId: String(ids.assignmentId) }), 'progress { _id }'),
  ];
}

/** Testing mode's controls (resources/testing): an administrator of the root account only. */
function testingRows(): MatrixRow[] {
  return [
    { method: 'POST', path: '/lectern/testing/reset', expect: ACCOUNT_ADMINS },
    { method: 'PUT', path: '/lectern/testing/clock', body: { advance_seconds: 0 }, expect: ACCOUNT_ADMINS },
    { method: 'DELETE', path: '/lectern/testing/clock', expect: ACCOUNT_ADMINS },
    { method: 'PUT', path: '/lectern/testing/faults', body: { rules: [] }, expect: ACCOUNT_ADMINS },
    { method: 'GET', path: '/lectern/testing/faults', expect: ACCOUNT_ADMINS },
    { method: 'DELETE', path: '/lectern/testing/faults', expect: ACCOUNT_ADMINS },
  ];
}

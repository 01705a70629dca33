import type { EndpointParameters } from '../../canvas/parameter-table';

/** The grade PUT's documented parameters (submissions_api_controller#update), shared by its anonymous form. */
const GRADE_HONORED = [
  'comment[text_comment]', 'comment[attempt]', 'comment[group_comment]', 'comment[file_ids][]', 'include[]=visibility',
  'prefer_points_over_scheme', 'submission[posted_grade]', 'submission[excuse]', 'submission[late_policy_status]',
  'submission[seconds_late_override]', 'rubric_assessment',
];
/** Refused in this order, so the first one a request carries is the one named. */
const GRADE_REFUSED = [
  'comment[media_comment_id]', 'comment[media_comment_type]', 'submission[sticker]', 'submission[custom_grade_status_id]',
  'submission[submission_type]', 'submission[url]', 'submission[provisional]', 'submission[final]', 'include[]=sub_assignment_submissions',
];
const GRADE_NOTES = {
  'comment[media_comment_id]': 'Lectern has no media server.',
  'comment[media_comment_type]': 'Lectern has no media server.',
  'submission[sticker]': 'Lectern stores no stickers.',
  'submission[custom_grade_status_id]': 'Read by the action though undocumented; Lectern has no custom grade statuses.',
  'submission[submission_type]': 'Read by the action though undocumented (basic_lti_launch with submission[url]); Lectern launches no LTI tools.',
  'submission[url]': 'Read by the action though undocumented, with submission[submission_type]=basic_lti_launch.',
  'submission[provisional]': 'Read by the action though undocumented; Lectern has no moderated grading.',
  'submission[final]': 'Read by the action though undocumented; Lectern has no moderated grading.',
  'prefer_points_over_scheme': 'A number on a scheme with numeric grade names (GPA) names that grade unless this is true, as Canvas does.',
  'include[]=visibility': 'Documented as include[visibility]; read, as Canvas reads it, from the include[] list.',
};

const BULK_KEYS = ['posted_grade', 'excuse', 'rubric_assessment', 'text_comment', 'group_comment'];
const BULK_REFUSED = ['media_comment_id', 'media_comment_type', 'file_ids'];

/** grade_data's rows under `prefix` (one student, or one assignment's student). */
function bulkRow(routes: string[], prefix: string): EndpointParameters {
  return {
    routes,
    canvas: 'submissions_api_controller#bulk_update',
    honored: BULK_KEYS.map((key) => `${prefix}[${key}]`),
    // file_ids is a list: Canvas documents it as `…[file_ids][]`.
    refused: BULK_REFUSED.map((key) => (key === 'file_ids' ? `${prefix}[${key}][]` : `${prefix}[${key}]`)),
    extensions: [`${prefix}[expected_updated_at]`],
    notes: {
      [`${prefix}[media_comment_id]`]: 'Lectern has no media server.',
      [`${prefix}[media_comment_type]`]: 'Lectern has no media server.',
      [`${prefix}[file_ids][]`]: 'Lectern attaches no files to bulk comments yet.',
    },
  };
}

/** Documented parameters of the submission writes (canvas-lms submissions_api_controller.rb, submissions_controller.rb). */
export const submissionWriteParameters: EndpointParameters[] = [
  {
    routes: ['PUT /courses/:course_id/assignments/:assignment_id/submissions/:user_id', 'PUT /sections/:section_id/assignments/:assignment_id/submissions/:user_id'],
    canvas: 'submissions_api_controller#update',
    honored: GRADE_HONORED,
    refused: GRADE_REFUSED,
    extensions: ['expected_updated_at'],
    notes: GRADE_NOTES,
  },
  {
    routes: [
      'PUT /courses/:course_id/assignments/:assignment_id/anonymous_submissions/:anonymous_id',
      'PUT /sections/:section_id/assignments/:assignment_id/anonymous_submissions/:anonymous_id',
    ],
    canvas: 'submissions_api_controller#update_anonymous',
    honored: GRADE_HONORED,
    refused: GRADE_REFUSED,
    extensions: ['expected_updated_at'],
    notes: { ...GRADE_NOTES, 'comment[attempt]': 'update_anonymous runs update, which reads it though the anonymous form does not document it.' },
  },
  bulkRow(
    ['POST /courses/:course_id/assignments/:assignment_id/submissions/update_grades', 'POST /sections/:section_id/assignments/:assignment_id/submissions/update_grades'],
    'grade_data[<student_id>]',
  ),
  bulkRow(
    ['POST /courses/:course_id/submissions/update_grades', 'POST /sections/:section_id/submissions/update_grades'],
    'grade_data[<assignment_id>][<student_id>]',
  ),
  {
    routes: ['POST /courses/:course_id/assignments/:assignment_id/submissions', 'POST /sections/:section_id/assignments/:assignment_id/submissions'],
    canvas: 'submissions_controller#create',
    honored: [
      'comment[text_comment]', 'submission[submission_type]', 'submission[body]', 'submission[url]', 'submission[file_ids][]',
      'submission[user_id]', 'submission[submitted_at]',
    ],
    refused: [
      'submission[submission_type]=media_recording', 'submission[submission_type]=basic_lti_launch', 'submission[submission_type]=student_annotation',
      'submission[media_comment_id]', 'submission[media_comment_type]', 'submission[annotatable_attachment_id]',
    ],
    notes: {
      'submission[submission_type]': 'online_text_entry, online_url and online_upload, when the assignment accepts the type.',
      'submission[body]': 'Sanitized as the rich content editor\'s HTML is elsewhere (server/canvas/sanitize-html.ts).',
      'submission[file_ids][]': 'The student\'s own files (uploaded through …/submissions/:user_id/files), linked, not copied; a file already in an earlier attempt is not valid again.',
      'submission[user_id]': 'A grader submitting for a student they may see; user ids only (no sis_user_id: form).',
      'submission[submission_type]=media_recording': 'Lectern has no media server.',
      'submission[submission_type]=basic_lti_launch': 'Lectern launches no LTI tools.',
      'submission[submission_type]=student_annotation': 'Lectern has no document annotation.',
      'submission[media_comment_id]': 'Lectern has no media server.',
      'submission[media_comment_type]': 'Lectern has no media server.',
      'submission[annotatable_attachment_id]': 'Lectern has no document annotation.',
    },
  },
  {
    routes: [
      'POST /courses/:course_id/assignments/:assignment_id/submissions/:user_id/files',
      'POST /sections/:section_id/assignments/:assignment_id/submissions/:user_id/files',
    ],
    canvas: 'submissions_api_controller#create_file',
    honored: ['name', 'filename', 'size', 'content_type', 'no_redirect', 'success_include[]'],
    refused: [],
    notes: {
      name: 'The upload preflight of docs/canvas-contract.md §3.3; the file lands in the student\'s Submissions folder, renamed rather than overwriting a same-named file.',
    },
  },
  {
    routes: ['POST /courses/:course_id/assignments/:assignment_id/submissions/:user_id/comments/files'],
    canvas: 'submission_comments_api_controller#create_file',
    honored: ['name', 'filename', 'size', 'content_type', 'no_redirect', 'success_include[]'],
    refused: [],
    notes: { name: 'The upload preflight of docs/canvas-contract.md §3.3; the file has no folder, so on_duplicate means nothing here.' },
  },
  {
    routes: ['PUT /courses/:course_id/assignments/:assignment_id/submissions/:user_id/comments/:id'],
    canvas: 'submission_comments_api_controller#update',
    honored: ['comment'],
    refused: [],
  },
  {
    routes: ['DELETE /courses/:course_id/assignments/:assignment_id/submissions/:user_id/comments/:id'],
    canvas: 'submission_comments_api_controller#destroy',
    honored: [],
    refused: [],
  },
];

import type { EndpointParameters } from '../../canvas/parameter-table';

/**
 * include[] values lib/api/v1/submission.rb answers on every read although most actions do not document them
 * (show documents full_rubric_assessment).
 */
const SERIALIZER_INCLUDES = ['include[]=html_url', 'include[]=user_summary', 'include[]=read_state', 'include[]=full_rubric_assessment'];
/** response_fields[] / exclude_response_fields[]: read by lib/api/v1/submission.rb on every submission route. */
const FIELD_CHOICE = ['response_fields[]', 'exclude_response_fields[]'];

const serializerNotes = {
  'include[]=html_url': 'Read by lib/api/v1/submission.rb: the submission page, or SpeedGrader by anonymous id while students are anonymized.',
  'include[]=read_state': 'Read by lib/api/v1/submission.rb. Lectern keeps no read marks: a student reads "unread" while a posted grade or a comment waits, and reading marks nothing.',
  'include[]=read_status': 'Lectern keeps no read marks: a student reads "unread" while a posted grade or a comment waits, and reading marks nothing.',
  'include[]=student_entered_score': 'Lectern stores no student-entered scores.',
  'response_fields[]': 'Read by lib/api/v1/submission.rb: keeps only the named Submission fields (includes and Lectern\'s updated_at stay).',
};

/** A row with the shared notes that concern its names (extensions are described in docs/api-extensions.md). */
function withNotes(entry: EndpointParameters): EndpointParameters {
  const names = new Set([...entry.honored, ...entry.refused]);
  const notes = { ...serializerNotes, ...entry.notes };
  return { ...entry, notes: Object.fromEntries(Object.entries(notes).filter(([name]) => names.has(name))) };
}

/** Documented parameters of the submission reads (canvas-lms app/controllers/submissions_api_controller.rb). */
const rows: EndpointParameters[] = [
  {
    routes: ['GET /courses/:course_id/assignments/:assignment_id/submissions', 'GET /sections/:section_id/assignments/:assignment_id/submissions'],
    canvas: 'submissions_api_controller#index',
    honored: [
      'include[]=submission_history', 'include[]=submission_comments', 'include[]=submission_html_comments', 'include[]=rubric_assessment',
      'include[]=assignment', 'include[]=visibility', 'include[]=course', 'include[]=user', 'include[]=group', 'include[]=read_status',
      ...SERIALIZER_INCLUDES, 'grouped', ...FIELD_CHOICE,
    ],
    refused: ['include[]=student_entered_score'],
    extensions: ['section_id', 'workflow_state[]', 'search_term', 'grading_status[]', 'order'],
  },
  {
    routes: ['GET /courses/:course_id/assignments/:assignment_id/submissions/:user_id'],
    canvas: 'submissions_api_controller#show',
    honored: [
      'include[]=submission_history', 'include[]=submission_comments', 'include[]=submission_html_comments', 'include[]=rubric_assessment',
      'include[]=visibility', 'include[]=course', 'include[]=user', 'include[]=read_status', 'include[]=group', ...SERIALIZER_INCLUDES,
      ...FIELD_CHOICE,
    ],
    refused: ['include[]=student_entered_score'],
  },
  {
    routes: [
      'GET /courses/:course_id/assignments/:assignment_id/anonymous_submissions/:anonymous_id',
      'GET /sections/:section_id/assignments/:assignment_id/anonymous_submissions/:anonymous_id',
    ],
    canvas: 'submissions_api_controller#show_anonymous',
    honored: [
      'include[]=submission_history', 'include[]=submission_comments', 'include[]=rubric_assessment', 'include[]=visibility',
      'include[]=course', 'include[]=user', 'include[]=read_status', ...SERIALIZER_INCLUDES, ...FIELD_CHOICE,
    ],
    refused: [],
  },
  {
    routes: ['GET /courses/:course_id/students/submissions', 'GET /sections/:section_id/students/submissions'],
    canvas: 'submissions_api_controller#for_students',
    honored: [
      'student_ids[]', 'assignment_ids[]', 'grouped', 'post_to_sis', 'submitted_since', 'graded_since', 'workflow_state',
      'enrollment_state', 'state_based_on_date', 'order', 'order_direction',
      'include[]=submission_history', 'include[]=submission_comments', 'include[]=submission_html_comments', 'include[]=rubric_assessment',
      'include[]=assignment', 'include[]=visibility', 'include[]=course', 'include[]=user', 'include[]=group', 'include[]=read_status',
      'include[]=total_scores', ...SERIALIZER_INCLUDES, ...FIELD_CHOICE,
    ],
    refused: ['grading_period_id', 'include[]=sub_assignment_submissions', 'include[]=student_entered_score'],
    notes: {
      grading_period_id: 'Lectern has no grading periods.',
      'include[]=total_scores':
        'With grouped, each student gets computed_current_score and computed_final_score (graders also unposted_*); learners none while the course hides final grades.',
      'include[]=sub_assignment_submissions': 'Lectern has no discussion checkpoints.',
      post_to_sis: 'No Lectern enrollment comes from a SIS import, so true keeps no one.',
      state_based_on_date: 'Lectern enrollments have no dates of their own: by date and by state are the same.',
    },
  },
  {
    routes: ['GET /courses/:course_id/assignments/:assignment_id/submission_summary', 'GET /sections/:section_id/assignments/:assignment_id/submission_summary'],
    canvas: 'submissions_api_controller#submission_summary',
    honored: ['grouped'],
    refused: [],
  },
  {
    routes: ['GET /courses/:course_id/assignments/:assignment_id/gradeable_students'],
    canvas: 'submissions_api_controller#gradeable_students',
    honored: ['allow_new_anonymous_id'],
    refused: ['include[]=provisional_grades'],
    notes: {
      allow_new_anonymous_id: 'Undocumented but read by the action: while students are anonymized, AnonymousUserDisplay rows ordered by anonymous id.',
      'include[]=provisional_grades': 'Lectern has no moderated grading.',
    },
  },
];

export const submissionReadParameters: EndpointParameters[] = rows.map(withNotes);

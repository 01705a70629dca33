import type { EndpointParameters } from '../../canvas/parameter-table';

/** The assignment list forms share their parameters (assignments_api_controller#index and #user_index). */
const LIST_HONORED = [
  'include[]=submission', 'include[]=assignment_visibility', 'include[]=all_dates', 'include[]=overrides', 'include[]=can_edit',
  'include[]=score_statistics', 'include[]=ab_guid', 'search_term', 'override_assignment_dates', 'needs_grading_count_by_section',
  'bucket', 'assignment_ids[]', 'order_by', 'new_quizzes',
];
const LIST_REFUSED = ['include[]=observed_users', 'post_to_sis'];

const SHARED_NOTES: Record<string, string> = {
  'include[]=observed_users': 'Lectern gives an observer the assignments of the students they observe, not their submissions as an array.',
  'include[]=assignment_visibility': 'Only for callers who read as admin, grade or manage assignments, as Canvas; others get nothing.',
  'include[]=score_statistics':
    'With include[]=submission and a graded submission of the caller; a learner needs five graded students, distribution graphs shown, and sees figures from posted grades only.',
  'include[]=ab_guid': 'Always an empty list: the ids come from rubric outcomes, which Lectern rubrics lack.',
  needs_grading_count_by_section: 'For graders; a section-limited grader sees their sections only.',
};

const NOTES: Record<string, string> = {
  ...SHARED_NOTES,
  post_to_sis: 'Lectern stores no post_to_sis flag on assignments yet, so it cannot filter on it.',
  new_quizzes: 'Lectern has no New Quizzes: the parameter, whatever its value (Canvas tests presence), leaves the list empty.',
};

export const assignmentReadParameters: EndpointParameters[] = [
  {
    routes: ['GET /courses/:course_id/assignments', 'GET /courses/:course_id/assignment_groups/:assignment_group_id/assignments'],
    canvas: 'assignments_api_controller#index',
    honored: LIST_HONORED,
    refused: LIST_REFUSED,
    notes: NOTES,
  },
  {
    routes: ['GET /users/:user_id/courses/:course_id/assignments'],
    canvas: 'assignments_api_controller#user_index',
    honored: LIST_HONORED,
    refused: LIST_REFUSED,
    notes: NOTES,
  },
  {
    routes: ['GET /courses/:course_id/assignments/:id'],
    canvas: 'assignments_api_controller#show',
    honored: [
      'include[]=submission', 'include[]=assignment_visibility', 'include[]=overrides', 'include[]=can_edit',
      'include[]=score_statistics', 'include[]=ab_guid', 'include[]=can_submit', 'override_assignment_dates',
      'needs_grading_count_by_section', 'all_dates',
    ],
    refused: ['include[]=observed_users'],
    notes: {
      ...SHARED_NOTES,
      'include[]=can_submit': 'Read by the action though not in its @argument list; it brings include[]=submission with it, as Canvas does.',
      all_dates: 'The show action reads all_dates=true, not include[]=all_dates (which Canvas ignores here).',
    },
  },
  {
    routes: ['GET /courses/:course_id/effective_due_dates'],
    canvas: 'courses_controller#effective_due_dates',
    honored: ['assignment_ids[]'],
    refused: [],
    notes: { 'assignment_ids[]': 'Lectern has no grading periods: every grading_period_id is null, in_closed_grading_period false.' },
  },
];

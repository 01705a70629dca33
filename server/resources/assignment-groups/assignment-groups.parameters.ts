import type { EndpointParameters } from '../../canvas/parameter-table';

const WRITE = ['name', 'position', 'group_weight', 'sis_source_id', 'integration_data', 'rules'];

const SHOW_NOTES: Record<string, string> = {
  'include[]=discussion_topic': 'Lectern has no discussion topics, so no assignment carries one.',
  grading_period_id: 'Lectern has no grading periods; as Canvas does for an id that names none, nothing is filtered.',
};

const NOTES: Record<string, string> = {
  ...SHOW_NOTES,
  'include[]=observed_users': 'Lectern does not give observers the observed students\u2019 submissions as an array.',
  scope_assignments_to_student: 'Only applies with a grading period, which Lectern never has.',
  'exclude_assignment_submission_types[]': 'Of online_quiz, discussion_topic, wiki_page and external_tool, matched against the whole type list, as Canvas does.',
  'exclude_response_fields[]': 'description, rubric, needs_grading_count and in_closed_grading_period leave those keys out of each assignment.',
};

export const assignmentGroupParameters: EndpointParameters[] = [
  {
    routes: ['GET /courses/:course_id/assignment_groups'],
    canvas: 'assignment_groups_controller#index',
    honored: [
      'include[]=assignments', 'include[]=discussion_topic', 'include[]=all_dates', 'include[]=assignment_visibility',
      'include[]=overrides', 'include[]=submission', 'include[]=can_edit', 'include[]=score_statistics', 'assignment_ids[]',
      'exclude_assignment_submission_types[]', 'exclude_response_fields[]', 'override_assignment_dates', 'grading_period_id',
      'scope_assignments_to_student',
    ],
    refused: ['include[]=observed_users'],
    notes: NOTES,
  },
  {
    routes: ['GET /courses/:course_id/assignment_groups/:assignment_group_id'],
    canvas: 'assignment_groups_api_controller#show',
    honored: [
      'include[]=assignments', 'include[]=discussion_topic', 'include[]=assignment_visibility', 'include[]=submission',
      'include[]=score_statistics', 'override_assignment_dates', 'grading_period_id',
    ],
    refused: [],
    notes: SHOW_NOTES,
  },
  { routes: ['POST /courses/:course_id/assignment_groups'], canvas: 'assignment_groups_api_controller#create', honored: WRITE, refused: [] },
  {
    routes: ['PUT /courses/:course_id/assignment_groups/:assignment_group_id'],
    canvas: 'assignment_groups_api_controller#update',
    honored: WRITE,
    refused: [],
  },
  {
    routes: ['DELETE /courses/:course_id/assignment_groups/:assignment_group_id'],
    canvas: 'assignment_groups_api_controller#destroy',
    honored: ['move_assignments_to'],
    refused: [],
  },
];

import type { EndpointParameters } from '../../canvas/parameter-table';

/** The `assignment[...]` keys create and edit both honor (assignments_api_controller#create/#update, Api::V1::Assignment). */
const HONORED_FIELDS = [
  'name', 'position', 'integration_data', 'integration_id', 'peer_reviews', 'automatic_peer_reviews', 'peer_review_count',
  'peer_reviews_assign_at', 'anonymous_peer_reviews', 'intra_group_peer_reviews', 'group_category_id',
  'grade_group_students_individually', 'points_possible', 'grading_type', 'due_at', 'lock_at', 'unlock_at', 'description',
  'assignment_group_id', 'only_visible_to_overrides', 'published', 'grading_standard_id', 'omit_from_final_grade',
  'hide_in_gradebook', 'post_to_sis', 'sis_assignment_id', 'moderated_grading', 'grader_count', 'final_grader_id',
  'grader_comments_visible_to_graders', 'graders_anonymous_to_graders', 'graders_names_visible_to_final_grader',
  'grader_names_visible_to_final_grader', 'anonymous_grading', 'allowed_attempts', 'important_dates',
]
  .map((name) => `assignment[${name}]`)
  .concat([
    'assignment[submission_types][]', 'assignment[allowed_extensions][]', 'assignment[assignment_overrides][]',
    'assignment[external_tool_tag_attributes][url]', 'assignment[external_tool_tag_attributes][new_tab]',
  ]);

/** What both refuse: plagiarism services, notifications, tool bindings and the annotated document Lectern does not keep. */
const REFUSED_FIELDS = [
  'assignment[submission_types][]=online_quiz', 'assignment[submission_types][]=discussion_topic', 'assignment[turnitin_enabled]',
  'assignment[vericite_enabled]', 'assignment[turnitin_settings]', 'assignment[notify_of_update]',
  'assignment[external_tool_tag_attributes][content_type]', 'assignment[external_tool_tag_attributes][content_id]',
  'assignment[external_tool_tag_attributes][custom_params]', 'assignment[external_tool_tag_attributes][external_data]',
  'assignment[annotatable_attachment_id]',
];

const NOTES: Record<string, string> = {
  'assignment[assignment_overrides][]':
    'Each item as POST …/overrides takes it; on edit the list replaces the overrides the caller can see (an item with the id of one updates it), in the same transaction as the assignment. An item naming two targets is refused (decision 0009).',
  'assignment[submission_types][]=online_quiz': 'Lectern has no quizzes to create behind the assignment.',
  'assignment[submission_types][]=discussion_topic': 'Lectern has no discussions to create behind the assignment.',
  'assignment[notify_of_update]': 'Lectern sends no notifications.',
  'assignment[annotatable_attachment_id]': 'Lectern keeps no annotation document; student_annotation is stored as a type only.',
  'assignment[sis_assignment_id]': 'Needs Manage SIS, as do integration_id and integration_data; Canvas drops them for other callers, Lectern answers 400.',
  'assignment[grading_standard_id]': 'Stored and served as sent; Canvas keeps it only when the id names a grading standard of the course.',
  'assignment[graders_names_visible_to_final_grader]': 'The name Canvas documents; its model reads grader_names_visible_to_final_grader. Both are honored.',
  'assignment[external_tool_tag_attributes][url]': 'Served back as external_tool_tag_attributes.url while the submission type is external_tool; no sessionless launch url.',
};

export const assignmentWriteParameters: EndpointParameters[] = [
  {
    routes: ['POST /courses/:course_id/assignments'],
    canvas: 'assignments_api_controller#create',
    honored: HONORED_FIELDS,
    refused: [...REFUSED_FIELDS, 'assignment[quiz_lti]'],
    notes: { ...NOTES, 'assignment[quiz_lti]': 'Lectern has no Quizzes 2 tool.' },
  },
  {
    routes: ['PUT /courses/:course_id/assignments/:id'],
    canvas: 'assignments_api_controller#update',
    honored: [...HONORED_FIELDS, 'assignment[force_updated_at]'],
    refused: REFUSED_FIELDS,
    notes: { ...NOTES, 'assignment[force_updated_at]': 'Lectern sets updated_at on every edit.' },
  },
  {
    routes: ['DELETE /courses/:course_id/assignments/:id'],
    canvas: 'assignments_controller#destroy',
    honored: [],
    refused: [],
  },
  {
    routes: ['POST /courses/:course_id/assignments/:assignment_id/duplicate'],
    canvas: 'assignments_api_controller#duplicate',
    honored: [],
    refused: ['result_type=Quiz'],
    notes: { 'result_type=Quiz': 'Lectern has no quiz format to answer in.' },
  },
];

import type { EndpointParameters } from '../../canvas/parameter-table';

/** enrollments_api_controller#create (app/controllers/enrollments_api_controller.rb), course and section forms. */
const createParameters: EndpointParameters = {
  routes: ['POST /courses/:course_id/enrollments', 'POST /sections/:section_id/enrollments'],
  canvas: 'enrollments_api_controller#create',
  honored: ['enrollment[user_id]', 'enrollment[type]', 'enrollment[enrollment_state]', 'enrollment[course_section_id]'],
  refused: [
    'enrollment[start_at]',
    'enrollment[end_at]',
    'enrollment[role]',
    'enrollment[role_id]',
    'enrollment[limit_privileges_to_course_section]',
    'enrollment[notify]',
    'enrollment[self_enrollment_code]',
    'enrollment[self_enrolled]',
    'enrollment[associated_user_id]',
    'enrollment[sis_user_id]',
    'enrollment[integration_id]',
    'root_account',
  ],
  notes: {
    'enrollment[role_id]': 'Lectern has only the base roles, named by enrollment[type].',
    'enrollment[limit_privileges_to_course_section]': 'Lectern does not store section-limited privileges.',
    'enrollment[notify]': 'Lectern sends no enrollment notifications.',
    'enrollment[associated_user_id]': 'Lectern does not link observers to students.',
  },
};

const LIST_HONORED = [
  'type[]', 'role[]', 'state[]', 'grading_period_id', 'sis_account_id[]', 'sis_course_id[]', 'sis_section_id[]', 'sis_user_id[]',
  ...['avatar_url', 'group_ids', 'locked', 'uuid', 'current_points'].map((name) => `include[]=${name}`),
];
const LIST_REFUSED = ['include[]=observed_users', 'include[]=can_be_removed', 'created_for_sis_id[]'];
const LIST_NOTES: Record<string, string> = {
  grading_period_id: 'Lectern has no grading periods, so every id gets the answer Canvas gives an unknown one: 400 invalid grading_period_id.',
  'state[]': 'On a course or section list an unknown state is a 400 naming it, where Canvas would match nothing.',
  'role[]': 'Lectern has only the built-in roles, named by their base type (StudentEnrollment); another name is 400 role not found.',
  'include[]=locked': 'Always false: Lectern imports no SIS enrollments to lock.',
  'include[]=observed_users': "Observers' observees are not embedded in their enrollments.",
  'include[]=can_be_removed': 'Lectern has no route that removes an enrollment.',
  'created_for_sis_id[]': 'Lectern records no SIS login on enrollments.',
};

/** enrollments_api_controller#create and #index: the course, section and user lists. */
export const enrollmentParameters: EndpointParameters[] = [
  createParameters,
  {
    routes: ['GET /courses/:course_id/enrollments', 'GET /sections/:section_id/enrollments'],
    canvas: 'enrollments_api_controller#index',
    honored: [...LIST_HONORED, 'user_id'],
    refused: LIST_REFUSED,
    notes: { ...LIST_NOTES, user_id: "A user's own id (or self) lists their enrollments whatever their roster rights, as in Canvas." },
  },
  {
    routes: ['GET /users/:user_id/enrollments'],
    canvas: 'enrollments_api_controller#index',
    honored: [...LIST_HONORED, 'enrollment_term_id'],
    refused: LIST_REFUSED,
    notes: { ...LIST_NOTES, enrollment_term_id: "A term's id; Canvas's sis_term_id: form finds no term here (404)." },
  },
];

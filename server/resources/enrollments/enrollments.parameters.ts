import type { EndpointParameters } from '../../canvas/parameter-table';

/** enrollments_api_controller#create (app/controllers/enrollments_api_controller.rb), course and section forms. */
export const enrollmentParameters: EndpointParameters[] = [
  {
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
  },
];

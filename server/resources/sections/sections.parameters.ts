import type { EndpointParameters } from '../../canvas/parameter-table';

/** sections_controller (app/controllers/sections_controller.rb). */
export const sectionParameters: EndpointParameters[] = [
  {
    routes: ['GET /courses/:course_id/sections'],
    canvas: 'sections_controller#index',
    honored: ['include[]=total_students', 'search_term'],
    refused: ['include[]=students', 'include[]=avatar_url', 'include[]=enrollments', 'include[]=passback_status', 'include[]=permissions'],
    extensions: ['all'],
    notes: { 'include[]=students': 'Read the roster from /courses/:course_id/users with enrollment_type[] instead.' },
  },
  {
    routes: ['POST /courses/:course_id/sections'],
    canvas: 'sections_controller#create',
    honored: [
      'course_section',
      'course_section[name]',
      'course_section[start_at]',
      'course_section[end_at]',
      'course_section[restrict_enrollments_to_section_dates]',
    ],
    refused: ['course_section[sis_section_id]', 'course_section[integration_id]', 'enable_sis_reactivation'],
    notes: {
      course_section: 'Listed whole so that a course_section that is not a hash reaches the handler and is answered 400; unlisted keys inside it are dropped, as Canvas\'s strong parameters drop them.',
      'course_section[sis_section_id]': 'Lectern does not store SIS ids for sections.',
    },
  },
];

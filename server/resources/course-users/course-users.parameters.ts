import type { EndpointParameters } from '../../canvas/parameter-table';

const USER_INCLUDES = [
  'include[]=enrollments',
  'include[]=locked',
  'include[]=avatar_url',
  'include[]=test_student',
  'include[]=bio',
  'include[]=custom_links',
  'include[]=uuid',
  'include[]=inactive_enrollments',
  'include[]=email',
  'include[]=sis_user_id',
  'include[]=last_login',
];

const GRADING_PERIOD_NOTE = 'Lectern computes no per-grading-period scores for enrollments.';

/** courses_controller#users, #user, #recent_students and #content_share_users (app/controllers/courses_controller.rb). */
export const courseUserParameters: EndpointParameters[] = [
  {
    routes: ['GET /courses/:course_id/users', 'GET /courses/:course_id/search_users'],
    canvas: 'courses_controller#users',
    honored: [
      'search_term',
      'sort',
      'enrollment_type[]',
      'enrollment_role',
      'enrollment_role_id',
      'enrollment_state[]',
      'user_id',
      'user_ids[]',
      'include_inactive',
      ...USER_INCLUDES,
    ],
    refused: ['include[]=current_grading_period_scores'],
    notes: {
      'include[]=current_grading_period_scores': GRADING_PERIOD_NOTE,
      include_inactive: 'Read by Canvas for admins though not in its @argument list; Lectern does the same.',
    },
  },
  {
    routes: ['GET /courses/:course_id/users/:user_id'],
    canvas: 'courses_controller#user',
    honored: USER_INCLUDES,
    refused: ['include[]=current_grading_period_scores'],
    notes: { 'include[]=current_grading_period_scores': GRADING_PERIOD_NOTE },
  },
  { routes: ['GET /courses/:course_id/recent_students'], canvas: 'courses_controller#recent_students', honored: [], refused: [] },
  { routes: ['GET /courses/:course_id/content_share_users'], canvas: 'courses_controller#content_share_users', honored: ['search_term'], refused: [] },
];

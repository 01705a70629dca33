import type { EndpointParameters } from '../../canvas/parameter-table';
import { COURSE_SETTING_KEYS } from './course-settings';

/** The include[] values CoursesController#index and #user_index document, split by what this server does. */
const LIST_INCLUDES_HONORED = [
  'needs_grading_count', 'syllabus_body', 'public_description', 'term', 'account', 'sections', 'storage_quota_used_mb',
  'total_students', 'favorites', 'teachers', 'course_image', 'banner_image', 'concluded', 'total_scores',
].map((name) => `include[]=${name}`);
const LIST_INCLUDES_REFUSED = [
  'current_grading_period_scores', 'grading_periods', 'course_progress', 'passback_status', 'observed_users', 'tabs',
].map((name) => `include[]=${name}`);

const INCLUDE_NOTES: Record<string, string> = {
  'include[]=total_scores': "The caller's student enrollments get computed_* scores and grades, computed when read; none while the course hides final grades.",
  'include[]=current_grading_period_scores': 'Lectern has no grading periods.',
  'include[]=grading_periods': 'Lectern has no grading periods.',
  'include[]=course_progress': 'Lectern has no modules, so no module progress.',
  'include[]=passback_status': 'Lectern runs no grade passback.',
  'include[]=observed_users': "Observers' observees are not added to the enrollments.",
  'include[]=tabs': 'The tabs are served by GET /courses/:course_id/tabs.',
  'include[]=lti_context_id': 'Lectern keeps no LTI context ids.',
  'include[]=favorites': 'Lectern keeps no favorites: every course says is_favorite false.',
  'include[]=banner_image': 'Lectern keeps no banner images: banner_image_download_url is null.',
};

/** The shared notes that concern a row's own names: a note may only speak of a name its row lists. */
const notesFor = (names: string[], notes: Record<string, string>) =>
  Object.fromEntries(Object.entries(notes).filter(([name]) => names.includes(name)));

const LIST_FILTERS = ['enrollment_type', 'enrollment_role', 'enrollment_state', 'exclude_blueprint_courses', 'state[]'];

/** course[...] keys CoursesController#create documents, plus those its course_params reads that this server applies. */
const CREATE_KEYS = [
  'name', 'course_code', 'start_at', 'end_at', 'license', 'is_public', 'is_public_to_auth_users', 'public_syllabus',
  'public_syllabus_to_auth', 'public_description', 'allow_student_wiki_edits', 'allow_wiki_comments',
  'allow_student_forum_attachments', 'open_enrollment', 'self_enrollment', 'restrict_enrollments_to_course_dates', 'term_id',
  'sis_course_id', 'integration_id', 'hide_final_grades', 'apply_assignment_group_weights', 'time_zone', 'default_view',
  'syllabus_body', 'grading_standard_id', 'grade_passback_setting', 'course_format',
  // Read by Canvas's course_params though not in the @argument list.
  'conclude_at', 'enrollment_term_id', 'account_id', 'group_weighting_scheme', 'storage_quota_mb', 'blueprint', 'template',
  'syllabus_course_summary', 'homeroom_course', 'course_color', 'friendly_name', 'default_due_time', 'lock_all_announcements',
  'usage_rights_required', 'enable_course_paces', 'conditional_release', 'sync_enrollments_from_homeroom', 'homeroom_course_id',
].map((key) => `course[${key}]`);

const UPDATE_KEYS = [
  ...CREATE_KEYS, 'course[event]', 'course[image_url]', 'course[image_id]', 'course[remove_image]', 'course[remove_banner_image]',
];

const COURSE_KEY_NOTES: Record<string, string> = {
  'course[sis_course_id]': 'Applied for account admins (SIS rights); ignored for others, as Canvas ignores it without manage_sis.',
  'course[integration_id]': 'Applied for account admins (SIS rights); ignored for others.',
  'course[grading_standard_id]': "Must name a standard of the course or of an account above it; another id is ignored, a blank one clears it.",
  'course[image_url]': 'Refused with 400 when sent together with course[image_id], as Canvas refuses it.',
  'course[remove_banner_image]': 'Lectern keeps no banner images, so there is never one to remove.',
};

/** Show "accepts the same include[] parameters as the list action plus" its own, so the list's refusals hold here too. */
const SHOW_REFUSED = [...LIST_INCLUDES_REFUSED, 'include[]=lti_context_id'];
const INCLUDE_NOTES_SHOW = notesFor([...LIST_INCLUDES_HONORED, ...SHOW_REFUSED], INCLUDE_NOTES);

/** app/controllers/courses_controller.rb, accounts_controller.rb#courses_api. */
export const courseParameters: EndpointParameters[] = [
  {
    routes: ['GET /courses'],
    canvas: 'courses_controller#index',
    honored: [...LIST_FILTERS, ...LIST_INCLUDES_HONORED],
    refused: ['enrollment_role_id', ...LIST_INCLUDES_REFUSED],
    extensions: ['sort', 'order'],
    notes: {
      ...notesFor([...LIST_INCLUDES_HONORED, ...LIST_INCLUDES_REFUSED], INCLUDE_NOTES),
      enrollment_role_id: 'Lectern has only the built-in roles; filter with enrollment_type.',
    },
  },
  {
    routes: ['GET /users/:user_id/courses'],
    canvas: 'courses_controller#user_index',
    // Canvas's user_index reads the same filters as index (courses_for_user), though it documents fewer of them.
    honored: [...LIST_FILTERS, ...LIST_INCLUDES_HONORED],
    refused: ['homeroom', 'enrollment_role_id', ...LIST_INCLUDES_REFUSED],
    extensions: ['sort', 'order'],
    notes: {
      ...notesFor([...LIST_INCLUDES_HONORED, ...LIST_INCLUDES_REFUSED], INCLUDE_NOTES),
      homeroom: 'Lectern has no homeroom courses.',
      enrollment_role_id: 'Lectern has only the built-in roles; filter with enrollment_type.',
    },
  },
  {
    routes: ['GET /courses/:id', 'GET /accounts/:account_id/courses/:id'],
    canvas: 'courses_controller#show',
    honored: [
      ...LIST_INCLUDES_HONORED, 'include[]=all_courses', 'include[]=permissions', 'teacher_limit',
    ],
    refused: SHOW_REFUSED,
    notes: INCLUDE_NOTES_SHOW,
  },
  {
    routes: ['POST /accounts/:account_id/courses'],
    canvas: 'courses_controller#create',
    honored: [...CREATE_KEYS, 'offer', 'enroll_me'],
    refused: ['enable_sis_reactivation'],
    notes: { ...notesFor(CREATE_KEYS, COURSE_KEY_NOTES), enable_sis_reactivation: 'Lectern runs no SIS imports, so there is no SIS course to reactivate.' },
  },
  {
    routes: ['PUT /courses/:id'],
    canvas: 'courses_controller#update',
    honored: [...UPDATE_KEYS, 'offer', 'override_sis_stickiness'],
    refused: ['course[blueprint_restrictions]', 'course[use_blueprint_restrictions_by_object_type]', 'course[blueprint_restrictions_by_object_type]'],
    notes: {
      ...COURSE_KEY_NOTES,
      override_sis_stickiness: 'Lectern runs no SIS imports, so no field is sticky and every change applies either way.',
      'course[blueprint_restrictions]': 'Lectern keeps no blueprint restrictions.',
    },
  },
  {
    routes: ['DELETE /courses/:id'],
    canvas: 'courses_controller#destroy',
    honored: ['event'],
    refused: [],
  },
  {
    routes: ['POST /courses/:course_id/reset_content'],
    canvas: 'courses_controller#reset_content',
    honored: [],
    refused: [],
  },
  {
    routes: ['GET /courses/:course_id/settings'],
    canvas: 'courses_controller#api_settings',
    honored: [],
    refused: [],
  },
  {
    routes: ['PUT /courses/:course_id/settings'],
    canvas: 'courses_controller#update_settings',
    honored: COURSE_SETTING_KEYS,
    refused: [],
  },
  {
    routes: ['GET /courses/:course_id/permissions'],
    canvas: 'courses_controller#permissions',
    honored: ['permissions[]'],
    refused: [],
  },
  {
    routes: ['POST /courses/:course_id/preview_html'],
    canvas: 'courses_controller#preview_html',
    honored: ['html'],
    refused: [],
  },
  {
    routes: ['GET /accounts/:account_id/courses'],
    canvas: 'accounts_controller#courses_api',
    honored: [
      'with_enrollments', 'enrollment_type[]', 'published', 'completed', 'blueprint', 'by_teachers[]', 'by_subaccounts[]',
      'hide_enrollmentless_courses', 'state[]', 'enrollment_term_id', 'search_term', 'sort', 'order', 'search_by', 'public',
      'starts_before', 'ends_after',
      ...['syllabus_body', 'term', 'storage_quota_used_mb', 'total_students', 'teachers', 'concluded'].map((name) => `include[]=${name}`),
    ],
    refused: [
      'blueprint_associated', 'homeroom', 'include[]=course_progress', 'include[]=account_name',
    ],
    notes: {
      blueprint_associated: 'Lectern keeps no blueprint associations.',
      homeroom: 'Lectern has no homeroom courses.',
      'include[]=course_progress': 'Lectern has no modules, so no module progress.',
      'include[]=account_name': 'Not served yet.',
    },
  },
];

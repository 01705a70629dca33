import type { EndpointParameters } from '../../canvas/parameter-table';

/** Canvas's group_json also reads these include[] values (lib/api/v1/group.rb), though the actions document only tabs/permissions. */
const GROUP_INCLUDES = ['include[]=users', 'include[]=group_category', 'include[]=html_url'];
const GROUP_REFUSED = ['include[]=tabs', 'include[]=permissions'];
const GROUP_NOTES = { 'include[]=tabs': 'Read a group\'s tabs from /groups/:group_id/tabs.', 'include[]=permissions': 'Lectern does not report per-group permissions.' };
const CATEGORY_INCLUDES = ['includes[]=groups_count', 'includes[]=unassigned_users_count'];

/** groups_controller and group_categories_controller (app/controllers/groups_controller.rb, group_categories_controller.rb). */
export const groupParameters: EndpointParameters[] = [
  {
    routes: ['GET /courses/:course_id/groups'],
    canvas: 'groups_controller#context_index',
    honored: ['only_own_groups', ...GROUP_INCLUDES],
    refused: ['collaboration_state', ...GROUP_REFUSED],
    notes: { ...GROUP_NOTES, collaboration_state: 'Lectern has only collaborative groups.' },
  },
  {
    routes: ['GET /users/self/groups'],
    canvas: 'groups_controller#index',
    honored: ['context_type', ...GROUP_INCLUDES],
    refused: GROUP_REFUSED,
    notes: GROUP_NOTES,
  },
  { routes: ['GET /groups/:group_id'], canvas: 'groups_controller#show', honored: GROUP_INCLUDES, refused: GROUP_REFUSED, notes: GROUP_NOTES },
  {
    routes: ['GET /groups/:group_id/users'],
    canvas: 'groups_controller#users',
    honored: ['search_term', 'exclude_inactive', 'include[]=avatar_url', 'include[]=email'],
    refused: [],
  },
  {
    routes: ['POST /group_categories/:group_category_id/groups'],
    canvas: 'groups_controller#create',
    honored: ['name', 'description', 'join_level', 'storage_quota_mb'],
    refused: ['is_public', 'sis_group_id'],
    notes: {
      is_public: 'Lectern groups belong to a course and are never public.',
      storage_quota_mb: 'Applied only for callers who may manage storage quotas, as Canvas does.',
    },
  },
  { routes: ['POST /groups/:group_id/memberships'], canvas: 'group_memberships_controller#create', honored: ['user_id'], refused: [] },
  {
    routes: ['GET /courses/:course_id/group_categories'],
    canvas: 'group_categories_controller#index',
    honored: ['collaboration_state', ...CATEGORY_INCLUDES],
    refused: [],
  },
  { routes: ['GET /group_categories/:group_category_id'], canvas: 'group_categories_controller#show', honored: CATEGORY_INCLUDES, refused: [] },
  { routes: ['GET /group_categories/:group_category_id/groups'], canvas: 'group_categories_controller#groups', honored: [], refused: [] },
  {
    routes: ['POST /courses/:course_id/group_categories'],
    canvas: 'group_categories_controller#create',
    honored: ['name', 'self_signup', 'auto_leader', 'group_limit', 'enable_self_signup', 'restrict_self_signup'],
    refused: ['sis_group_category_id', 'create_group_count', 'split_group_count'],
    notes: {
      create_group_count: 'Create the groups one by one with POST /group_categories/:group_category_id/groups.',
      enable_self_signup: 'The older form Canvas still reads (GroupCategories::Params).',
    },
  },
];

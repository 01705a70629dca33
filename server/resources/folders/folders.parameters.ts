import type { EndpointParameters } from '../../canvas/parameter-table';

const OWNERS = ['courses/:course_id', 'groups/:group_id', 'users/:user_id'];
const each = (method: string, suffix: string, owners = OWNERS) => owners.map((owner) => `${method} /${owner}${suffix}`);
const SETTINGS = ['name', 'parent_folder_id', 'lock_at', 'unlock_at', 'locked', 'hidden', 'position'];

/** canvas-lms app/controllers/folders_controller.rb. */
export const folderParameters: EndpointParameters[] = [
  {
    routes: [...each('GET', '/folders'), 'GET /folders/:id/folders'],
    canvas: 'folders_controller#list_all_folders, folders_controller#api_index',
    honored: ['sort_by', 'search_term'],
    refused: [],
    notes: { sort_by: 'Only position changes the order (by name otherwise), as in folders_controller.rb.' },
  },
  {
    routes: ['GET /folders/:id/all'],
    canvas: 'folders_controller#list_folders_and_files',
    honored: [],
    refused: [],
  },
  {
    routes: ['GET /folders/:id', ...each('GET', '/folders/:id')],
    canvas: 'folders_controller#show',
    honored: [],
    refused: [],
  },
  {
    routes: [...each('GET', '/folders/by_path'), ...each('GET', '/folders/by_path/:full_path{.+}')],
    canvas: 'folders_controller#resolve_path',
    honored: [],
    refused: [],
  },
  {
    routes: [...each('GET', '/folders/media', ['courses/:course_id', 'groups/:group_id'])],
    canvas: 'folders_controller#media_folder',
    honored: [],
    refused: [],
  },
  {
    routes: [...each('POST', '/folders'), 'POST /folders/:folder_id/folders'],
    canvas: 'folders_controller#create',
    honored: [...SETTINGS, 'parent_folder_path'],
    refused: [],
  },
  {
    routes: ['PUT /folders/:id'],
    canvas: 'folders_controller#update',
    honored: SETTINGS,
    refused: [],
  },
  {
    routes: ['DELETE /folders/:id'],
    canvas: 'folders_controller#api_destroy',
    honored: ['force'],
    refused: [],
  },
  {
    routes: ['POST /folders/:dest_folder_id/copy_folder'],
    canvas: 'folders_controller#copy_folder',
    honored: ['source_folder_id'],
    refused: [],
  },
];

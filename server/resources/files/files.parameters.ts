import type { EndpointParameters } from '../../canvas/parameter-table';

const OWNERS = ['courses/:course_id', 'groups/:group_id', 'users/:user_id'];
const each = (method: string, suffix: string) => OWNERS.map((owner) => `${method} /${owner}${suffix}`);

/** canvas-lms app/controllers/files_controller.rb, usage_rights_controller.rb and lib/api/v1/attachment.rb (preflight). */
export const fileParameters: EndpointParameters[] = [
  {
    routes: [...each('GET', '/files'), 'GET /folders/:id/files'],
    canvas: 'files_controller#api_index',
    honored: [
      'content_types[]',
      'exclude_content_types[]',
      'search_term',
      'include[]=user',
      'include[]=usage_rights',
      'only[]=names',
      'sort',
      'order',
      'sort_by',
    ],
    refused: [],
    notes: { sort_by: 'The older name files_controller.rb still reads in place of sort.' },
  },
  {
    routes: ['GET /files/:id', ...each('GET', '/files/:id')],
    canvas: 'files_controller#api_show',
    honored: ['include[]=user', 'include[]=usage_rights'],
    refused: ['include[]=enhanced_preview_url', 'replacement_chain_context_type', 'replacement_chain_context_id'],
    notes: {
      'include[]=enhanced_preview_url': 'Lectern renders no previews.',
      replacement_chain_context_type: 'An overwritten file keeps its id in Lectern, so there is no replacement chain to follow.',
      replacement_chain_context_id: 'An overwritten file keeps its id in Lectern, so there is no replacement chain to follow.',
    },
  },
  {
    routes: ['PUT /files/:id'],
    canvas: 'files_controller#api_update',
    honored: ['name', 'parent_folder_id', 'on_duplicate', 'lock_at', 'unlock_at', 'locked', 'hidden', 'visibility_level'],
    refused: [],
    notes: {
      visibility_level: 'Course files only. institution and public open the file to everyone signed in (Lectern has no anonymous reading); inherit and context keep it to course members (decision 0067).',
    },
  },
  {
    routes: ['DELETE /files/:id'],
    canvas: 'files_controller#destroy',
    honored: [],
    refused: ['replace'],
    notes: { replace: 'Replacing a file\'s bytes with a placeholder is an administrator tool Lectern does not offer.' },
  },
  {
    routes: ['POST /folders/:dest_folder_id/copy_file'],
    canvas: 'folders_controller#copy_file',
    honored: ['source_file_id', 'on_duplicate', 'name'],
    refused: [],
  },
  {
    routes: [...each('GET', '/files/quota')],
    canvas: 'files_controller#api_quota',
    honored: [],
    refused: [],
  },
  {
    routes: [...each('GET', '/content_licenses')],
    canvas: 'usage_rights_controller#licenses',
    honored: [],
    refused: [],
  },
  {
    routes: [...each('PUT', '/usage_rights')],
    canvas: 'usage_rights_controller#set_usage_rights',
    honored: [
      'file_ids[]',
      'folder_ids[]',
      'publish',
      'usage_rights[use_justification]',
      'usage_rights[legal_copyright]',
      'usage_rights[license]',
    ],
    refused: [],
  },
  {
    routes: [...each('DELETE', '/usage_rights')],
    canvas: 'usage_rights_controller#remove_usage_rights',
    honored: ['file_ids[]', 'folder_ids[]'],
    refused: [],
  },
  {
    routes: ['GET /files/:id/public_url'],
    canvas: 'files_controller#public_url',
    honored: [],
    refused: ['submission_id'],
    notes: { submission_id: 'Lectern grants download through the file itself; access by way of a submission is not modelled.' },
  },
  {
    routes: [...each('POST', '/files'), 'POST /folders/:folder_id/files'],
    canvas: 'files_controller#create_file (lib/api/v1/attachment.rb api_attachment_preflight)',
    honored: [
      'name',
      'filename',
      'size',
      'content_type',
      'parent_folder_id',
      'parent_folder_path',
      'folder',
      'on_duplicate',
      'success_include[]=user',
      'success_include[]=usage_rights',
      'success_include[]=preview_url',
      'no_redirect',
    ],
    refused: ['url'],
    notes: {
      filename: 'The alias of name that api_attachment_preflight also reads.',
      folder: 'The deprecated alias of parent_folder_path that api_attachment_preflight also reads.',
      'success_include[]=preview_url': 'Answered null: Lectern renders no previews.',
      url: 'Lectern does not fetch files from URLs; upload the bytes instead.',
    },
  },
  {
    routes: ['GET /files/:id/create_success', 'POST /files/:id/create_success'],
    canvas: 'files_controller#api_create_success',
    honored: ['uuid', 'on_duplicate', 'include[]=user', 'include[]=usage_rights', 'include[]=preview_url'],
    refused: [],
    notes: { uuid: 'The success URL the preflight handed out carries these; the uuid alone authenticates the confirm.' },
  },
];

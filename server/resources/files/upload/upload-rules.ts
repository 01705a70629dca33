import { badRequest } from '../../../canvas/errors';
import type { OnDuplicate } from '../duplicate-names';

/** Canvas's local-storage upload URL (api_v1_files_create_url): outside /api/v1, reached without the API token. */
export const UPLOAD_PATH = '/files_api';

/** §3.3's 409 when on_duplicate=error meets a same-named file. */
export const fileExists = () => badRequest("file already exists; use on_duplicate='overwrite' or 'rename'", 409);

/** validate_on_duplicate, with the `error` mode of docs/canvas-contract.md §3.3: absent or blank is overwrite. */
export function onDuplicateParam(value: unknown): OnDuplicate {
  if (value === undefined || value === null || value === '') return 'overwrite';
  if (value === 'overwrite' || value === 'rename' || value === 'error') return value;
  throw badRequest('invalid on_duplicate option');
}

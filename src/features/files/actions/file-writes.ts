import { canvasFetch } from '@/api/http/canvas-fetch';
import { fetchAllPages } from '@/api/http/paginated';
import { fileSchema, type CanvasFile } from '@/api/schemas/file';
import { folderSchema, type CanvasFolder } from '@/api/schemas/folder';

/** DELETE /files/:id (§3.5): answers the file as it was. */
export async function deleteFile(id: number): Promise<CanvasFile> {
  const { data } = await canvasFetch(`/api/v1/files/${id}`, { method: 'DELETE', schema: fileSchema });
  return data;
}

/** DELETE /folders/:id (§3.13). `force` must be the string "true" (§1.3), so it goes in the query, not JSON. */
export async function deleteFolder(id: number, force: boolean): Promise<CanvasFolder> {
  const { data } = await canvasFetch(`/api/v1/folders/${id}`, {
    method: 'DELETE',
    params: force ? { force: 'true' } : undefined,
    schema: folderSchema,
  });
  return data;
}

/** POST /folders/:dest/copy_file (§3.6): the new file; a name clash is a 409 unless on_duplicate says otherwise. */
export async function copyFile(destinationId: number, sourceFileId: number, onDuplicate?: 'rename'): Promise<CanvasFile> {
  const { data } = await canvasFetch(`/api/v1/folders/${destinationId}/copy_file`, {
    method: 'POST',
    body: { source_file_id: sourceFileId, ...(onDuplicate ? { on_duplicate: onDuplicate } : {}) },
    schema: fileSchema,
  });
  return data;
}

/** POST /folders/:dest/copy_folder (§3.14): a deep copy, renamed by the server when the name is taken. */
export async function copyFolder(destinationId: number, sourceFolderId: number): Promise<CanvasFolder> {
  const { data } = await canvasFetch(`/api/v1/folders/${destinationId}/copy_folder`, {
    method: 'POST',
    body: { source_folder_id: sourceFolderId },
    schema: folderSchema,
  });
  return data;
}

/** Every file of a folder (all pages), for a zip download. */
export function fetchFolderFiles(folderId: number, signal?: AbortSignal): Promise<CanvasFile[]> {
  return fetchAllPages(`/api/v1/folders/${folderId}/files`, { schema: fileSchema, signal });
}

/** Every subfolder of a folder (all pages). */
export function fetchSubfolders(folderId: number, signal?: AbortSignal): Promise<CanvasFolder[]> {
  return fetchAllPages(`/api/v1/folders/${folderId}/folders`, { schema: folderSchema, signal });
}

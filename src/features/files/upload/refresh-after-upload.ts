import type { QueryClient } from '@tanstack/react-query';
import { addCachedFile, fileKeys } from '@/api/files';
import { folderKeys, refreshFolderContents } from '@/api/folders';
import type { CanvasFile } from '@/api/schemas/file';
import type { UploadItem } from './upload-queue';

/**
 * A landed file joins its folder's cached lists from the upload's answer (no refetch of the folder); the owner's
 * quota and searches refetch. A file of a dropped folder may also have created folders, so then the target's
 * subfolders and the owner's tree (by_path, flat) refetch too.
 */
export function refreshAfterUpload(queryClient: QueryClient, item: UploadItem, file: CanvasFile): Promise<unknown> {
  const { owner, folder } = item.target;
  addCachedFile(queryClient, file);
  const work: Promise<unknown>[] = [
    queryClient.invalidateQueries({ queryKey: fileKeys.quota(owner) }),
    queryClient.invalidateQueries({ queryKey: fileKeys.searches(owner) }),
  ];
  if (item.folderPath) {
    work.push(refreshFolderContents(queryClient, folder.id));
    if (typeof file.folder_id === 'string') work.push(refreshFolderContents(queryClient, file.folder_id));
    work.push(queryClient.invalidateQueries({ queryKey: folderKeys.owner(owner) }));
  }
  return Promise.all(work);
}

import type { QueryClient } from '@tanstack/react-query';
import { fileKeys } from '@/api/files';
import { folderKeys, refreshFolderContents } from '@/api/folders';
import type { CanvasFile } from '@/api/schemas/file';
import type { UploadItem } from './upload-queue';

/**
 * A landed file changes its folder's lists, the owner's quota and searches; a file of a dropped folder may
 * also have created folders, so the target's subfolders and the owner's tree (by_path, flat) refetch too.
 */
export function refreshAfterUpload(queryClient: QueryClient, item: UploadItem, file: CanvasFile): Promise<unknown> {
  const { owner, folder } = item.target;
  const work: Promise<unknown>[] = [
    refreshFolderContents(queryClient, folder.id),
    queryClient.invalidateQueries({ queryKey: fileKeys.quota(owner) }),
    queryClient.invalidateQueries({ queryKey: fileKeys.searches(owner) }),
  ];
  if (item.folderPath) {
    if (typeof file.folder_id === 'number') work.push(refreshFolderContents(queryClient, file.folder_id));
    work.push(queryClient.invalidateQueries({ queryKey: folderKeys.owner(owner) }));
  }
  return Promise.all(work);
}

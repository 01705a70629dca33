import type { QueryClient } from '@tanstack/react-query';
import { copyFile, deleteFile, fileKeys, putFile, removeCachedFile, updateCachedFile } from '@/api/files';
import { copyFolder, deleteFolder, folderKeys, putFolder, refreshFolderContents, removeCachedFolder, updateCachedFolder } from '@/api/folders';
import type { CanvasFolder } from '@/api/schemas/folder';
import type { BrowserItem, FilesOwner } from '../files-owner';
import type { BulkWork } from './bulk-job';
import type { CanvasId } from '@/api/schemas/ids';

/** The name a person knows an item by. */
export const itemLabel = (item: BrowserItem): string => (item.kind === 'file' ? item.file.display_name : item.folder.name);

/** The folder an item sits in (its lists refresh after it changes). */
const parentOf = (item: BrowserItem): CanvasId | null | undefined => (item.kind === 'file' ? item.file.folder_id : item.folder.parent_folder_id);

/**
 * The per-item work of each bulk action, keeping the cached lists in step: delete and move take the row out at
 * once; a failure refetches the lists it was taken from, which puts it back (the server still has it); every
 * item, done or failed, refreshes the folders it touched so counts, order and quota are the server's.
 */
export function itemOperations(queryClient: QueryClient, owner: FilesOwner) {
  const settle = (folderIds: readonly (CanvasId | null | undefined)[]) =>
    Promise.all([
      ...folderIds.flatMap((id) => (id == null ? [] : [refreshFolderContents(queryClient, id)])),
      queryClient.invalidateQueries({ queryKey: fileKeys.owner(owner) }),
      queryClient.invalidateQueries({ queryKey: folderKeys.owner(owner) }),
    ]);

  /** Runs `write` after `optimistic`; on failure the lists refetch (the rollback), then the error goes on. */
  const withRefresh = async (folderIds: (CanvasId | null | undefined)[], write: () => Promise<unknown>, optimistic?: () => void) => {
    // No cancelQueries: with several items in flight it would cancel the refetches earlier items started, leaving
    // lists stale; a refetch that lands on top of an optimistic change is corrected by this item's own refresh.
    optimistic?.();
    try {
      await write();
    } finally {
      await settle(folderIds);
    }
  };

  const remove: BulkWork<BrowserItem> = (item) =>
    withRefresh(
      [parentOf(item)],
      // A folder's contents were named in the confirmation, so force (the string "true", §3.13) is sent.
      () => (item.kind === 'file' ? deleteFile(item.file.id) : deleteFolder(item.folder.id, true)),
      () => (item.kind === 'file' ? removeCachedFile(queryClient, item.file.id) : removeCachedFolder(queryClient, item.folder.id)),
    );

  const move =
    (destination: CanvasFolder): BulkWork<BrowserItem> =>
    (item, { keepBoth }) =>
      withRefresh(
        [parentOf(item), destination.id],
        () =>
          item.kind === 'file'
            ? putFile(item.file.id, { parent_folder_id: destination.id, ...(keepBoth ? { on_duplicate: 'rename' as const } : {}) })
            : putFolder(item.folder.id, { parent_folder_id: destination.id }),
        () =>
          item.kind === 'file'
            ? updateCachedFile(queryClient, item.file.id, (file) => ({ ...file, folder_id: destination.id }))
            : updateCachedFolder(queryClient, item.folder.id, (folder) => ({ ...folder, parent_folder_id: destination.id })),
      );

  const copy =
    (destination: CanvasFolder): BulkWork<BrowserItem> =>
    (item, { keepBoth }) =>
      withRefresh([destination.id], () =>
        item.kind === 'file' ? copyFile(destination.id, item.file.id, keepBoth ? 'rename' : undefined) : copyFolder(destination.id, item.folder.id),
      );

  /** Publish / unpublish (locked) and hide / unhide (hidden), shown at once in the lists. */
  const setState =
    (changes: { locked?: boolean; hidden?: boolean }): BulkWork<BrowserItem> =>
    (item) =>
      withRefresh(
        [parentOf(item)],
        () => (item.kind === 'file' ? putFile(item.file.id, changes) : putFolder(item.folder.id, changes)),
        () =>
          item.kind === 'file'
            ? updateCachedFile(queryClient, item.file.id, (file) => ({ ...file, ...changes }))
            : updateCachedFolder(queryClient, item.folder.id, (folder) => ({ ...folder, ...changes })),
      );

  return { remove, move, copy, setState };
}

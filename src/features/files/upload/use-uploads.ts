import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  fetchFolderFileNames,
  fetchUploadQuota,
  isNameClash,
  isQuotaError,
  preflightUpload,
  sendUpload,
  type UploadDestination,
} from '@/api/file-uploads';
import { folderSegments } from '@/api/folders';
import { describeError } from '@/api/http/describe-error';
import { ClashPrompt } from './clash-prompt';
import type { PickedFile } from './dropped-files';
import { batchTooLargeMessage, fileTooLargeMessage, quotaSize, spaceLeft, summaryMessage } from './upload-messages';
import { UploadQueue } from './upload-queue';
import { refreshAfterUpload } from './refresh-after-upload';
import type { UploadTarget } from './upload-target';

/** Files of a dropped folder go by path (the server creates missing folders); the rest by the folder's id. */
export function destinationOf(target: UploadTarget, folderPath: string): UploadDestination {
  if (!folderPath) return { folderId: target.folder.id };
  return { owner: target.owner, folderPath: [...folderSegments(target.folder), folderPath].join('/') };
}

const contentTypeOf = (file: File) => file.type || 'application/octet-stream';

/**
 * One queue and one clash prompt for the whole app, like the toast queue: the browser remounts its UploadArea on
 * every folder change, and an upload started in one folder must go on (and stay in the panel) while the user
 * opens another. Closing the tab ends them; the server never lists an unconfirmed upload (§3.3).
 */
export const uploadQueue = new UploadQueue();
const clashPrompt = new ClashPrompt();

/** Upload state and actions for one UploadArea: the queue, the clash prompt, the announcements. */
export function useUploads(target: UploadTarget) {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const queue = uploadQueue;
  const { ask } = clashPrompt;
  useEffect(() => {
    queue.configure({
      upload: async (item, onProgress, signal) => {
        const { file } = item;
        const request = { name: file.name, size: file.size, contentType: contentTypeOf(file), onDuplicate: item.onDuplicate };
        const ticket = await preflightUpload(destinationOf(item.target, item.folderPath), request, signal);
        return sendUpload(ticket, file, file.name, { signal, onProgress: ({ loaded }) => onProgress(loaded) });
      },
      isNameClash,
      resolveClash: (item) => ask(item.file.name, item.folderPath || item.target.folder.name),
      describeFailure: async (error, item) => {
        if (!isQuotaError(error)) return describeError(error).message;
        const quota = await fetchUploadQuota(item.target.owner).catch(() => null);
        return fileTooLargeMessage(item.file.size, quota ? spaceLeft(quota) : null);
      },
      onLanded: (item, file) => {
        setAnnouncement(`${file.display_name} uploaded`);
        void refreshAfterUpload(queryClient, item, file);
      },
      onIdle: (items) => setAnnouncement(summaryMessage(items)),
    });
  }, [queue, ask, queryClient]);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);

  /** Quota first, then the names already in the folder; only then does anything go over the wire. */
  const start = useCallback(
    async (picked: readonly PickedFile[]) => {
      if (picked.length === 0) return;
      setNotice(null);
      clashPrompt.reset();
      const { owner, folder } = target;
      const quota = await fetchUploadQuota(owner).catch(() => null);
      const needed = picked.reduce((sum, { file }) => sum + quotaSize(file.size), 0);
      if (quota && needed > spaceLeft(quota)) {
        setNotice(batchTooLargeMessage(picked.map(({ file }) => file), spaceLeft(quota)));
        return;
      }
      const existing = await fetchFolderFileNames(folder.id).catch(() => new Set<string>());
      const clashes = picked.filter(({ file, folderPath }) => !folderPath && existing.has(file.name));
      const entries = [];
      for (const entry of picked) {
        const index = clashes.indexOf(entry);
        if (index < 0) {
          entries.push({ ...entry, target, onDuplicate: 'error' as const });
          continue;
        }
        const choice = await ask(entry.file.name, folder.name, clashes.length - index - 1);
        entries.push({ ...entry, target, onDuplicate: choice });
      }
      queue.add(entries);
    },
    [ask, queue, target],
  );

  return { items, queue, start, announcement, notice, dismissNotice: () => setNotice(null), clashPrompt };
}

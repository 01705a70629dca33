import { formatFileSize } from '@/lib/file-size';
import type { UploadItem } from './upload-queue';

/** Canvas counts files under 512 bytes as 512 against the quota (Attachment.get_quota, §3.15). */
export const quotaSize = (bytes: number) => Math.max(bytes, 512);

export type QuotaLeft = { quota: number; used: number };

export const spaceLeft = ({ quota, used }: QuotaLeft) => Math.max(quota - used, 0);

/** The batch refusal: names the total and the space left, so the user knows how much to free. */
export function batchTooLargeMessage(files: readonly File[], left: number): string {
  const total = formatFileSize(files.reduce((sum, file) => sum + file.size, 0));
  const what = files.length === 1 ? `This file is ${total}` : `These ${files.length} files total ${total}`;
  return `Not enough space: ${what} and ${formatFileSize(left)} is left. Delete some files or ask for more space.`;
}

/** One file refused for quota by the server (its preflight or confirm step). */
export function fileTooLargeMessage(size: number, left: number | null): string {
  if (left === null) return `Not enough space for this file (${formatFileSize(size)}).`;
  return `Not enough space: this file is ${formatFileSize(size)} and ${formatFileSize(left)} is left.`;
}

export const fileCount = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** The end-of-batch announcement: what landed and what did not. */
export function summaryMessage(items: readonly UploadItem[]): string {
  const count = (status: UploadItem['status']) => items.filter((item) => item.status === status).length;
  const parts = [`${fileCount(count('done'))} uploaded`];
  if (count('failed') > 0) parts.push(`${count('failed')} failed`);
  if (count('skipped') > 0) parts.push(`${count('skipped')} skipped`);
  if (count('cancelled') > 0) parts.push(`${count('cancelled')} cancelled`);
  return `${parts.join(', ')}.`;
}

export function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'queued':
      return 'Queued';
    case 'uploading':
      return `Uploading ${percent(item)}%`;
    case 'done':
      return item.result && item.result.display_name !== item.file.name ? `Done, saved as ${item.result.display_name}` : 'Done';
    case 'skipped':
      return 'Skipped: a file with this name exists';
    case 'cancelled':
      return 'Cancelled';
    case 'failed':
      return `Failed: ${item.error ?? 'unknown error'}`;
  }
}

export function percent(item: UploadItem): number {
  if (item.status === 'done') return 100;
  if (item.file.size === 0) return 0;
  return Math.min(100, Math.round((item.loaded / item.file.size) * 100));
}

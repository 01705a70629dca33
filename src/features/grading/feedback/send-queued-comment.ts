import type { SendProgress } from '@/api/file-uploads';
import type { CanvasFile } from '@/api/schemas/file';
import type { CanvasId } from '@/api/schemas/ids';
import type { CommentEdit } from '@/api/submissions';
import type { CommentFileTarget } from '@/api/submission-comments';
import type { QueuedComment } from './comment-outbox';

/** How a queued comment reaches the server: the app's API calls, or fakes in tests. */
export interface CommentTransport<Answer> {
  upload: (target: CommentFileTarget, file: Blob, name: string, onProgress: (progress: SendProgress) => void) => Promise<CanvasFile>;
  send: (target: CommentFileTarget, comment: CommentEdit & { file_ids: CanvasId[] }) => Promise<Answer>;
}

/**
 * Uploads each file not yet uploaded, keeping its id in the outbox as soon as the server has it (`keep`), then
 * sends the comment with every id. A failure leaves the entry as far as it got, so the next try resumes there.
 */
export async function sendQueuedComment<Answer>(
  entry: QueuedComment,
  transport: CommentTransport<Answer>,
  keep: (entry: QueuedComment) => Promise<void>,
  onProgress: (fraction: number) => void,
): Promise<Answer> {
  const target = { courseId: entry.courseId, assignmentId: entry.assignmentId, userId: entry.userId };
  const total = entry.files.reduce((sum, file) => sum + file.size, 0) || 1;
  let current = entry;
  let done = entry.files.filter((file) => file.uploadedId !== undefined).reduce((sum, file) => sum + file.size, 0);
  onProgress(done / total);
  for (const file of entry.files) {
    if (file.uploadedId !== undefined) continue;
    const blob = new Blob([file.bytes], { type: file.type });
    const uploaded = await transport.upload(target, blob, file.name, ({ loaded }) => onProgress((done + Math.min(loaded, file.size)) / total));
    done += file.size;
    current = { ...current, files: current.files.map((f) => (f.key === file.key ? { ...f, uploadedId: uploaded.id } : f)) };
    await keep(current);
  }
  const fileIds = current.files.flatMap((file) => (file.uploadedId === undefined ? [] : [file.uploadedId]));
  return transport.send(target, {
    text_comment: current.text,
    file_ids: fileIds,
    ...(current.groupComment ? { group_comment: true } : {}),
    ...(current.attempt ? { attempt: current.attempt } : {}),
  });
}

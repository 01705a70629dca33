import type { QueuedComment } from './comment-outbox';
import type { OutboxRunner } from './outbox-runner';
import type { StagedFile } from './staged-files';
import { readBytes } from '@/lib/read-file';

/** What the composer hands over: the comment as it will be queued, with the files still as the grader chose them. */
export type NewFileComment = Omit<QueuedComment, 'id' | 'files' | 'queuedAt'> & { files: readonly StagedFile[] };

/** Reads the files' bytes and writes the comment to the outbox, which sends it as soon as it can. */
export async function queueComment(runner: OutboxRunner, comment: NewFileComment): Promise<void> {
  const files = await Promise.all(
    comment.files.map(async ({ key, file }) => ({ key, name: file.name, type: file.type, size: file.size, bytes: await readBytes(file) })),
  );
  const entry: QueuedComment = { ...comment, id: crypto.randomUUID(), files, queuedAt: new Date().toISOString() };
  await runner.enqueue(entry);
}

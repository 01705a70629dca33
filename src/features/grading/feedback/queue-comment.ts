import type { CanvasId } from '@/api/schemas/ids';
import type { QueuedComment } from './comment-outbox';
import type { OutboxRunner } from './outbox-runner';
import type { StagedFile } from './staged-files';

export interface NewFileComment {
  courseId: CanvasId;
  assignmentId: CanvasId;
  userId: CanvasId;
  text: string;
  groupComment: boolean;
  attempt?: number;
  files: readonly StagedFile[];
}

/** Reads the files' bytes and writes the comment to the outbox, which sends it as soon as it can. */
export async function queueComment(runner: OutboxRunner, comment: NewFileComment): Promise<void> {
  const files = await Promise.all(
    comment.files.map(async ({ key, file }) => ({ key, name: file.name, type: file.type, size: file.size, bytes: await file.arrayBuffer() })),
  );
  const entry: QueuedComment = { ...comment, id: crypto.randomUUID(), files, queuedAt: new Date().toISOString() };
  await runner.enqueue(entry);
}

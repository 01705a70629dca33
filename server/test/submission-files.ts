import { randomUUID } from 'node:crypto';
import { createBlobStore } from '../storage/blob-store';
import type { TestApp } from './test-app';

export type TestFile = { id: number; uuid: string };

/**
 * Stores bytes as a file attached to a submission's attempt, as an upload would: the attachment row in the
 * Submission's context, its bytes in the blob store, and the submission_attachments link.
 */
export function attachFile(
  app: TestApp,
  submissionId: number,
  attempt: number,
  file: { name: string; contentType: string; bytes: string | Uint8Array; userId?: number | null },
): TestFile {
  const blob = createBlobStore(app.dataDir).put(typeof file.bytes === 'string' ? Buffer.from(file.bytes) : file.bytes);
  const uuid = randomUUID().replace(/-/g, '');
  const at = '2026-02-28T10:00:00Z';
  const { lastInsertRowid } = app.db
    .prepare(
      `INSERT INTO attachments (context_type, context_id, user_id, display_name, filename, content_type, size, storage_key, md5, uuid, created_at, updated_at, modified_at)
       VALUES ('Submission', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(submissionId, file.userId ?? null, file.name, encodeURIComponent(file.name), file.contentType, blob.size, blob.storageKey, blob.md5, uuid, at, at, at);
  const id = Number(lastInsertRowid);
  app.db.prepare('INSERT INTO submission_attachments (submission_id, attempt, attachment_id) VALUES (?, ?, ?)').run(submissionId, attempt, id);
  return { id, uuid };
}

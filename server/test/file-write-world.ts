import { existsSync } from 'node:fs';
import { createBlobStore } from '../storage/blob-store';
import type { FileRow } from '../resources/files/file-row';
import { fileReadWorld } from './file-read-world';
import type { TestApp } from './test-app';

/** Gives an attachment row real bytes in the blob store, as an upload would have. Returns its storage key. */
export function storeBytes(app: TestApp, fileId: number, bytes: string | Uint8Array): string {
  const blob = createBlobStore(app.dataDir).put(typeof bytes === 'string' ? Buffer.from(bytes) : bytes);
  app.db.prepare('UPDATE attachments SET storage_key = ?, md5 = ?, size = ? WHERE id = ?').run(blob.storageKey, blob.md5, blob.size, fileId);
  return blob.storageKey;
}

export const fileRow = (app: TestApp, id: number) =>
  app.db.prepare<[number], FileRow>('SELECT * FROM attachments WHERE id = ?').get(id);

export const blobExists = (app: TestApp, storageKey: string) => existsSync(createBlobStore(app.dataDir).path(storageKey));

/** fileReadWorld with bytes behind the course's notes and cells, the group's lab file and the student's own file. */
export function fileWriteWorld() {
  const world = fileReadWorld();
  const { app, files } = world;
  const keys = {
    notes: storeBytes(app, files.notes, 'course notes'),
    cells: storeBytes(app, files.cells, 'png bytes'),
    group: storeBytes(app, world.groupFile, 'group lab'),
    student: storeBytes(app, world.studentFile, 'my own notes'),
  };
  return { ...world, keys };
}

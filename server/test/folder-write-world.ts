import { randomUUID } from 'node:crypto';
import type { Db } from '../canvas/context';
import { createBlobStore } from '../storage/blob-store';
import { CourseWorkData } from './course-work-data';
import { addFolder } from './file-read-world';
import { createTestApp } from './test-app';
import { standardWorld } from './test-data';

type Owner = { type: 'Course' | 'Group' | 'User'; id: number };
const AT = '2026-02-01T10:00:00Z';

/** A file row with real bytes in the blob store, as an upload leaves it. */
export function storedFile(db: Db, dataDir: string, owner: Owner, folderId: number, name: string, text: string, contentType = 'text/plain') {
  const blob = createBlobStore(dataDir).put(Buffer.from(text));
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO attachments (context_type, context_id, folder_id, display_name, filename, content_type, size, storage_key, md5,
         uuid, created_at, updated_at, modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(owner.type, owner.id, folderId, name, name, contentType, blob.size, blob.storageKey, blob.md5, randomUUID().replaceAll('-', ''), AT, AT, AT);
  return { id: Number(lastInsertRowid), storageKey: blob.storageKey };
}

/**
 * Biology 101's files for the write side: course files / Unit 1 holding notes.txt, Readings (a.txt, b.pdf) and a
 * hidden Labs (lab.txt, and Deep with deep.txt); an empty Archive; the group's and the student's roots.
 */
export function folderWriteWorld() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const { db, dataDir } = app;
  const course: Owner = { type: 'Course', id: w.course.id };
  const root = addFolder(db, course, 'course files');
  const unit = addFolder(db, course, 'Unit 1', root);
  const readings = addFolder(db, course, 'Readings', unit);
  const labs = addFolder(db, course, 'Labs', unit, { hidden: true });
  const deep = addFolder(db, course, 'Deep', labs);
  const archive = addFolder(db, course, 'Archive', root);
  const files = {
    notes: storedFile(db, dataDir, course, unit.id, 'notes.txt', 'unit notes'),
    a: storedFile(db, dataDir, course, readings.id, 'a.txt', 'alpha'),
    b: storedFile(db, dataDir, course, readings.id, 'b.pdf', '%PDF-1.4 b', 'application/pdf'),
    lab: storedFile(db, dataDir, course, labs.id, 'lab.txt', 'lab'),
    deep: storedFile(db, dataDir, course, deep.id, 'deep.txt', 'deep'),
  };
  const work = new CourseWorkData(db);
  const groupId = work.group(w.course.id, work.groupCategory(w.course.id), 'Lab A', [w.student]);
  const groupRoot = addFolder(db, { type: 'Group', id: groupId }, 'files');
  const studentRoot = addFolder(db, { type: 'User', id: w.student }, 'my files');
  return { app, ...w, root, unit, readings, labs, deep, archive, files, groupId, groupRoot, studentRoot };
}

/** Every folder and file row, to show a refused write changed nothing. */
export function filesSnapshot(db: Db): string {
  return JSON.stringify([db.prepare('SELECT * FROM folders ORDER BY id').all(), db.prepare('SELECT * FROM attachments ORDER BY id').all()]);
}

/** The caller's view of a folder's subfolder names and file names. */
export async function listing(app: ReturnType<typeof createTestApp>, folderId: number, token: string) {
  const folders = (await app.get(`/api/v1/folders/${folderId}/folders?per_page=100`, token)).body as { name: string }[];
  const files = (await app.get(`/api/v1/folders/${folderId}/files?per_page=100`, token)).body as { display_name: string }[];
  return { folders: folders.map((f) => f.name).sort(), files: files.map((f) => f.display_name).sort() };
}

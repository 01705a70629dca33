import { randomUUID } from 'node:crypto';
import type { Db } from '../canvas/context';
import { CourseWorkData } from './course-work-data';
import { createTestApp } from './test-app';
import { standardWorld } from './test-data';

type Owner = { type: 'Course' | 'Group' | 'User'; id: number };
const AT = '2026-02-01T10:00:00Z';

export function addFolder(db: Db, owner: Owner, name: string, parent?: { id: number; full_name: string }, flags: { locked?: boolean; hidden?: boolean } = {}) {
  const fullName = parent ? `${parent.full_name}/${name}` : name;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO folders (context_type, context_id, parent_folder_id, name, full_name, locked, hidden, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(owner.type, owner.id, parent?.id ?? null, name, fullName, flags.locked ? 1 : 0, flags.hidden ? 1 : 0, AT, AT);
  return { id: Number(lastInsertRowid), full_name: fullName };
}

export type FileSpec = {
  name: string;
  folderId: number;
  contentType?: string;
  size?: number;
  userId?: number | null;
  locked?: boolean;
  hidden?: boolean;
  createdAt?: string;
  lockAt?: string;
  usageRightsId?: number;
};

/** An attachment row (no bytes: the read side never opens them). */
export function addFile(db: Db, owner: Owner, spec: FileSpec): number {
  const at = spec.createdAt ?? AT;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO attachments (context_type, context_id, folder_id, user_id, display_name, filename, content_type, size, uuid,
         locked, hidden, lock_at, usage_rights_id, created_at, updated_at, modified_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      owner.type, owner.id, spec.folderId, spec.userId ?? null, spec.name, encodeURIComponent(spec.name), spec.contentType ?? 'text/plain',
      spec.size ?? 100, randomUUID().replace(/-/g, ''), spec.locked ? 1 : 0, spec.hidden ? 1 : 0, spec.lockAt ?? null,
      spec.usageRightsId ?? null, at, at, at,
    );
  return Number(lastInsertRowid);
}

/**
 * Biology 101's files: a root with notes.txt, cells.png (by the teacher, CC BY-SA), Draft.pdf (locked) and
 * secret.txt (hidden); a hidden folder with inside.txt below a subfolder; a locked folder; a group with its
 * own file (the student is a member); the student's own file.
 */
export function fileReadWorld() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const { db } = app;
  const course: Owner = { type: 'Course', id: w.course.id };
  const root = addFolder(db, course, 'course files');
  const hiddenFolder = addFolder(db, course, 'answers', root, { hidden: true });
  const deep = addFolder(db, course, 'deep', hiddenFolder);
  const lockedFolder = addFolder(db, course, 'later', root, { locked: true });
  const rights = Number(
    db.prepare(`INSERT INTO usage_rights (context_type, context_id, use_justification, legal_copyright, license) VALUES ('Course', ?, 'creative_commons', '(C) Terry', 'cc_by_sa')`)
      .run(w.course.id).lastInsertRowid,
  );
  const files = {
    notes: addFile(db, course, { name: 'notes.txt', folderId: root.id, size: 300, createdAt: '2026-02-03T10:00:00Z' }),
    cells: addFile(db, course, { name: 'cells.png', folderId: root.id, contentType: 'image/png', size: 5000, userId: w.teacher, usageRightsId: rights, createdAt: '2026-02-01T10:00:00Z' }),
    draft: addFile(db, course, { name: 'Draft.pdf', folderId: root.id, contentType: 'application/pdf', size: 2000, locked: true, createdAt: '2026-02-02T10:00:00Z' }),
    secret: addFile(db, course, { name: 'secret.txt', folderId: root.id, hidden: true }),
    expired: addFile(db, course, { name: 'expired.txt', folderId: root.id, lockAt: '2026-01-01T00:00:00Z' }),
    inside: addFile(db, course, { name: 'inside.txt', folderId: deep.id }),
    later: addFile(db, course, { name: 'later.txt', folderId: lockedFolder.id }),
  };
  const work = new CourseWorkData(db);
  const groupId = work.group(w.course.id, work.groupCategory(w.course.id), 'Lab A', [w.student]);
  const groupRoot = addFolder(db, { type: 'Group', id: groupId }, 'files');
  const groupFile = addFile(db, { type: 'Group', id: groupId }, { name: 'lab.txt', folderId: groupRoot.id, size: 10 });
  const studentRoot = addFolder(db, { type: 'User', id: w.student }, 'my files');
  const studentFile = addFile(db, { type: 'User', id: w.student }, { name: 'mine.txt', folderId: studentRoot.id, size: 1000 });
  return { app, ...w, root, hiddenFolder, deep, lockedFolder, files, groupId, groupRoot, groupFile, studentRoot, studentFile };
}

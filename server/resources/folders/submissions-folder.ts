import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { uniqueFolderName } from './folder-create';
import type { FolderRow } from './folder-row';
import { ensureRootFolder, findActiveFolder } from './folders.store';
import { prepared } from '../../db/statements';

/** Folder::SUBMISSIONS_TYPE: the user's one "Submissions" folder, read-only to them (for_submissions). */
const SUBMISSIONS_TYPE = 'submissions';

type Spec = { parent: FolderRow; name: string; code: string; uniqueType: string | null };

function findByCode(db: Db, userId: number, code: string): FolderRow | undefined {
  return prepared<[number, string], FolderRow>(db,
      `SELECT * FROM folders WHERE context_type = 'User' AND context_id = ? AND submission_context_code = ? AND workflow_state <> 'deleted'
        ORDER BY id LIMIT 1`,
    )
    .get(userId, code);
}

function insert(db: Db, userId: number, spec: Spec): FolderRow {
  const name = uniqueFolderName(db, spec.parent.id, spec.name);
  const now = nowIso();
  const { lastInsertRowid } = prepared(db,
      `INSERT INTO folders (context_type, context_id, parent_folder_id, name, full_name, submission_context_code, unique_type,
         workflow_state, created_at, updated_at) VALUES ('User', ?, ?, ?, ?, ?, ?, 'visible', ?, ?)`,
    )
    .run(userId, spec.parent.id, name, `${spec.parent.full_name}/${name}`, spec.code, spec.uniqueType, now, now);
  const created = findActiveFolder(db, Number(lastInsertRowid));
  if (!created) throw new Error('submissions folder was not created');
  return created;
}

/**
 * User#submissions_folder(course) (canvas-lms app/models/user.rb): the user's "Submissions" folder (submission
 * context "root") and inside it one folder per course, named after the course, where files uploaded for that
 * course's assignments land. Both are made on first use; call inside the write's transaction.
 */
export function submissionsFolder(db: Db, userId: number, course: { id: number; name: string }): FolderRow {
  const courseCode = `course_${course.id}`;
  const existing = findByCode(db, userId, courseCode);
  if (existing) return existing;
  const root = ensureRootFolder(db, 'User', userId);
  const top = findByCode(db, userId, 'root') ?? insert(db, userId, { parent: root, name: 'Submissions', code: 'root', uniqueType: SUBMISSIONS_TYPE });
  return insert(db, userId, { parent: top, name: course.name, code: courseCode, uniqueType: null });
}

import type { Db } from '../canvas/context';

type FolderSpec = {
  contextType: 'Course' | 'Group' | 'User';
  contextId: number;
  /** A root folder when absent. */
  parent?: { id: number; fullName: string };
  name: string;
  position?: number | null;
  locked?: boolean;
  hidden?: boolean;
  lockAt?: string | null;
  unlockAt?: string | null;
  submissionContextCode?: string | null;
  workflowState?: 'visible' | 'hidden' | 'deleted';
};

export type TestFolder = { id: number; fullName: string };

/** Inserts one folder row as the seeds do: a root's full_name is its name, a subfolder's is its parent's plus its own. */
export function insertFolder(db: Db, spec: FolderSpec): TestFolder {
  const fullName = spec.parent ? `${spec.parent.fullName}/${spec.name}` : spec.name;
  const at = '2026-01-05T10:00:00Z';
  const result = db
    .prepare(
      `INSERT INTO folders (context_type, context_id, parent_folder_id, name, full_name, position, locked, hidden, lock_at,
         unlock_at, submission_context_code, workflow_state, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      spec.contextType, spec.contextId, spec.parent?.id ?? null, spec.name, fullName, spec.position ?? null,
      spec.locked ? 1 : 0, spec.hidden ? 1 : 0, spec.lockAt ?? null, spec.unlockAt ?? null,
      spec.submissionContextCode ?? null, spec.workflowState ?? 'visible', at, at,
    );
  return { id: Number(result.lastInsertRowid), fullName };
}

/** The three owners' roots with one subfolder each: what the authorization matrix reads folders through. */
export function matrixFolders(db: Db, ids: { courseId: number; groupId: number; studentId: number }) {
  const courseRoot = insertFolder(db, { contextType: 'Course', contextId: ids.courseId, name: 'course files' });
  const groupRoot = insertFolder(db, { contextType: 'Group', contextId: ids.groupId, name: 'files' });
  const userRoot = insertFolder(db, { contextType: 'User', contextId: ids.studentId, name: 'my files' });
  return {
    folderId: insertFolder(db, { contextType: 'Course', contextId: ids.courseId, parent: courseRoot, name: 'Unit 1' }).id,
    groupFolderId: insertFolder(db, { contextType: 'Group', contextId: ids.groupId, parent: groupRoot, name: 'Drafts' }).id,
    userFolderId: insertFolder(db, { contextType: 'User', contextId: ids.studentId, parent: userRoot, name: 'Notes' }).id,
  };
}

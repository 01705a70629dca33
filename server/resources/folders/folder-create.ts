import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { fieldError, validationFailed } from '../../canvas/errors';
import type { FileOwner } from '../files/file-owner';
import type { FolderRow } from './folder-row';
import { activeSubfolders, ensureRootFolder, findActiveFolder } from './folders.store';
import { prepared } from '../../db/statements';

export type NewFolder = {
  name: string;
  lockAt: string | null;
  unlockAt: string | null;
  locked: boolean;
  hidden: boolean;
  position: number | null;
};

const MAX_NAME = 255;

/** Folder#infer_full_name: a blank name becomes "New Folder"; the name is trimmed and slashes become underscores. */
export function inferFolderName(raw: string): string {
  const name = raw.trim().replaceAll('/', '_') || 'New Folder';
  if (name.length > MAX_NAME) throw validationFailed(fieldError('name', 'too_long', `is too long (maximum is ${MAX_NAME} characters)`));
  return name;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Folder#prevent_duplicate_name: a name already used by an active sibling (case-insensitively, with or without a
 * trailing number) gets the lowest free number from 2, else one past the count of such siblings. `exceptId` is the
 * folder being renamed or moved, never its own rival.
 */
export function uniqueFolderName(db: Db, parentId: number, name: string, exceptId?: number): string {
  const pattern = new RegExp(`^${escapeRegExp(name)}(\\s\\d+)?$`, 'i');
  const existing = activeSubfolders(db, parentId).filter((f) => f.id !== exceptId).map((f) => f.name).filter((n) => pattern.test(n));
  if (!existing.includes(name)) return name;
  const iterations = existing.map((n) => Number.parseInt(n.split(/\s+/).pop() ?? '', 10)).filter((i) => i > 1).sort((a, b) => a - b);
  let candidate = 2;
  let usable: number | undefined;
  for (const i of iterations) {
    if (candidate < i) {
      usable = candidate;
      break;
    }
    candidate = i + 1;
  }
  return `${name} ${usable ?? existing.length + 1}`;
}

function insertFolder(db: Db, owner: FileOwner, parent: FolderRow, spec: NewFolder): FolderRow {
  const name = uniqueFolderName(db, parent.id, spec.name);
  const now = nowIso();
  const result = prepared(db,
      `INSERT INTO folders (context_type, context_id, parent_folder_id, name, full_name, position, locked, hidden, lock_at,
         unlock_at, workflow_state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      owner.type, owner.id, parent.id, name, `${parent.full_name}/${name}`, spec.position, spec.locked ? 1 : 0,
      spec.hidden ? 1 : 0, spec.lockAt, spec.unlockAt, spec.hidden ? 'hidden' : 'visible', now, now,
    );
  const row = findActiveFolder(db, Number(result.lastInsertRowid));
  if (!row) throw new Error('folder was not created');
  return row;
}

const plain = (name: string): NewFolder => ({ name, lockAt: null, unlockAt: null, locked: false, hidden: false, position: null });

/** Folder.assert_path: each named folder under the root (the root's own name may lead), created where missing. */
export function assertPath(db: Db, owner: FileOwner, path: string): FolderRow {
  let current = ensureRootFolder(db, owner.type, owner.id);
  const names = path.split('/').filter((part) => part !== '');
  if (names[0] === current.name) names.shift();
  for (const name of names) {
    const found = activeSubfolders(db, current.id).filter((f) => f.name === name).sort((a, b) => a.id - b.id)[0];
    current = found ?? insertFolder(db, owner, current, plain(name));
  }
  return current;
}

/** Folder.unfiled_folder: the root's visible `unfiled` subfolder, created when missing. */
export function unfiledFolder(db: Db, owner: FileOwner): FolderRow {
  const root = ensureRootFolder(db, owner.type, owner.id);
  const existing = activeSubfolders(db, root.id).find((f) => f.name === 'unfiled' && f.workflow_state === 'visible' && f.hidden === 0);
  return existing ?? insertFolder(db, owner, root, plain('unfiled'));
}

/** Where the new folder goes: a folder already resolved, a path to assert, or (neither) the owner's `unfiled`. */
export type Placement = { folder: FolderRow } | { path: string } | { unfiled: true };

/** Creates the folder, and any folder its placement needs, in one transaction. */
export function createFolder(db: Db, owner: FileOwner, placement: Placement, spec: NewFolder): FolderRow {
  return db.transaction(() => {
    const parent = 'folder' in placement ? placement.folder : 'path' in placement ? assertPath(db, owner, placement.path) : unfiledFolder(db, owner);
    return insertFolder(db, owner, parent, spec);
  }).immediate();
}

import type { AppContext } from '../../canvas/context';
import { badRequest, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { requestOrigin } from '../../canvas/urls';
import { ownerRights, type FileOwner } from './file-owner';
import type { FileRow } from './file-row';
import { fileJson } from './file.serialize';
import { findLiveFile } from './files.store';

/** The file in the path: unknown or deleted → 404. */
export function loadFile(c: AppContext): FileRow {
  const file = findLiveFile(c.get('deps').db, pathId(c, 'id'));
  if (!file) throw notFound();
  return file;
}

/** The caller's rights in the file's owner; undefined for a submission's file, which no file right reaches. */
export function fileOwner(c: AppContext, file: FileRow): FileOwner | undefined {
  if (file.context_type === 'Submission') return undefined;
  const rights = ownerRights(c, file.context_type, file.context_id);
  return rights ? { type: file.context_type, id: file.context_id, rights } : undefined;
}

/** File JSON after a write, as the manager who made it sees it (nothing is locked or hidden for them). */
export const writtenFileJson = (c: AppContext, file: FileRow) => fileJson(file, { origin: requestOrigin(c) });

/** on_duplicate on rename, move and copy: only overwrite and rename are modes; absent or blank means "refuse". */
export function duplicateMode(value: unknown, invalidMessage: string): 'overwrite' | 'rename' | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === 'overwrite' || value === 'rename') return value;
  throw badRequest(invalidMessage);
}

/** Display names are stored as given, at most 255 characters (whole code points, so no half of a pair is kept). */
export const truncateName = (name: string) => Array.from(name).slice(0, 255).join('');

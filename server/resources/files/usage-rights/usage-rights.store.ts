import type { Db } from '../../../canvas/context';
import { placeholders } from '../../../db/sql';
import type { FileOwner } from '../file-owner';
import { findUsageRights } from '../files.store';
import { prepared } from '../../../db/statements';

/** SQLite caps bound variables per statement; long id lists go in slices of this size. */
const SLICE = 500;
const slices = <T>(list: T[]): T[][] => Array.from({ length: Math.ceil(list.length / SLICE) }, (_, i) => list.slice(i * SLICE, (i + 1) * SLICE));

export type UsageRightsValues = { use_justification: string; legal_copyright: string | null; license: string };

/** `@context.usage_rights.where(params).first || create`: one row per owner and distinct set of values. */
export function findOrCreateUsageRights(db: Db, owner: Pick<FileOwner, 'type' | 'id'>, values: UsageRightsValues): number {
  const existing = prepared<[string, number, string, string | null, string], { id: number }>(db,
      `SELECT id FROM usage_rights WHERE context_type = ? AND context_id = ? AND use_justification = ? AND legal_copyright IS ?
         AND license = ? ORDER BY id LIMIT 1`,
    )
    .get(owner.type, owner.id, values.use_justification, values.legal_copyright, values.license);
  if (existing) return existing.id;
  const { lastInsertRowid } = prepared(db, 'INSERT INTO usage_rights (context_type, context_id, use_justification, legal_copyright, license) VALUES (?, ?, ?, ?, ?)')
    .run(owner.type, owner.id, values.use_justification, values.legal_copyright, values.license);
  return Number(lastInsertRowid);
}

/** A copy's usage rights: the same row within one owner, an equal row of the new owner across owners. */
export function copyUsageRights(db: Db, usageRightsId: number | null, owner: Pick<FileOwner, 'type' | 'id'>): number | null {
  const rights = usageRightsId === null ? undefined : findUsageRights(db, usageRightsId);
  return rights ? findOrCreateUsageRights(db, owner, rights) : null;
}

/**
 * UsageRightsController#assign_usage_rights's file set: the live files inside the given folders of the owner,
 * recursively through active subfolders, and the given files that belong to the owner. Ids of other owners are
 * ignored, never an error. In the order found, without repeats.
 */
export function targetFileIds(db: Db, owner: Pick<FileOwner, 'type' | 'id'>, folderIds: number[], fileIds: number[]): number[] {
  const found = new Set<number>();
  const ownerFolders = slices(folderIds).flatMap((slice) =>
    prepared<(string | number)[], { id: number }>(db,
        `SELECT id FROM folders WHERE context_type = ? AND context_id = ? AND workflow_state <> 'deleted' AND id IN (${placeholders(slice)})`,
      )
      .all(owner.type, owner.id, ...slice),
  );
  const subfolders = prepared<[number], { id: number }>(db, `SELECT id FROM folders WHERE parent_folder_id = ? AND workflow_state <> 'deleted'`);
  const filesIn = prepared<[number], { id: number }>(db, `SELECT id FROM attachments WHERE folder_id = ? AND workflow_state = 'processed' ORDER BY id`);
  const seen = new Set<number>();
  const walk = (folderId: number) => {
    if (seen.has(folderId)) return;
    seen.add(folderId);
    for (const sub of subfolders.all(folderId)) walk(sub.id);
    for (const file of filesIn.all(folderId)) found.add(file.id);
  };
  for (const folder of ownerFolders) walk(folder.id);
  for (const slice of slices(fileIds)) {
    const own = prepared<(string | number)[], { id: number }>(db,
        `SELECT id FROM attachments WHERE context_type = ? AND context_id = ? AND workflow_state <> 'deleted' AND id IN (${placeholders(slice)})`,
      )
      .all(owner.type, owner.id, ...slice);
    for (const file of own) found.add(file.id);
  }
  return [...found];
}

/** Sets (or with null clears) the usage rights of the files; `publish` also unlocks them. Returns the rows changed. Call inside a transaction. */
export function assignUsageRights(db: Db, fileIds: number[], usageRightsId: number | null, publish: boolean): number {
  const set = `UPDATE attachments SET usage_rights_id = ?${publish ? ', locked = 0' : ''} WHERE workflow_state <> 'deleted' AND id IN`;
  return slices(fileIds).reduce((count, slice) => count + prepared(db, `${set} (${placeholders(slice)})`).run(usageRightsId, ...slice).changes, 0);
}

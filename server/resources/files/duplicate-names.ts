import type { Db } from '../../canvas/context';
import { likePrefix } from '../../db/sql';
import type { FileRow } from './file-row';
import { prepared } from '../../db/statements';

/** Canvas's on_duplicate modes; which ones a route accepts, and its 409 wording, are the route's. */
export type OnDuplicate = 'overwrite' | 'rename' | 'error';

/** The folder's live files named exactly `name` (Attachment#handle_duplicates compares display_name as stored). */
export function sameNamedFiles(db: Db, folderId: number, name: string, exceptId?: number): FileRow[] {
  return prepared<[number, string, number], FileRow>(db,
      `SELECT * FROM attachments WHERE folder_id = ? AND display_name = ? AND workflow_state = 'processed' AND id <> ?`,
    )
    .all(folderId, name, exceptId ?? -1);
}

/** "report.pdf" → "report", ".pdf"; a leading dot is part of the base (".bashrc" has no extension). */
function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/** Attachment.make_unique_filename: the name, or `base-N.ext` with the smallest N no live file of the folder uses. */
export function uniqueFileName(db: Db, folderId: number, name: string, exceptId?: number): string {
  if (sameNamedFiles(db, folderId, name, exceptId).length === 0) return name;
  const [base, extension] = splitExtension(name);
  const taken = new Set(
    prepared<[number, string, number], { display_name: string }>(db,
        `SELECT display_name FROM attachments WHERE folder_id = ? AND display_name LIKE ? ESCAPE '\\' AND workflow_state = 'processed' AND id <> ?`,
      )
      .all(folderId, likePrefix(`${base}-`), exceptId ?? -1)
      .map((row) => row.display_name),
  );
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * on_duplicate=overwrite: the same-named files are deleted in favour of `replacementId` (Canvas keeps the chain in
 * replacement_attachment_id so links to the old id find the new file). Returns the storage keys they held, for
 * releaseBlobs once the transaction commits.
 */
export function replaceSameNamed(db: Db, folderId: number, name: string, replacementId: number, now: string): string[] {
  const replaced = sameNamedFiles(db, folderId, name, replacementId);
  const mark = prepared(db, `UPDATE attachments SET workflow_state = 'deleted', updated_at = ? WHERE id = ?`);
  for (const file of replaced) mark.run(now, file.id);
  return replaced.flatMap((file) => (file.storage_key === null ? [] : [file.storage_key]));
}

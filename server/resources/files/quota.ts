import type { Db } from '../../canvas/context';
import { findCourse } from '../courses/courses.store';
import { findActiveGroup } from '../groups/groups.store';
import type { FileOwner } from './file-owner';

/** Canvas's Attachment::CONTEXT_DEFAULT_QUOTA, which users get unless an admin set theirs. */
const USER_QUOTA_MB = 50;

/** The owner's storage quota in bytes (Course#storage_quota_mb, Group#storage_quota_mb, the user default). */
export function ownerQuotaBytes(db: Db, owner: Pick<FileOwner, 'type' | 'id'>): number {
  const mb =
    owner.type === 'Course'
      ? findCourse(db, owner.id)?.storage_quota_mb
      : owner.type === 'Group'
        ? findActiveGroup(db, owner.id)?.storage_quota_mb
        : USER_QUOTA_MB;
  return (mb ?? 0) * 1024 * 1024;
}

/** Attachment.get_quota: files under 512 bytes count as 512; only the owner's live files (submissions are their own context). */
export function quotaUsed(db: Db, owner: Pick<FileOwner, 'type' | 'id'>): number {
  const row = db
    .prepare<[string, number], { used: number | null }>(
      `SELECT SUM(CASE WHEN size < 512 THEN 512 ELSE size END) AS used FROM attachments
        WHERE context_type = ? AND context_id = ? AND workflow_state <> 'deleted'`,
    )
    .get(owner.type, owner.id);
  return row?.used ?? 0;
}

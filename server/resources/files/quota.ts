import type { Db } from '../../canvas/context';
import { findCourse } from '../courses/courses.store';
import { findActiveGroup } from '../groups/groups.store';
import type { FileOwner } from './file-owner';
import { prepared } from '../../db/statements';

/** Canvas's Attachment::CONTEXT_DEFAULT_QUOTA; LECTERN_DEFAULT_QUOTA_MB replaces it (AppDeps.defaultQuotaMb). */
export const DEFAULT_QUOTA_MB = 50;

/** Canvas counts quotas in decimal megabytes (Group#quota: `50.decimal_megabytes`), as the app shows sizes. */
export const BYTES_PER_MB = 1_000_000;

/**
 * The owner's storage quota in bytes: Course#storage_quota_mb and Group#storage_quota_mb, and for owners without
 * one of their own (users) the configured default.
 */
export function ownerQuotaBytes(db: Db, owner: Pick<FileOwner, 'type' | 'id'>, defaultMb = DEFAULT_QUOTA_MB): number {
  const mb =
    owner.type === 'Course'
      ? findCourse(db, owner.id)?.storage_quota_mb
      : owner.type === 'Group'
        ? findActiveGroup(db, owner.id)?.storage_quota_mb
        : defaultMb;
  return (mb ?? defaultMb) * BYTES_PER_MB;
}

/**
 * Attachment.get_quota: files under 512 bytes count as 512; only the owner's live files (submissions are their own
 * context). A pending upload is no file yet: step 2 and the confirm check it against this sum.
 */
export function quotaUsed(db: Db, owner: Pick<FileOwner, 'type' | 'id'>): number {
  const row = prepared<[string, number], { used: number | null }>(db,
      `SELECT SUM(CASE WHEN size < 512 THEN 512 ELSE size END) AS used FROM attachments
        WHERE context_type = ? AND context_id = ? AND workflow_state NOT IN ('deleted', 'pending_upload')`,
    )
    .get(owner.type, owner.id);
  return row?.used ?? 0;
}

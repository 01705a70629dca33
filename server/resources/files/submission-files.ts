import type { AppContext } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { requestOrigin } from '../../canvas/urls';
import type { FileRow } from './file-row';
import { fileJson } from './file.serialize';
import { prepared } from '../../db/statements';

type LinkedFile = FileRow & { link_submission_id: number; link_attempt: number | null };

/** Files of each submission by attempt: `key(submissionId, attempt)` → File JSON, oldest file first. */
export type SubmissionFiles = Map<string, Record<string, unknown>[]>;

export const attemptKey = (submissionId: number, attempt: number | null) => `${submissionId}:${attempt ?? 0}`;

/**
 * The files of a page of submissions in one query, rendered as Canvas renders submission attachments
 * (lib/api/v1/submission.rb: attachment_json with submission_attachment and include preview_url).
 */
export function submissionFiles(c: AppContext, submissionIds: number[]): SubmissionFiles {
  const files: SubmissionFiles = new Map();
  if (submissionIds.length === 0) return files;
  const rows = prepared<number[], LinkedFile>(c.get('deps').db,
      `SELECT a.*, sa.submission_id AS link_submission_id, sa.attempt AS link_attempt
         FROM submission_attachments sa JOIN attachments a ON a.id = sa.attachment_id
        WHERE sa.submission_id IN (${placeholders(submissionIds)}) AND a.workflow_state <> 'deleted'
        ORDER BY a.id`,
    )
    .all(...submissionIds);
  const origin = requestOrigin(c);
  for (const row of rows) {
    const key = attemptKey(row.link_submission_id, row.link_attempt);
    const { link_submission_id: _s, link_attempt: _a, ...file } = row;
    const list = files.get(key) ?? [];
    list.push(fileJson(file, { origin, submissionAttachment: true, previewUrl: true }));
    files.set(key, list);
  }
  return files;
}

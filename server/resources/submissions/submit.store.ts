import type { Db } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';

/** What one new attempt writes on a submission row (Assignment#submit_homework). */
export type AttemptFields = {
  attempt: number;
  submission_type: string;
  body: string | null;
  url: string | null;
  submitted_at: string;
  grade_matches_current_submission: number;
  updated_at: string;
};

export function writeAttempt(db: Db, id: number, fields: AttemptFields): void {
  prepared(db,
    `UPDATE submissions SET attempt = @attempt, submission_type = @submission_type, body = @body, url = @url,
       submitted_at = @submitted_at, workflow_state = 'submitted', grade_matches_current_submission = @grade_matches_current_submission,
       redo_request = 0, updated_at = @updated_at WHERE id = @id`,
  ).run({ ...fields, id });
}

/**
 * The ids among `fileIds` that are the student's own processed files and not yet part of this submission (one
 * file belongs to one attempt of a submission: submission_attachments' key).
 */
export function submittableFileIds(db: Db, userId: number, submissionIds: number[], fileIds: number[]): number[] {
  if (fileIds.length === 0) return [];
  const rows = prepared<number[], { id: number }>(db,
      `SELECT id FROM attachments WHERE id IN (${placeholders(fileIds)}) AND context_type = 'User' AND context_id = ?
          AND workflow_state = 'processed'
          AND id NOT IN (SELECT attachment_id FROM submission_attachments WHERE submission_id IN (${placeholders(submissionIds)}))`,
    )
    .all(...fileIds, userId, ...submissionIds);
  const found = new Set(rows.map((row) => row.id));
  return fileIds.filter((id) => found.has(id));
}

export function linkAttemptFiles(db: Db, submissionId: number, attempt: number, fileIds: number[]): void {
  const insert = prepared(db, 'INSERT INTO submission_attachments (submission_id, attempt, attachment_id) VALUES (?, ?, ?)');
  for (const fileId of fileIds) insert.run(submissionId, attempt, fileId);
}

import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { prepared } from '../../db/statements';

type ProgressState = 'queued' | 'running' | 'completed' | 'failed';

export type ProgressRow = {
  id: number;
  context_type: 'Course' | 'Account' | 'User';
  context_id: number;
  user_id: number | null;
  tag: string;
  completion: number;
  workflow_state: ProgressState;
  message: string | null;
  /** JSON text of what the finished work answered. */
  results: string | null;
  created_at: string;
  updated_at: string;
};

export type NewProgress = { contextType: ProgressRow['context_type']; contextId: number; userId: number; tag: string };

export function createProgress(db: Db, progress: NewProgress): ProgressRow {
  const now = nowIso();
  const row = prepared<[string, number, number, string, string, string], ProgressRow>(
    db,
    `INSERT INTO progresses (context_type, context_id, user_id, tag, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
  ).get(progress.contextType, progress.contextId, progress.userId, progress.tag, now, now);
  if (!row) throw new Error('progress insert returned nothing');
  return row;
}

export const findProgress = (db: Db, id: number): ProgressRow | undefined =>
  prepared<[number], ProgressRow>(db, 'SELECT * FROM progresses WHERE id = ?').get(id);

export type ProgressChange = Partial<Pick<ProgressRow, 'completion' | 'workflow_state' | 'message' | 'results'>>;

/**
 * Applies the change unless the progress already ended (a cancel, or a finish), so a job that was cancelled
 * cannot mark itself completed afterwards. Answers whether the row changed.
 */
export function updateProgress(db: Db, id: number, change: ProgressChange): boolean {
  const current = findProgress(db, id);
  if (!current || current.workflow_state === 'completed' || current.workflow_state === 'failed') return false;
  const next = { ...current, ...change };
  prepared(db, 'UPDATE progresses SET completion = ?, workflow_state = ?, message = ?, results = ?, updated_at = ? WHERE id = ?').run(
    next.completion,
    next.workflow_state,
    next.message,
    next.results,
    nowIso(),
    id,
  );
  return true;
}

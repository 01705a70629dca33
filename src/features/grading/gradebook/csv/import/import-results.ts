import type { BulkGradeResult } from '@/api/schemas/bulk-grade';
import type { Submission } from '@/api/schemas/submission';
import { gradeCellText } from '../export/gradebook-export';
import type { ImportChange } from './import-plan';
import { sameValue } from './import-values';

/** What became of one planned change once the job ended and the grades were read again. */
export type ChangeResult = { applied: true } | { applied: false; reason: string };

const key = (assignmentId: string, userId: string) => `${assignmentId}:${userId}`;

const PERCENT = /^([+-]?(?:\d+\.?\d*|\.\d+))\s*%$/;

/** Whether the submission read back holds the grade the change asked for, however the server spells it. */
function holds(change: ImportChange, submission: Submission): boolean {
  const { assignment, edit, after } = change;
  if (edit.excuse) return submission.excused === true;
  if (edit.posted_grade === '') return !submission.excused && submission.score === null && submission.grade === null;
  if (submission.excused) return false;
  if (sameValue(assignment, gradeCellText(assignment, submission) ?? '', after)) return true;
  const percent = PERCENT.exec(after);
  if (percent && submission.score !== null) {
    return Math.abs(submission.score - ((assignment.points_possible ?? 0) * Number(percent[1])) / 100) < 0.005;
  }
  return submission.grade !== null && submission.grade.toLowerCase() === after.toLowerCase();
}

/** The server's reason in the grader's words where Lectern knows it better: its per-student conflict check. */
const refusalText = (message: string | null) =>
  message?.includes('expected_updated_at') ? 'Graded by someone else since the preview; their grade was kept.' : (message ?? 'The server refused it.');

/**
 * Each change marked applied or not, from the grades read back after the job; the reason comes from the job's
 * own results when the server keeps them (Lectern), else from what the grade is now (a real Canvas says nothing).
 */
export function changeResults(
  changes: readonly ImportChange[],
  readBack: readonly Submission[],
  jobResults: readonly BulkGradeResult[] | undefined,
  jobFailure: string | undefined,
): ChangeResult[] {
  const now = new Map(readBack.map((submission) => [key(submission.assignment_id, submission.user_id), submission]));
  const refused = new Map((jobResults ?? []).filter((result) => result.status === 'refused').map((result) => [key(result.assignment_id, result.user_id), result]));
  return changes.map((change) => {
    const id = key(change.assignment.id, change.student.id);
    const submission = now.get(id);
    if (submission && holds(change, submission)) return { applied: true };
    const refusal = refused.get(id);
    if (refusal) return { applied: false, reason: refusalText(refusal.message) };
    if (jobFailure) return { applied: false, reason: jobFailure };
    if (!submission) return { applied: false, reason: 'The submission could not be read back.' };
    const current = submission.excused ? 'excused' : (submission.grade ?? 'no grade');
    return { applied: false, reason: `The grade is still ${current}.` };
  });
}

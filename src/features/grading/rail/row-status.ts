import type { Submission } from '@/api/schemas/submission';
import type { BadgeTone } from '@/components/badge';

export interface RowStatus {
  text: string;
  tone: BadgeTone;
}

/** Canvas's Submission#needs_grading? (app/models/submission.rb) on one row: something in, not excused, no current grade. */
export function needsGrading(row: Submission): boolean {
  if (row.submission_type === null || row.excused) return false;
  if (row.workflow_state === 'pending_review') return true;
  if (row.workflow_state !== 'submitted' && row.workflow_state !== 'graded') return false;
  return row.score === null || row.grade_matches_current_submission === false;
}

/** What a grader scans the rail for; the late mark is shown beside it (a graded submission can be late). */
export function rowStatus(row: Submission): RowStatus {
  if (row.excused) return { text: 'Excused', tone: 'neutral' };
  if (needsGrading(row)) return { text: 'Needs grading', tone: 'warning' };
  if (row.grade !== null && row.workflow_state === 'graded') return { text: `Graded: ${row.grade}`, tone: 'success' };
  if (row.missing) return { text: 'Missing', tone: 'danger' };
  return { text: 'Not submitted', tone: 'neutral' };
}

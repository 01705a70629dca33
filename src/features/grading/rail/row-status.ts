import type { Submission } from '@/api/schemas/submission';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import type { GradingStatus } from '@/api/submissions';
import type { BadgeTone } from '@/components/badge';

export interface RowStatus {
  text: string;
  tone: BadgeTone;
}

/** Canvas's Submission#needs_grading? (app/models/submission.rb) on one row: something in, not excused, no current grade. */
function needsGrading(row: Submission): boolean {
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

/** The server's grading_status[] rules (server/resources/submissions/submission-status-filter.ts) on one row. */
const STATUS_TESTS: Record<GradingStatus, (row: Submission) => boolean> = {
  needs_grading: needsGrading,
  graded: (row) => row.workflow_state === 'graded' && !row.excused && row.grade !== null,
  late: (row) => row.late === true,
  missing: (row) => row.missing === true,
  excused: (row) => row.excused === true,
  unsubmitted: (row) => row.submitted_at === null && !row.excused,
};

/**
 * Whether a loaded row still belongs in the rail. Lectern already filtered on the server, so this changes nothing
 * there but a row that changed since (graded under "Needs grading"); a real Canvas ignores the extensions, and
 * then this is the rail's only filter, over what it has loaded (docs/decisions/0014).
 */
export function matchesRail(row: SubmissionDetail, status: GradingStatus | undefined, search: string | undefined): boolean {
  if (status && !STATUS_TESTS[status](row)) return false;
  if (!search) return true;
  const term = search.toLocaleLowerCase();
  return [row.user?.name, row.user?.sortable_name].some((name) => name?.toLocaleLowerCase().includes(term));
}

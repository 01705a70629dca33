import type { Db } from '../../canvas/context';
import { whereClause, type SubmissionScope } from './submissions.store';
import { prepared } from '../../db/statements';

export type SubmissionSummary = { graded: number; ungraded: number; not_submitted: number };

/**
 * Canvas's Submission.graded scope: scored and in the graded state, or excused. Its needs_grading scope
 * (with having_submission and not excused): something was handed in and the current attempt has no score
 * of its own. A graded row whose grade no longer matches a resubmission counts in both, as in Canvas.
 */
const GRADED = `((s.score IS NOT NULL AND s.workflow_state = 'graded') OR s.excused = 1)`;
const UNGRADED = `(s.submission_type IS NOT NULL AND COALESCE(s.excused, 0) = 0
  AND (s.workflow_state = 'pending_review'
    OR (s.workflow_state IN ('submitted', 'graded') AND (s.score IS NULL OR s.grade_matches_current_submission = 0))))`;

/** Graded, ungraded and not submitted among the scope's submissions; the three add up to the scope's size. */
export function summarizeSubmissions(db: Db, scope: SubmissionScope): SubmissionSummary {
  const { sql, args } = whereClause(scope);
  const row = prepared<(string | number)[], { total: number; graded: number | null; ungraded: number | null }>(db,
      `SELECT COUNT(*) AS total, SUM(${GRADED}) AS graded, SUM(${UNGRADED}) AS ungraded
         FROM submissions s JOIN users u ON u.id = s.user_id WHERE ${sql}`,
    )
    .get(...args);
  const graded = row?.graded ?? 0;
  const ungraded = row?.ungraded ?? 0;
  return { graded, ungraded, not_submitted: (row?.total ?? 0) - graded - ungraded };
}

import type { Db } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import type { SubmissionRow } from './submission-row';

/**
 * Anonymous grading (docs/decisions/0056-anonymous-grading.md). Canvas's Assignment#anonymize_students?: an
 * anonymous assignment hides who wrote what from its graders while any of its submissions is unposted; posting
 * every grade lifts it. While it holds, a grader's Submission JSON names the student by `anonymous_id` only
 * (lib/api/v1/submission.rb with anonymize_user_id: no `user_id`), and `include[]=user` and the student's own
 * comment authorship are left out (Submission#can_read_submission_user_name?).
 */

/** How a viewer's Submission JSON names its student. */
export type StudentIdentity = {
  /** A grader reading an anonymous assignment: `anonymous_id` is theirs to address the submission by. */
  anonymousIds: boolean;
  /** ...and while students are anonymized: no `user_id`, no user, no student authorship. */
  anonymized: boolean;
};

export const NAMED: StudentIdentity = { anonymousIds: false, anonymized: false };

/** The anonymous assignments among these whose students are anonymized now (some active submission unposted). */
export function anonymizedAssignments(db: Db, assignmentIds: number[]): Set<number> {
  if (assignmentIds.length === 0) return new Set();
  const rows = prepared<number[], { id: number }>(db,
      `SELECT a.id FROM assignments a WHERE a.id IN (${placeholders(assignmentIds)}) AND a.anonymous_grading = 1
          AND EXISTS (SELECT 1 FROM submissions s WHERE s.assignment_id = a.id AND s.workflow_state != 'deleted' AND s.posted_at IS NULL)`,
    )
    .all(...assignmentIds);
  return new Set(rows.map((row) => row.id));
}

/** How a grader (or not) sees the students of this assignment. Learners only ever read their own: named. */
export function studentIdentity(db: Db, assignment: { id: number; anonymous_grading: number }, readsGrades: boolean): StudentIdentity {
  if (!readsGrades || !assignment.anonymous_grading) return NAMED;
  return { anonymousIds: true, anonymized: anonymizedAssignments(db, [assignment.id]).has(assignment.id) };
}

/** The student's id keys of a Submission JSON: `user_id`, `anonymous_id`, or both once anonymity lifts. */
export function studentKeys(row: Pick<SubmissionRow, 'user_id' | 'anonymous_id'>, identity: StudentIdentity) {
  if (identity.anonymized) return { anonymous_id: row.anonymous_id };
  return identity.anonymousIds ? { user_id: row.user_id, anonymous_id: row.anonymous_id } : { user_id: row.user_id };
}

/** A comment the student wrote, as an anonymized grader reads it: Canvas's anonymous author (§7.11). */
export function anonymousAuthor<T extends { author_id: number | null }>(comment: T, row: Pick<SubmissionRow, 'user_id'>, identity: StudentIdentity): T {
  if (!identity.anonymized || comment.author_id !== row.user_id) return comment;
  return { ...comment, author_id: null, author_name: 'Anonymous User', author: {} };
}

/** The submission of this assignment with this anonymous id. */
export const findByAnonymousId = (db: Db, assignmentId: number, anonymousId: string) =>
  prepared<[number, string], { user_id: number }>(db, `SELECT user_id FROM submissions WHERE assignment_id = ? AND anonymous_id = ? AND workflow_state != 'deleted'`)
    .get(assignmentId, anonymousId);

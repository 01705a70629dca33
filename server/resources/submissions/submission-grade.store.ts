import type { Db } from '../../canvas/context';
import type { SubmissionRow } from './submission-row';
import { prepared } from '../../db/statements';

type NewComment = { submission_id: number; author_id: number; comment: string; attempt: number | null; created_at: string };

/** The fields a grading write may change. */
export type GradeFields = Pick<
  SubmissionRow,
  | 'score' | 'grade' | 'excused' | 'graded_at' | 'grader_id' | 'workflow_state' | 'late_policy_status' | 'seconds_late_override'
  | 'posted_at' | 'updated_at'
>;

/** The live (not retired) submission of a student for an assignment. */
export function findLiveSubmission(db: Db, assignmentId: number, userId: number): SubmissionRow | undefined {
  return prepared<[number, number], SubmissionRow>(db,
      `SELECT * FROM submissions WHERE assignment_id = ? AND user_id = ? AND workflow_state != 'deleted'`,
    )
    .get(assignmentId, userId);
}

/** The sections in which the user is an active or invited student of the course. */
export function studentSectionIds(db: Db, courseId: number, userId: number): number[] {
  return prepared<[number, number], { course_section_id: number }>(db,
      `SELECT DISTINCT course_section_id FROM enrollments WHERE course_id = ? AND user_id = ?
        AND type IN ('StudentEnrollment', 'StudentViewEnrollment') AND workflow_state IN ('active', 'invited')`,
    )
    .all(courseId, userId)
    .map((row) => row.course_section_id);
}

export function updateGrade(db: Db, id: number, fields: GradeFields): void {
  prepared(db,
    `UPDATE submissions SET score = @score, grade = @grade, excused = @excused, graded_at = @graded_at,
       grader_id = @grader_id, workflow_state = @workflow_state, late_policy_status = @late_policy_status,
       seconds_late_override = @seconds_late_override, posted_at = @posted_at, updated_at = @updated_at WHERE id = @id`,
  ).run({ ...fields, id });
}

export function touchSubmission(db: Db, id: number, updatedAt: string): void {
  prepared(db, `UPDATE submissions SET updated_at = ? WHERE id = ?`).run(updatedAt, id);
}

/** Makes the submission's grade and comments visible to its student, unless it already is. */
export function postSubmission(db: Db, id: number, postedAt: string): void {
  prepared(db, `UPDATE submissions SET posted_at = ? WHERE id = ? AND posted_at IS NULL`).run(postedAt, id);
}

/** Keeps the submission's row as it now is in its history (submission_versions, read by include[]=submission_history). */
export function insertVersion(db: Db, row: SubmissionRow, createdAt: string): void {
  prepared(db, `INSERT INTO submission_versions (submission_id, attempt, snapshot, created_at) VALUES (?, ?, ?, ?)`).run(
    row.id, row.attempt, JSON.stringify(row), createdAt,
  );
}

/** Returns the new comment's id. */
export function insertComment(db: Db, comment: NewComment): number {
  const result = prepared(db,
    `INSERT INTO submission_comments (submission_id, author_id, comment, attempt, created_at) VALUES (?, ?, ?, ?, ?)`,
  ).run(comment.submission_id, comment.author_id, comment.comment, comment.attempt, comment.created_at);
  return Number(result.lastInsertRowid);
}

/** The user and the other accepted members of their group in the set; just the user when they have none. */
export function groupMateIds(db: Db, groupCategoryId: number, userId: number): number[] {
  const mates = prepared<[number, number], { user_id: number }>(db,
      `SELECT DISTINCT m.user_id FROM group_memberships m JOIN groups g ON g.id = m.group_id
        WHERE g.group_category_id = ? AND g.workflow_state != 'deleted' AND m.workflow_state = 'accepted'
          AND m.group_id IN (SELECT group_id FROM group_memberships WHERE user_id = ? AND workflow_state = 'accepted')
        ORDER BY m.user_id`,
    )
    .all(groupCategoryId, userId)
    .map((row) => row.user_id);
  return mates.includes(userId) ? mates : [userId];
}

import type { Db } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import { yieldToRequests, type ReportProgress } from '../progress/progress-runner';

/** Which of an assignment's submissions a post or hide reaches (canvas-lms PostAssignmentGrades, HideAssignmentGrades). */
export type PostingScope = {
  courseId: number;
  assignmentId: number;
  /** Sections named by the caller (already narrowed to the course's); undefined for the whole course. */
  sectionIds?: number[];
  /** The sections the caller may see (Course#apply_enrollment_visibility); undefined for all. */
  visibleSectionIds?: number[];
  onlyStudentIds?: number[];
  skipStudentIds?: number[];
  /** Submission.postable: graded, excused, or carrying a comment the student cannot yet read. */
  gradedOnly?: boolean;
};

type Chosen = { id: number; user_id: number };

/** Course#student_enrollments: students and the test student, in any state but ended ones. */
const STUDENT_ENROLLMENT = `e.type IN ('StudentEnrollment', 'StudentViewEnrollment')
  AND e.workflow_state NOT IN ('rejected', 'completed', 'deleted', 'inactive')`;

const POSTABLE = `(s.excused = 1 OR (s.score IS NOT NULL AND s.workflow_state = 'graded')
  OR EXISTS (SELECT 1 FROM submission_comments sc WHERE sc.submission_id = s.id AND sc.author_id != s.user_id))`;

/** The submissions the scope reaches, chosen when the request is taken, as Canvas plucks their ids then. */
export function chooseSubmissions(db: Db, scope: PostingScope): Chosen[] {
  const where = [`s.assignment_id = ?`, `s.workflow_state != 'deleted'`];
  const binds: number[] = [scope.courseId, scope.assignmentId];
  const narrow = (sql: string, ids: number[] | undefined) => {
    // Skipping nobody narrows nothing; SQL's NOT IN (NULL) would have matched no one.
    if (ids === undefined || (ids.length === 0 && sql.includes('NOT'))) return;
    where.push(`${sql} (${placeholders(ids)})`);
    binds.push(...ids);
  };
  narrow('e.course_section_id IN', scope.sectionIds);
  narrow('e.course_section_id IN', scope.visibleSectionIds);
  narrow('s.user_id IN', scope.onlyStudentIds);
  narrow('s.user_id NOT IN', scope.skipStudentIds);
  if (scope.gradedOnly) where.push(POSTABLE);
  return prepared<number[], Chosen>(db,
      `SELECT DISTINCT s.id, s.user_id FROM submissions s
         JOIN enrollments e ON e.user_id = s.user_id AND e.course_id = ? AND ${STUDENT_ENROLLMENT}
        WHERE ${where.join(' AND ')} ORDER BY s.id`,
    )
    .all(...binds);
}

/** Rows written per transaction: each chunk is atomic, and other requests run between chunks. */
const CHUNK = 500;

/**
 * Assignment#post_submissions / #hide_submissions: sets (or clears) posted_at on the chosen submissions, a chunk
 * per transaction, reporting completion as it goes. updated_at is left alone: the grade did not change, and a
 * grader's pending save expecting the old updated_at must not turn into a conflict because grades were posted.
 */
export async function setPostedAt(db: Db, chosen: Chosen[], postedAt: string | null, report: ReportProgress): Promise<void> {
  const write = db.transaction((ids: number[]) => {
    prepared(db, `UPDATE submissions SET posted_at = ? WHERE id IN (${placeholders(ids)})`).run(postedAt, ...ids);
  });
  for (let start = 0; start < chosen.length; start += CHUNK) {
    const ids = chosen.slice(start, start + CHUNK).map((row) => row.id);
    write.immediate(ids);
    report(Math.round(((start + ids.length) / chosen.length) * 100));
    await yieldToRequests();
  }
}

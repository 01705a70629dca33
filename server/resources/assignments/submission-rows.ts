import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { placeholders } from '../../db/sql';
import { listActiveAssignments, listActiveOverrides, loadAssignees } from './assignments.store';
import { effectiveDueDates } from './effective-due-dates';
import { prepared } from '../../db/statements';

/**
 * Canvas's SubmissionLifecycleManager (decision 11): every student an assignment is assigned to has a
 * submission row, unsubmitted until they turn something in, whose cached_due_date is their effective due date.
 * Run inside the transaction of every write that can change who is assigned or when: assignment create, edit
 * and duplicate, override create, update and delete.
 */

type ExistingRow = { id: number; user_id: number; workflow_state: string; cached_due_date: string | null; untouched: number };

/** Rows nobody has submitted or graded: the only ones unassigning a student may retire. */
const UNTOUCHED = `(submission_type IS NULL AND score IS NULL AND grade IS NULL AND excused IS NULL AND workflow_state IN ('unsubmitted', 'deleted'))`;

/**
 * Brings the submission rows of these assignments (all of the course's when omitted) in line with who is assigned;
 * with `studentIds`, only those students' rows (a new enrollment or group member).
 */
export function syncSubmissionRows(db: Db, courseId: number, assignmentIds?: number[], studentIds?: number[]): void {
  const assignments = listActiveAssignments(db, courseId, assignmentIds);
  if (assignments.length === 0) return;
  const ids = assignments.map((a) => a.id);
  const resolved = effectiveDueDates(assignments, listActiveOverrides(db, courseId, ids), loadAssignees(db, courseId, studentIds));
  const onlyStudents = studentIds ? ` AND user_id IN (${placeholders(studentIds)})` : '';
  const existing = prepared<number[], ExistingRow & { assignment_id: number }>(db,
      `SELECT id, assignment_id, user_id, workflow_state, cached_due_date, ${UNTOUCHED} AS untouched
         FROM submissions WHERE assignment_id IN (${placeholders(ids)})${onlyStudents}`,
    )
    .all(...ids, ...(studentIds ?? []));
  const now = nowIso();
  const insert = prepared(db,
    `INSERT INTO submissions (assignment_id, user_id, workflow_state, cached_due_date, created_at, updated_at)
     VALUES (?, ?, 'unsubmitted', ?, ?, ?)`,
  );
  const update = prepared(db, 'UPDATE submissions SET workflow_state = ?, cached_due_date = ?, updated_at = ? WHERE id = ?');
  for (const [assignmentId, students] of resolved) {
    const rows = new Map(existing.filter((row) => row.assignment_id === assignmentId).map((row) => [row.user_id, row]));
    for (const [userId, dueAt] of students) {
      const row = rows.get(userId);
      if (!row) insert.run(assignmentId, userId, dueAt, now, now);
      else if (row.workflow_state === 'deleted' || row.cached_due_date !== dueAt) {
        update.run(row.workflow_state === 'deleted' ? 'unsubmitted' : row.workflow_state, dueAt, now, row.id);
      }
    }
    // A student no longer assigned loses an untouched row; work they turned in or were graded on stays.
    for (const row of rows.values()) {
      if (!students.has(row.user_id) && row.untouched && row.workflow_state !== 'deleted') {
        update.run('deleted', row.cached_due_date, now, row.id);
      }
    }
  }
}

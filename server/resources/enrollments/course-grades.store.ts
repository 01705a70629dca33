import type { Db } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import { listActiveAssignments, listActiveOverrides, loadAssignees } from '../assignments/assignments.store';
import type { AssignmentRow } from '../assignments/assignment-row';
import { effectiveDueDates } from '../assignments/effective-due-dates';
import type { SubmissionRow } from '../submissions/submission-row';

/** What a course grade is computed from: the course's groups and assignments once, a page of students' submissions. */

type GroupFacts = { id: number; group_weight: number; rules: string };

export type GradeSubmission = Pick<
  SubmissionRow,
  'assignment_id' | 'user_id' | 'score' | 'excused' | 'posted_at' | 'workflow_state' | 'submission_type' | 'grade_matches_current_submission'
>;

export type CourseGradeFacts = {
  groups: GroupFacts[];
  assignments: AssignmentRow[];
  /** Assignment id → the students (of those asked for) it is assigned to. */
  assigned: Map<number, Set<number>>;
  submissions: GradeSubmission[];
};

export function loadCourseGradeFacts(db: Db, courseId: number, studentIds: number[]): CourseGradeFacts {
  const groups = prepared<[number], GroupFacts>(db,
    `SELECT id, group_weight, rules FROM assignment_groups WHERE course_id = ? AND workflow_state != 'deleted' ORDER BY position, id`,
  ).all(courseId);
  const assignments = listActiveAssignments(db, courseId);
  const ids = assignments.map((assignment) => assignment.id);
  const dates = effectiveDueDates(assignments, listActiveOverrides(db, courseId, ids), loadAssignees(db, courseId, studentIds));
  const assigned = new Map([...dates].map(([id, students]) => [id, new Set(students.keys())]));
  const submissions = ids.length === 0 || studentIds.length === 0 ? [] : prepared<number[], GradeSubmission>(db,
    `SELECT assignment_id, user_id, score, excused, posted_at, workflow_state, submission_type, grade_matches_current_submission
       FROM submissions WHERE assignment_id IN (${placeholders(ids)}) AND user_id IN (${placeholders(studentIds)})
        AND workflow_state != 'deleted'`,
  ).all(...ids, ...studentIds);
  return { groups, assignments, assigned, submissions };
}

import type { Db } from '../../canvas/context';
import { expectsSubmission, submissionTypes, submittableOnline, type AssignmentRow, type OverrideRow } from '../assignments/assignment-row';
import {
  groupByAssignment, listActiveAssignments, listActiveOverrides, loadAssignees, loadNeedsGradingCounts, submittedAssignmentIds,
} from '../assignments/assignments.store';
import { applicableOverrides, collapseDates, type StudentDates } from '../assignments/effective-due-dates';

/**
 * Which assignments are on the caller's course to-do list, following Canvas's
 * `assignments_needing_grading` and `assignments_needing_submitting(include_ungraded: true)`.
 */

export type TodoCandidate = {
  type: 'grading' | 'submitting';
  assignment: AssignmentRow;
  /** Overrides shown in all_dates: all of them for graders, the caller's own for students. */
  overrides: OverrideRow[];
  /** The student's dates after overrides (submitting only). */
  dates?: StudentDates;
  needsGradingCount?: number;
};

const DAY = 86_400_000;
/** Canvas looks from four weeks back to one week ahead for things to submit. */
const DUE_AFTER = 28 * DAY;
const DUE_BEFORE = 7 * DAY;

/** Active assignments expecting submissions that have work waiting for this grader. */
export function gradingCandidates(db: Db, courseId: number, sectionIds: number[] | undefined): TodoCandidate[] {
  const assignments = listActiveAssignments(db, courseId).filter((a) => expectsSubmission(submissionTypes(a)));
  const ids = assignments.map((a) => a.id);
  const counts = loadNeedsGradingCounts(db, ids, sectionIds);
  const overrides = groupByAssignment(listActiveOverrides(db, courseId, ids));
  return assignments
    .filter((a) => (counts.get(a.id) ?? 0) > 0)
    .map((a) => ({ type: 'grading', assignment: a, overrides: overrides.get(a.id) ?? [], needsGradingCount: counts.get(a.id) ?? 0 }));
}

/** Base dates decide locking for the list, as Canvas's `not_locked` scope does. */
const unlockedNow = (a: AssignmentRow, now: number) =>
  (a.unlock_at === null || Date.parse(a.unlock_at) < now) && (a.lock_at === null || Date.parse(a.lock_at) > now);

/**
 * Published assignments assigned to the student, due (for them) between four weeks ago and a week from
 * now, not locked, with nothing submitted yet; offline ones only while their due date is ahead.
 */
export function submittingCandidates(db: Db, courseId: number, studentId: number, now: Date): TodoCandidate[] {
  const t = now.getTime();
  const published = listActiveAssignments(db, courseId).filter((a) => a.workflow_state === 'published' && unlockedNow(a, t));
  const ids = published.map((a) => a.id);
  const overrides = listActiveOverrides(db, courseId, ids);
  const assignees = loadAssignees(db, courseId, [studentId]);
  const submitted = submittedAssignmentIds(db, studentId, ids);
  const candidates: TodoCandidate[] = [];
  for (const assignment of published) {
    if (submitted.has(assignment.id)) continue;
    const mine = applicableOverrides(assignment, overrides, assignees).get(studentId);
    if (!mine) continue;
    const dates = collapseDates(assignment, mine);
    if (dates.due_at === null) continue;
    const due = Date.parse(dates.due_at);
    if (due < t - DUE_AFTER || due > t + DUE_BEFORE) continue;
    if (!submittableOnline(submissionTypes(assignment)) && due <= t) continue;
    candidates.push({ type: 'submitting', assignment, overrides: mine, dates });
  }
  return candidates;
}

/** Canvas merges both lists by due date (creation date when there is none), then id. */
export function sortTodo(items: TodoCandidate[]): TodoCandidate[] {
  const key = (item: TodoCandidate) => Date.parse(item.dates?.due_at ?? item.assignment.due_at ?? item.assignment.created_at);
  return [...items].sort((a, b) => key(a) - key(b) || a.assignment.id - b.assignment.id || (a.type < b.type ? -1 : 1));
}

import type { Db } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { groupBy, pushTo } from '../../lib/group-by';
import type { AssignmentRow, OverrideRow } from './assignment-row';
import type { Assignees } from './effective-due-dates';
import { prepared } from '../../db/statements';

/** SQL for assignments, their overrides and the sets overrides target; a course costs a few queries. */

/** Overrides keyed by their assignment. */
export function groupByAssignment(overrides: OverrideRow[]): Map<number, OverrideRow[]> {
  return groupBy(overrides, (override) => override.assignment_id);
}

/** The course's non-deleted assignments, optionally only these ids, in id order. */
export function listActiveAssignments(db: Db, courseId: number, ids?: number[]): AssignmentRow[] {
  if (ids && ids.length === 0) return [];
  const filter = ids ? ` AND id IN (${placeholders(ids)})` : '';
  return prepared<number[], AssignmentRow>(db,
      `SELECT * FROM assignments WHERE course_id = ? AND workflow_state != 'deleted'${filter} ORDER BY id`,
    )
    .all(courseId, ...(ids ?? []));
}

/** Active overrides of the course's assignments (or of these assignments). */
export function listActiveOverrides(db: Db, courseId: number, assignmentIds?: number[]): OverrideRow[] {
  if (assignmentIds && assignmentIds.length === 0) return [];
  const filter = assignmentIds ? ` AND o.assignment_id IN (${placeholders(assignmentIds)})` : '';
  return prepared<number[], OverrideRow>(db,
      `SELECT o.* FROM assignment_overrides o JOIN assignments a ON a.id = o.assignment_id
        WHERE a.course_id = ? AND o.workflow_state = 'active'${filter} ORDER BY o.id`,
    )
    .all(courseId, ...(assignmentIds ?? []));
}

type EnrollmentRow = { user_id: number; course_section_id: number; workflow_state: string; section_state: string };

/**
 * Students and override target sets of a course. With `studentIds` only those students are loaded
 * (a student's own to-do list), otherwise everyone: three queries either way.
 */
export function loadAssignees(db: Db, courseId: number, studentIds?: number[]): Assignees {
  const only = (column: string) => (studentIds ? ` AND ${column} IN (${placeholders(studentIds)})` : '');
  const extra = studentIds ?? [];
  const enrollments = prepared<number[], EnrollmentRow>(db,
      `SELECT e.user_id, e.course_section_id, e.workflow_state, s.workflow_state AS section_state
         FROM enrollments e JOIN course_sections s ON s.id = e.course_section_id
        WHERE e.course_id = ? AND e.type IN ('StudentEnrollment', 'StudentViewEnrollment')
          AND e.workflow_state NOT IN ('rejected', 'deleted')${only('e.user_id')}`,
    )
    .all(courseId, ...extra);
  const students = new Set<number>();
  const sectionStudents = new Map<number, number[]>();
  for (const row of enrollments) {
    students.add(row.user_id);
    if (row.workflow_state !== 'inactive' && row.section_state !== 'deleted') {
      pushTo(sectionStudents, row.course_section_id, row.user_id);
    }
  }
  const members = prepared<number[], { group_id: number; group_category_id: number; user_id: number }>(db,
      `SELECT g.id AS group_id, g.group_category_id, m.user_id FROM groups g
         JOIN group_memberships m ON m.group_id = g.id
        WHERE g.course_id = ? AND g.workflow_state != 'deleted' AND m.workflow_state = 'accepted'${only('m.user_id')}`,
    )
    .all(courseId, ...extra);
  const groups: Assignees['groups'] = new Map();
  for (const row of members) {
    const group = groups.get(row.group_id) ?? { categoryId: row.group_category_id, members: [] };
    group.members.push(row.user_id);
    groups.set(row.group_id, group);
  }
  const adhoc = prepared<number[], { assignment_override_id: number; user_id: number }>(db,
      `SELECT s.assignment_override_id, s.user_id FROM assignment_override_students s
         JOIN assignments a ON a.id = s.assignment_id WHERE a.course_id = ?${only('s.user_id')}`,
    )
    .all(courseId, ...extra);
  const adhocStudents = new Map<number, number[]>();
  for (const row of adhoc) pushTo(adhocStudents, row.assignment_override_id, row.user_id);
  return { students, sectionStudents, groups, adhocStudents };
}

/**
 * Submission.needs_grading_conditions: something was submitted and is pending review, or submitted or
 * graded without a score for the current attempt; excused work never needs grading.
 */
const NEEDS_GRADING = `s.submission_type IS NOT NULL AND (s.excused IS NULL OR s.excused = 0)
  AND (s.workflow_state = 'pending_review' OR (s.workflow_state IN ('submitted', 'graded')
    AND (s.score IS NULL OR s.grade_matches_current_submission = 0)))`;

/**
 * Assignments::NeedsGradingCountQuery: students with an active enrollment whose submission needs grading,
 * limited to `sectionIds` for a grader whose privileges are limited to their sections.
 */
export function loadNeedsGradingCounts(db: Db, assignmentIds: number[], sectionIds?: number[]): Map<number, number> {
  if (assignmentIds.length === 0) return new Map();
  const sections = sectionIds ? ` AND e.course_section_id IN (${placeholders(sectionIds)})` : '';
  // One submission per student and assignment: a student counts once however many enrollments they have, so the
  // enrollments are asked whether one exists (a covering index) rather than joined and counted distinct.
  const rows = prepared<number[], { assignment_id: number; n: number }>(db,
      `SELECT s.assignment_id, COUNT(*) AS n FROM submissions s
         JOIN assignments a ON a.id = s.assignment_id
        WHERE s.assignment_id IN (${placeholders(assignmentIds)}) AND ${NEEDS_GRADING}
          AND EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = s.user_id AND e.course_id = a.course_id
            AND e.type IN ('StudentEnrollment', 'StudentViewEnrollment') AND e.workflow_state = 'active'${sections})
        GROUP BY s.assignment_id`,
    )
    .all(...assignmentIds, ...(sectionIds ?? []));
  return new Map(rows.map((row) => [row.assignment_id, row.n]));
}

/** NeedsGradingCountQuery#count_by_section: the same count split by the student's section, sections with none left out. */
export function loadNeedsGradingBySection(db: Db, assignmentIds: number[], sectionIds?: number[]) {
  if (assignmentIds.length === 0) return new Map<number, { section_id: number; needs_grading_count: number }[]>();
  const sections = sectionIds ? ` AND e.course_section_id IN (${placeholders(sectionIds)})` : '';
  const rows = prepared<number[], { assignment_id: number; section_id: number; n: number }>(db,
      `SELECT s.assignment_id, e.course_section_id AS section_id, COUNT(DISTINCT s.user_id) AS n FROM submissions s
         JOIN assignments a ON a.id = s.assignment_id
         JOIN enrollments e ON e.user_id = s.user_id AND e.course_id = a.course_id
        WHERE s.assignment_id IN (${placeholders(assignmentIds)}) AND ${NEEDS_GRADING}
          AND e.type IN ('StudentEnrollment', 'StudentViewEnrollment') AND e.workflow_state = 'active'${sections}
        GROUP BY s.assignment_id, e.course_section_id ORDER BY e.course_section_id`,
    )
    .all(...assignmentIds, ...(sectionIds ?? []));
  const bySection = new Map<number, { section_id: number; needs_grading_count: number }[]>();
  for (const row of rows) pushTo(bySection, row.assignment_id, { section_id: row.section_id, needs_grading_count: row.n });
  return bySection;
}

/** Assignment ids among these that the user has submitted something for (submission_type set). */
export function submittedAssignmentIds(db: Db, userId: number, assignmentIds: number[]): Set<number> {
  if (assignmentIds.length === 0) return new Set();
  const rows = prepared<number[], { assignment_id: number }>(db,
      `SELECT assignment_id FROM submissions
        WHERE user_id = ? AND submission_type IS NOT NULL AND assignment_id IN (${placeholders(assignmentIds)})`,
    )
    .all(userId, ...assignmentIds);
  return new Set(rows.map((row) => row.assignment_id));
}

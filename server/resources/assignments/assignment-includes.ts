import type { AppContext, Db } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import type { LoadedCourse } from '../courses/course-access';
import { loadStoredSettings } from '../courses/course-settings.store';
import { visibleSectionIds } from '../courses/section-visibility';
import type { SubmissionRow } from '../submissions/submission-row';
import { expectsSubmission, submissionTypes, type AssignmentRow } from './assignment-row';
import { listActiveOverrides, loadAssignees, loadNeedsGradingBySection } from './assignments.store';
import { effectiveDueDates } from './effective-due-dates';
import { managesAssignments } from './visible-assignments';

/**
 * The include[] values of assignments_api_controller#index/#show (and the assignment groups' lists) that add
 * fields, as canvas-lms lib/api/v1/assignment.rb adds them: each loaded once for the page, only for callers
 * Canvas gives it to.
 */

type Statistics = { min: number; max: number; mean: number; count: number };
type Json = Record<string, unknown>;

/** Canvas hides the statistics from students until this many students have a grade. */
const MIN_GRADED_FOR_STUDENTS = 5;

/** AssignmentStudentVisibility: the students each assignment is assigned to, by everyone or an override. */
function assignedStudents(db: Db, courseId: number, assignments: AssignmentRow[]): Map<number, string[]> {
  const resolved = effectiveDueDates(assignments, listActiveOverrides(db, courseId, assignments.map((a) => a.id)), loadAssignees(db, courseId));
  return new Map([...resolved].map(([id, students]) => [id, [...students.keys()].sort((a, b) => a - b).map(String)]));
}

/**
 * ScoreStatisticsGenerator: min, max and mean of the scores of the course's students graded on each published
 * assignment (excused work left out). A student's figures come only from posted grades, so no unposted grade of
 * anyone reaches a learner even in aggregate.
 */
function scoreStatistics(db: Db, courseId: number, ids: number[], postedOnly: boolean): Map<number, Statistics> {
  if (ids.length === 0) return new Map();
  const rows = prepared<number[], Statistics & { assignment_id: number }>(db,
      `SELECT s.assignment_id, MIN(s.score) AS min, MAX(s.score) AS max, AVG(s.score) AS mean, COUNT(*) AS count
         FROM submissions s JOIN assignments a ON a.id = s.assignment_id
        WHERE s.assignment_id IN (${placeholders(ids)}) AND a.workflow_state = 'published' AND s.workflow_state = 'graded'
          AND s.score IS NOT NULL AND (s.excused IS NULL OR s.excused = 0)${postedOnly ? ' AND s.posted_at IS NOT NULL' : ''}
          AND EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = s.user_id AND e.course_id = ? AND e.type = 'StudentEnrollment'
                        AND e.workflow_state NOT IN ('rejected', 'completed', 'deleted', 'inactive'))
        GROUP BY s.assignment_id`,
    )
    .all(...ids, courseId);
  return new Map(rows.map((row) => [row.assignment_id, row]));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * include[]=score_statistics, which Canvas adds only beside the caller's own submission (include[]=submission):
 * staff (read_as_admin) see it whenever there are grades; a learner once their own grade is shown to them, at least
 * five students are graded, and the course does not hide distribution graphs.
 */
function statisticsFields(c: AppContext, loaded: LoadedCourse, ids: number[], submissions: Map<number, SubmissionRow>) {
  const { db } = c.get('deps');
  const staff = loaded.access.rights.has('read_as_admin');
  if (!staff && loadStoredSettings(db, loaded.course.id).get('hide_distribution_graphs') === true) return () => ({});
  const stats = scoreStatistics(db, loaded.course.id, ids, !staff);
  return (id: number): Json => {
    const own = submissions.get(id);
    const figures = stats.get(id);
    // The submission map is already as the caller may see it: a hidden grade has no score there.
    const eligible = own !== undefined && own.workflow_state === 'graded' && own.score !== null;
    if (!figures || !eligible || (!staff && figures.count < MIN_GRADED_FOR_STUDENTS)) return {};
    return { score_statistics: { min: round1(figures.min), max: round1(figures.max), mean: round1(figures.mean) } };
  };
}

/** Assignment#user_can_update?, and each all_dates entry's own can_edit (no grading period ever closes one here). */
function canEditFields(canEdit: boolean) {
  return (json: Json): Json => ({
    can_edit: canEdit,
    ...(Array.isArray(json.all_dates)
      ? { all_dates: json.all_dates.map((entry: Json) => ({ ...entry, in_closed_grading_period: false, can_edit: canEdit })) }
      : {}),
  });
}

/**
 * include[]=can_submit (show): the assignment expects a submission, is not locked for the caller, the caller may
 * submit (takes part as a student), and they have attempts left (Submission#attempts_left).
 */
function canSubmitFields(mayParticipate: boolean, submissions: Map<number, SubmissionRow>) {
  return (assignment: AssignmentRow, json: Json): Json => {
    const attempt = submissions.get(assignment.id)?.attempt ?? 0;
    const attemptsLeft = assignment.allowed_attempts <= 0 || attempt < assignment.allowed_attempts;
    const open = expectsSubmission(submissionTypes(assignment)) && json.locked_for_user !== true;
    return { can_submit: mayParticipate && open && attemptsLeft };
  };
}

/** The page's include fields; the returned function adds them to one assignment's JSON. */
export function includeFields(
  c: AppContext,
  loaded: LoadedCourse,
  assignments: AssignmentRow[],
  includes: Set<string>,
  submissions: Map<number, SubmissionRow>,
) {
  const { db } = c.get('deps');
  const { access, course } = loaded;
  const ids = assignments.map((a) => a.id);
  const rights = access.rights;
  const canEdit = includes.has('can_edit') ? canEditFields(rights.has('manage_assignments') || rights.has('manage_assignments_edit')) : undefined;
  const seesVisibility = rights.has('read_as_admin') || rights.has('manage_grades') || managesAssignments(access);
  const visibility = includes.has('assignment_visibility') && seesVisibility ? assignedStudents(db, course.id, assignments) : undefined;
  const bySection =
    includes.has('needs_grading_count_by_section') && rights.has('manage_grades')
      ? loadNeedsGradingBySection(db, ids, visibleSectionIds(db, c.get('caller').id, course.id, access))
      : undefined;
  const statistics = includes.has('score_statistics') && includes.has('submission') ? statisticsFields(c, loaded, ids, submissions) : undefined;
  const canSubmit = includes.has('can_submit') ? canSubmitFields(rights.has('participate_as_student'), submissions) : undefined;
  return (assignment: AssignmentRow, json: Json): Json => ({
    ...canSubmit?.(assignment, json),
    ...canEdit?.(json),
    ...(visibility ? { assignment_visibility: visibility.get(assignment.id) ?? [] } : {}),
    ...(bySection ? { needs_grading_count_by_section: bySection.get(assignment.id) ?? [] } : {}),
    ...statistics?.(assignment.id),
    // Academic Benchmarks ids come from a rubric's outcomes; Lectern's rubrics have none.
    ...(includes.has('ab_guid') ? { ab_guid: [] } : {}),
  });
}

import { computeCourseGrade, type CourseGrade, type GradedGroup, type GradedSubmission, type GradingSchemeEntry } from '../../../../shared/course-grades';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import type { GradingStandard } from '@/api/schemas/grading-standard';
import type { CanvasId } from '@/api/schemas/ids';
import type { Submission } from '@/api/schemas/submission';
import type { User } from '@/api/schemas/user';

/** One assignment group as the gradebook shows it: its published assignments, in position order. */
export interface GradebookGroup {
  group: AssignmentGroup;
  assignments: Assignment[];
}

/** What the grid and the totals know of the course's assignments; built once per answer of the groups. */
export interface GradebookModel {
  groups: GradebookGroup[];
  assignments: Assignment[];
  /** The calculator's inputs. Its ids are positions in `assignments` (and `groups`): Canvas ids may not fit a number. */
  gradedGroups: GradedGroup[];
  calculatorId: Map<CanvasId, number>;
  weighted: boolean;
  scheme: GradingSchemeEntry[];
}

export function buildModel(groups: readonly AssignmentGroup[], weighted: boolean, standard: GradingStandard | undefined): GradebookModel {
  const shown = groups.map((group) => ({ group, assignments: (group.assignments ?? []).filter((a) => a.published) }));
  const assignments = shown.flatMap((g) => g.assignments);
  const calculatorId = new Map(assignments.map((a, index) => [a.id, index]));
  const gradedGroups = shown.map(({ group, assignments: list }, index) => ({
    id: index,
    weight: group.group_weight ?? 0,
    rules: {
      dropLowest: group.rules.drop_lowest ?? 0,
      dropHighest: group.rules.drop_highest ?? 0,
      neverDrop: (group.rules.never_drop ?? []).flatMap((id) => calculatorId.get(id) ?? []),
    },
    assignments: list.map((a) => ({
      id: calculatorId.get(a.id) ?? -1,
      pointsPossible: a.points_possible,
      omitFromFinalGrade: a.omit_from_final_grade === true,
      counts: a.grading_type !== 'not_graded',
    })),
  }));
  const scheme = standard && !standard.points_based ? standard.grading_scheme.map((e) => [e.name, e.value] as const) : [];
  return { groups: shown, assignments, gradedGroups, calculatorId, weighted, scheme };
}

/**
 * A student's grade from the submissions shown in the row: as a grader sees it (unposted grades count) unless
 * `postedOnly` asks for what the student sees. `submissionOf` gives the overlaid submission, so an edit moves the totals the moment it is typed.
 */
export function studentGrade(
  model: GradebookModel,
  submissionOf: (assignment: Assignment) => Submission | undefined,
  postedOnly = false,
): CourseGrade {
  // By assignment, as the calculator reads them: no list for it to index first (this runs for each row drawn).
  const submissions = new Map<number, GradedSubmission>();
  model.assignments.forEach((assignment, index) => {
    const submission = submissionOf(assignment);
    if (!submission) return;
    submissions.set(index, {
      assignmentId: index,
      score: submission.score,
      excused: submission.excused === true,
      posted: Boolean(submission.posted_at),
      pendingReview: submission.workflow_state === 'pending_review',
    });
  });
  return computeCourseGrade(model.gradedGroups, submissions, { weighted: model.weighted, postedOnly });
}

/** A student row: who, in which sections, and the course grade the server last computed (for order before loading). */
export interface GradebookStudent {
  id: CanvasId;
  name: string;
  sortableName: string;
  sisUserId: string | null;
  loginId: string | null;
  sectionIds: CanvasId[];
  serverScore: number | null;
}

export function toStudent(user: User): GradebookStudent {
  const enrollments = (user.enrollments ?? []).filter((e) => e.type === 'StudentEnrollment');
  const grades = enrollments[0]?.grades as { unposted_current_score?: number | null; current_score?: number | null } | undefined;
  return {
    id: user.id,
    name: user.name,
    sortableName: user.sortable_name,
    sisUserId: user.sis_user_id ?? null,
    loginId: user.login_id ?? null,
    sectionIds: enrollments.map((e) => e.course_section_id),
    serverScore: grades?.unposted_current_score ?? grades?.current_score ?? null,
  };
}

/** A percentage as Canvas's gradebook shows it: up to two decimals, no trailing zeros. */
export function formatPercent(percent: number | null): string {
  if (percent === null) return '–';
  return `${Math.round(percent * 100) / 100}%`;
}

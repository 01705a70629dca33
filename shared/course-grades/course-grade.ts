import type {
  CalculatorOptions, CourseGrade, GradedGroup, GradedSubmission, GroupGrade, ScoreAndPossible,
} from './types';

/**
 * A student's course grade from their submissions, as Canvas's grade calculator computes it (docs/grading.md).
 * FIRST VERSION: drop rules are not applied yet.
 */
export function computeCourseGrade(groups: GradedGroup[], submissions: GradedSubmission[], options: CalculatorOptions): CourseGrade {
  const byAssignment = new Map(submissions.map((s) => [s.assignmentId, s]));
  const grades = groups.map((group) => groupGrade(group, byAssignment, options));
  const current = courseFigure(groups, grades, 'current', options.weighted);
  const final = courseFigure(groups, grades, 'final', options.weighted);
  return { groups: grades, current, final, currentPercent: percentOf(current, options.weighted), finalPercent: percentOf(final, options.weighted) };
}

function groupGrade(group: GradedGroup, byAssignment: Map<number, GradedSubmission>, options: CalculatorOptions): GroupGrade {
  const current = { score: 0, possible: 0 };
  const final = { score: 0, possible: 0 };
  for (const assignment of group.assignments) {
    if (!assignment.counts || assignment.omitFromFinalGrade) continue;
    const submission = byAssignment.get(assignment.id);
    if (submission?.excused) continue;
    const possible = assignment.pointsPossible ?? 0;
    const graded = submission && submission.score !== null && !submission.pendingReview && (submission.posted || !options.postedOnly);
    final.possible += possible;
    if (!graded) continue;
    current.score += submission.score ?? 0;
    current.possible += possible;
    final.score += submission.score ?? 0;
  }
  return { id: group.id, current, final, droppedCurrent: [], droppedFinal: [] };
}

function courseFigure(groups: GradedGroup[], grades: GroupGrade[], which: 'current' | 'final', weighted: boolean): ScoreAndPossible {
  if (!weighted) {
    return grades.reduce((sum, g) => ({ score: sum.score + g[which].score, possible: sum.possible + g[which].possible }), { score: 0, possible: 0 });
  }
  let score = 0;
  let weights = 0;
  grades.forEach((grade, index) => {
    const figure = grade[which];
    if (figure.possible <= 0) return;
    const weight = groups[index]?.weight ?? 0;
    score += (figure.score / figure.possible) * weight;
    weights += weight;
  });
  return { score: weights > 0 ? (score * 100) / weights : 0, possible: weights > 0 ? 100 : 0 };
}

function percentOf(figure: ScoreAndPossible, weighted: boolean): number | null {
  if (figure.possible <= 0) return null;
  const percent = weighted ? figure.score : (figure.score / figure.possible) * 100;
  return Math.round(percent * 100) / 100;
}

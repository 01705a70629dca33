import { droppedByRules, type Scored } from './drop-rules';
import { roundScore, tidyPoints } from './round';
import type {
  CalculatorOptions, CourseGrade, GradedGroup, GradedSubmission, GroupGrade, ScoreAndPossible,
} from './types';

type Submissions = readonly GradedSubmission[] | ReadonlyMap<number, GradedSubmission>;

/**
 * A student's course grade from their submissions, as Canvas's grade calculator computes it (docs/course-grades.md).
 * `submissions` may be the student's submissions or a map of them by assignment id (cheaper when the caller has one).
 */
export function computeCourseGrade(groups: readonly GradedGroup[], submissions: Submissions, options: CalculatorOptions): CourseGrade {
  const byAssignment = submissions instanceof Map ? submissions : new Map((submissions as readonly GradedSubmission[]).map((s) => [s.assignmentId, s]));
  const grades = groups.map((group) => groupGrade(group, byAssignment, options.postedOnly));
  const current = courseFigure(groups, grades, 'current', options.weighted);
  const final = courseFigure(groups, grades, 'final', options.weighted);
  return { groups: grades, current, final, currentPercent: percentOf(current, options.weighted), finalPercent: percentOf(final, options.weighted) };
}

function groupGrade(group: GradedGroup, byAssignment: ReadonlyMap<number, GradedSubmission>, postedOnly: boolean): GroupGrade {
  const current: Scored[] = [];
  const final: Scored[] = [];
  for (const assignment of group.assignments) {
    if (!assignment.counts || assignment.omitFromFinalGrade) continue;
    let submission = byAssignment.get(assignment.id);
    // A learner's figures treat an unposted submission as no submission at all: not even its excuse shows.
    if (postedOnly && submission && !submission.posted) submission = undefined;
    if (submission?.excused) continue;
    const possible = assignment.pointsPossible ?? 0;
    const score = submission?.score ?? null;
    const entry = { id: assignment.id, score: score ?? 0, possible };
    final.push(entry);
    if (score !== null && !submission?.pendingReview) current.push(entry);
  }
  const droppedCurrent = droppedByRules(current, group.rules);
  // With every assignment graded both figures weigh the same entries: the rules drop the same ones.
  const droppedFinal = current.length === final.length ? droppedCurrent : droppedByRules(final, group.rules);
  const currentSum = sumKept(current, droppedCurrent);
  const finalSum = sumKept(final, droppedFinal);
  return {
    id: group.id,
    current: currentSum,
    final: finalSum,
    droppedCurrent: droppedCurrent.map((item) => item.id),
    droppedFinal: droppedFinal.map((item) => item.id),
    currentPercent: groupPercent(currentSum),
    finalPercent: groupPercent(finalSum),
  };
}

function sumKept(items: readonly Scored[], dropped: readonly Scored[]): ScoreAndPossible {
  let score = 0;
  let possible = 0;
  for (const item of items) {
    if (dropped.length > 0 && dropped.includes(item)) continue;
    score += item.score;
    possible += item.possible;
  }
  return { score: tidyPoints(score), possible: tidyPoints(possible) };
}

function groupPercent(figure: ScoreAndPossible): number | null {
  return figure.possible > 0 ? roundScore((figure.score / figure.possible) * 100) : null;
}

function courseFigure(groups: readonly GradedGroup[], grades: readonly GroupGrade[], which: 'current' | 'final', weighted: boolean): ScoreAndPossible {
  let score = 0;
  let possible = 0;
  grades.forEach((grade, index) => {
    const figure = grade[which];
    if (!weighted) {
      score += figure.score;
      possible += figure.possible;
    } else if (figure.possible > 0) {
      // Weighted: only groups with points possible count, each as its percentage times its weight.
      const weight = groups[index]?.weight ?? 0;
      score += (figure.score / figure.possible) * weight;
      possible += weight;
    }
  });
  if (!weighted) return { score: tidyPoints(score), possible: tidyPoints(possible) };
  // Weights that add up to less than 100 are scaled up to 100; more than 100 stays extra credit.
  if (possible === 0) return { score: 0, possible: 0 };
  return { score: possible < 100 ? (score * 100) / possible : score, possible };
}

function percentOf(figure: ScoreAndPossible, weighted: boolean): number | null {
  if (weighted) return figure.possible === 0 ? null : roundScore(figure.score);
  return figure.possible > 0 ? roundScore((figure.score / figure.possible) * 100) : null;
}

import { describe, expect, it } from 'vitest';
import { computeCourseGrade } from './course-grade';
import { course, group, type TestAssignment } from './test-course';
import type { CalculatorOptions, GradedGroup, GradedSubmission } from './types';

const learner = (weighted: boolean): CalculatorOptions => ({ weighted, postedOnly: true });
const grader = (weighted: boolean): CalculatorOptions => ({ weighted, postedOnly: false });

function percents(c: { groups: GradedGroup[]; submissions: GradedSubmission[] }, options: CalculatorOptions) {
  const grade = computeCourseGrade(c.groups, c.submissions, options);
  return [grade.currentPercent, grade.finalPercent];
}

/** Two groups of one assignment each, the first graded (Canvas spec helper "two groups, two assignments"). */
function twoGroups(weight1: number, possible1: number, weight2: number, possible2: number, score1: number | null, score2: number | null = null) {
  return course(group(1, weight1, [{ id: 11, possible: possible1, score: score1 }]), group(2, weight2, [{ id: 21, possible: possible2, score: score2 }]));
}

describe('course scores (Canvas: spec/lib/grade_calculator_spec.rb)', () => {
  it('computes a grade without dying: 5/10 graded beside an ungraded 10 is 50% current, 25% final', () => {
    const c = course(group(1, 100, [{ id: 1, possible: 10 }, { id: 2, possible: 10, score: 5 }]));
    expect(percents(c, learner(false))).toEqual([50, 25]);
  });

  it('weights groups when asked, and renormalizes the current score over the groups with graded work', () => {
    expect(percents(twoGroups(50, 10, 50, 40, null), learner(false))).toEqual([null, 0]);
    expect(percents(twoGroups(50, 10, 50, 40, 9), learner(false))).toEqual([90, 18]);
    expect(percents(twoGroups(50, 10, 50, 40, 9), learner(true))).toEqual([90, 45]);
    expect(percents(twoGroups(50, 10, 50, 40, 9, 20), learner(true))).toEqual([70, 70]);
    expect(percents(twoGroups(50, 10, 50, 40, 9, 20), learner(false))).toEqual([58, 58]);
  });

  it('keeps extra credit when the weights add up to more than 100', () => {
    expect(percents(twoGroups(50, 10, 60, 40, 10), learner(true))).toEqual([100, 50]);
    expect(percents(twoGroups(50, 10, 60, 40, 10, 40), learner(true))).toEqual([110, 110]);
    expect(percents(twoGroups(50, 10, 60, 40, 10, 40), learner(false))).toEqual([100, 100]);
  });

  it('keeps extra credit when the score is above the points possible', () => {
    expect(percents(twoGroups(50, 10, 60, 40, 11), learner(false))).toEqual([110, 22]);
    expect(percents(twoGroups(50, 10, 60, 40, 11), learner(true))).toEqual([110, 55]);
    expect(percents(twoGroups(50, 10, 60, 40, 11, 45), learner(true))).toEqual([122.5, 122.5]);
    expect(percents(twoGroups(50, 10, 60, 40, 11, 45), learner(false))).toEqual([112, 112]);
  });

  it('scales weights that add up to less than 100 up to 100', () => {
    expect(percents(twoGroups(50, 10, 40, 40, 10), learner(true))).toEqual([100, 55.56]);
    expect(percents(twoGroups(50, 10, 40, 40, 10, 40), learner(true))).toEqual([100, 100]);
  });

  it('gives no weighted grade when the groups that count all weigh nothing', () => {
    expect(percents(twoGroups(0, 10, 0, 40, 10), learner(true))).toEqual([null, null]);
  });

  it('counts a zero-point group\'s points as extra credit unweighted, and leaves the group out weighted', () => {
    const c = course(group(1, 50, [{ id: 1, possible: 10, score: 8 }]), group(2, 50, [{ id: 2, possible: 0, score: 2 }]));
    expect(percents(c, learner(false))).toEqual([100, 100]);
    expect(percents(c, learner(true))).toEqual([80, 80]);
  });

  it('handles ungraded submissions beside graded ones, weighted and not', () => {
    const c = course(
      group(1, 50, [{ id: 1, possible: 10, score: null }, { id: 2, possible: 4, score: 1 }]),
      group(2, 40, [{ id: 3, possible: 40, score: 40 }]),
    );
    expect(percents(c, learner(false))).toEqual([93.18, 75.93]);
    expect(percents(c, learner(true))).toEqual([58.33, 48.41]);
  });

  it('leaves out excused work entirely', () => {
    const c = course(group(1, 100, [{ id: 1, possible: 10, score: 5 }, { id: 2, possible: 10, score: 0, excused: true }, { id: 3, possible: 10, excused: true }]));
    expect(percents(c, learner(false))).toEqual([50, 50]);
  });

  it('leaves out assignments omitted from the final grade, graded or not', () => {
    const c = course(group(1, 100, [{ id: 1, possible: 10, score: 5 }, { id: 2, possible: 10, score: 10, omit: true }, { id: 3, possible: 10, omit: true }]));
    expect(percents(c, learner(false))).toEqual([50, 50]);
  });

  it('leaves out assignments the caller says do not count (not graded, unpublished)', () => {
    const c = course(group(1, 100, [{ id: 1, possible: 10, score: 9 }, { id: 2, possible: 0, score: 1, counts: false }, { id: 3, possible: 5, counts: false }]));
    expect(percents(c, learner(false))).toEqual([90, 90]);
  });

  it('leaves a pending-review quiz out of the current score but counts its score in the final one', () => {
    const c = course(group(1, 100, [{ id: 1, possible: 50, score: 25, pendingReview: true }, { id: 2, possible: 50, score: 50 }]));
    expect(percents(c, learner(false))).toEqual([100, 75]);
  });

  it('counts an assignment with no submission at all as zero in the final score', () => {
    const c = course(group(1, 100, [{ id: 1, possible: 10, score: 5 }, { id: 2, possible: 10, missing: true }]));
    expect(percents(c, learner(false))).toEqual([50, 25]);
  });

  it('returns assignment group percentages', () => {
    const c = twoGroups(25, 10, 75, 10, 5, 10);
    const grade = computeCourseGrade(c.groups, c.submissions, learner(true));
    expect(grade.groups.map((g) => [g.currentPercent, g.finalPercent])).toEqual([[50, 50], [100, 100]]);
  });

  it('returns points for unweighted courses: 25 of 50 is 50%', () => {
    const c = course(group(1, 0, [{ id: 1, possible: 50, score: 25 }]));
    const grade = computeCourseGrade(c.groups, c.submissions, learner(false));
    expect(grade.current).toEqual({ score: 25, possible: 50 });
    expect(grade.currentPercent).toBe(50);
  });
});

describe('rounding (Canvas: the "without floating point calculation errors" specs)', () => {
  it('rounds a weighted 93.825 up to 93.83', () => {
    expect(percents(twoGroups(50, 200, 50, 100, 267.9, 53.7), learner(true))[0]).toBe(93.83);
  });

  it('rounds an unweighted 79.135 up to 79.14', () => {
    const c = course(group(1, 0, [{ id: 1, possible: 100, score: 88.56 }, { id: 2, possible: 100, score: 69.71 }]));
    expect(percents(c, learner(false))[0]).toBe(79.14);
    expect(computeCourseGrade(c.groups, c.submissions, learner(false)).current.score).toBe(158.27);
  });
});

describe('unposted grades (Canvas: grade_calculator_spec "#compute_and_save_scores", drop_lowest 1 and a manually posted assignment)', () => {
  // Two groups weighted 45/55, three 150-point assignments each, the middle one of each graded but not posted.
  function posting(): ReturnType<typeof course> {
    const three = (base: number, scores: number[]): TestAssignment[] =>
      scores.map((score, index) => ({ id: base + index, possible: 150, score, posted: index !== 1 }));
    return course(group(1, 45, three(10, [35, 99.6, 142.7]), { dropLowest: 1 }), group(2, 55, three(20, [42, 95, 131.4]), { dropLowest: 1 }));
  }

  it('for the learner, leaves unposted grades out of the current score and counts them as zero in the final one', () => {
    expect(percents(posting(), learner(true))).toEqual([90.99, 58.45]);
    expect(percents(posting(), learner(false))).toEqual([91.37, 58.52]);
  });

  it('for the learner, drops the lowest posted grade now, and the unposted zero in the final figure', () => {
    const grade = computeCourseGrade(posting().groups, posting().submissions, learner(true));
    expect(grade.groups.map((g) => [g.droppedCurrent, g.droppedFinal])).toEqual([[[10], [11]], [[20], [21]]]);
    expect(grade.groups.map((g) => [g.currentPercent, g.finalPercent])).toEqual([[95.13, 59.23], [87.6, 57.8]]);
    expect(grade.groups.map((g) => g.final.score)).toEqual([177.7, 173.4]);
  });

  it('for graders (unposted_*), counts every grade', () => {
    expect(percents(posting(), grader(true))).toEqual([77.85, 77.85]);
    expect(percents(posting(), grader(false))).toEqual([78.12, 78.12]);
    const grade = computeCourseGrade(posting().groups, posting().submissions, grader(false));
    expect(grade.groups.map((g) => [g.currentPercent, g.current.score])).toEqual([[80.77, 242.3], [75.47, 226.4]]);
  });

  it('treats an unposted excused submission as no submission for the learner: zero in the final score', () => {
    const c = course(group(1, 100, [{ id: 1, possible: 10, score: 10 }, { id: 2, possible: 10, excused: true, posted: false }]));
    expect(percents(c, learner(false))).toEqual([100, 50]);
    expect(percents(c, grader(false))).toEqual([100, 100]);
  });
});

describe('inputs', () => {
  it('takes the submissions as a map by assignment id as well', () => {
    const c = twoGroups(50, 10, 50, 40, 9, 20);
    const byId = new Map(c.submissions.map((s) => [s.assignmentId, s]));
    expect(computeCourseGrade(c.groups, byId, learner(true))).toEqual(computeCourseGrade(c.groups, c.submissions, learner(true)));
  });

  it('gives no percentage when nothing has points possible', () => {
    expect(percents(course(group(1, 100, [])), learner(false))).toEqual([null, null]);
    expect(percents(course(group(1, 100, [])), learner(true))).toEqual([null, null]);
  });
});

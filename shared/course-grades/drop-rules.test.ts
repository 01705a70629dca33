import { describe, expect, it } from 'vitest';
import { computeCourseGrade } from './course-grade';
import { course, group, type TestAssignment } from './test-course';
import type { GroupRules } from './types';

/** One group's figures for the learner, as Canvas's AssignmentGroupGradeCalculator specs read them. */
function groupOf(assignments: TestAssignment[], rules: Partial<GroupRules>) {
  const { groups, submissions } = course(group(1, 100, assignments, rules));
  const [grade] = computeCourseGrade(groups, submissions, { weighted: false, postedOnly: true }).groups;
  if (!grade) throw new Error('the group has no grade');
  return grade;
}

/** The list with one assignment changed. */
function changed(assignments: TestAssignment[], id: number, change: Partial<TestAssignment>): TestAssignment[] {
  return assignments.map((a) => (a.id === id ? { ...a, ...change } : a));
}

const threeGraded = (): TestAssignment[] => [
  { id: 201, possible: 40, score: 31 },
  { id: 202, possible: 24, score: 17 },
  { id: 203, possible: 10, score: 6 },
];

const fiveWithOneUngraded = (fourth = 3): TestAssignment[] => [
  { id: 201, possible: 100, score: 100 },
  { id: 202, possible: 91, score: 42 },
  { id: 203, possible: 55, score: 14 },
  { id: 204, possible: 38, score: fourth },
  { id: 205, possible: 1000, score: null },
];

describe('drop_lowest (Canvas: AssignmentGroupGradeCalculator drop_lowest specs)', () => {
  it('drops the one assignment whose loss raises the percentage most: 6/10 of 31/40, 17/24, 6/10', () => {
    const grade = groupOf(threeGraded(), { dropLowest: 1 });
    expect(grade.current).toEqual({ score: 48, possible: 64 });
    expect(grade.droppedCurrent).toEqual([203]);
    expect(grade.droppedFinal).toEqual([203]);
  });

  it('weighs the effect on the percentage, not the raw score: with 7/10 it drops 17/24 instead', () => {
    const grade = groupOf(changed(threeGraded(), 203, { score: 7 }), { dropLowest: 1 });
    expect(grade.current).toEqual({ score: 38, possible: 50 });
    expect(grade.droppedCurrent).toEqual([202]);
  });

  it('drops an assignment with points before a zero-point one', () => {
    const grade = groupOf(changed(threeGraded(), 201, { possible: 0 }), { dropLowest: 1 });
    expect(grade.current.score).toBe(37);
    expect(grade.droppedCurrent).toEqual([202]);
  });

  it('leaves ungraded work out of the current figure and drops it as a zero in the final one', () => {
    const grade = groupOf(changed(threeGraded(), 203, { score: null }), { dropLowest: 1 });
    expect(grade.current).toEqual({ score: 31, possible: 40 });
    expect(grade.final).toEqual({ score: 48, possible: 64 });
    expect(grade.droppedFinal).toEqual([203]);
  });

  it('drops two, choosing differently for the current and the final figure', () => {
    const grade = groupOf(fiveWithOneUngraded(), { dropLowest: 2 });
    expect(grade.current).toEqual({ score: 103, possible: 138 });
    expect(grade.droppedCurrent).toEqual([202, 203]);
    expect(grade.final).toEqual({ score: 156, possible: 246 });
    expect(grade.droppedFinal).toEqual([204, 205]);
  });

  it('always keeps one assignment when asked to drop as many as there are', () => {
    const grade = groupOf(fiveWithOneUngraded(), { dropLowest: 4 });
    expect(grade.current).toEqual({ score: 100, possible: 100 });
    expect(grade.final).toEqual({ score: 100, possible: 100 });
    expect(grade.droppedFinal).toEqual([202, 203, 204, 205]);
  });

  it('keeps its head with absurd points possible (the "ridiculous circumstances" spec)', () => {
    const grade = groupOf([
      { id: 201, possible: 20, score: null },
      { id: 202, possible: 10, score: 3 },
      { id: 203, possible: 10, score: null },
      { id: 204, possible: 1e50, score: null },
      { id: 205, possible: null, score: null },
    ], { dropLowest: 2 });
    expect(grade.current).toEqual({ score: 3, possible: 10 });
    expect(grade.final).toEqual({ score: 3, possible: 20 });
  });

  it('drops the highest assignment id among equal percentages', () => {
    const grade = groupOf([2301, 2302, 2303].map((id) => ({ id, possible: 10, score: 10 })), { dropLowest: 1 });
    expect(grade.current.score).toBe(20);
    expect(grade.droppedCurrent).toEqual([2303]);
  });

  it('with no points possible anywhere, drops the lowest score, and the lowest id among equal ones', () => {
    const scores = [[2301, 15], [2302, 5], [2303, 10]] as const;
    expect(groupOf(scores.map(([id, score]) => ({ id, possible: 0, score })), { dropLowest: 1 }).droppedCurrent).toEqual([2302]);
    expect(groupOf([2301, 2302, 2303].map((id) => ({ id, possible: 0, score: 10 })), { dropLowest: 1 }).droppedCurrent).toEqual([2301]);
  });

  it('drops the same one of four equal grades whatever order the assignments come in', () => {
    const assignments = [201, 202, 203, 204].map((id) => ({ id, possible: 10, score: 9 }));
    const forwards = groupOf(assignments, { dropLowest: 1 }).droppedCurrent;
    expect(groupOf([...assignments].reverse(), { dropLowest: 1 }).droppedCurrent).toEqual(forwards);
  });
});

describe('drop_highest (Canvas: AssignmentGroupGradeCalculator drop_highest specs)', () => {
  it('drops the one assignment whose loss lowers the percentage most', () => {
    const grade = groupOf(threeGraded(), { dropHighest: 1 });
    expect(grade.current).toEqual({ score: 23, possible: 34 });
    expect(grade.droppedCurrent).toEqual([201]);
  });

  it('weighs the effect on the percentage: a perfect 10/10 goes before 31/40', () => {
    const grade = groupOf(changed(threeGraded(), 203, { score: 10 }), { dropHighest: 1 });
    expect(grade.current).toEqual({ score: 48, possible: 64 });
    expect(grade.droppedCurrent).toEqual([203]);
  });

  it('drops two, choosing differently for the current and the final figure', () => {
    const grade = groupOf(fiveWithOneUngraded(30), { dropHighest: 2 });
    expect(grade.current).toEqual({ score: 56, possible: 146 });
    expect(grade.droppedCurrent).toEqual([201, 204]);
    expect(grade.final).toEqual({ score: 44, possible: 1093 });
    expect(grade.droppedFinal).toEqual([201, 202]);
  });

  it('drops nothing when asked to drop all graded work, but keeps one in the final figure when it can', () => {
    const grade = groupOf(fiveWithOneUngraded(30), { dropHighest: 4 });
    expect(grade.current).toEqual({ score: 186, possible: 284 });
    expect(grade.droppedCurrent).toEqual([]);
    expect(grade.final).toEqual({ score: 0, possible: 1000 });
    expect(grade.droppedFinal).toEqual([201, 202, 203, 204]);
  });

  it('drops nothing when asked to drop more than there is', () => {
    const grade = groupOf(fiveWithOneUngraded(30), { dropHighest: 5 });
    expect(grade.final).toEqual({ score: 186, possible: 1284 });
    expect(grade.droppedFinal).toEqual([]);
  });
});

describe('drop_lowest and drop_highest together (Canvas: AssignmentGroupGradeCalculator combined-rule specs)', () => {
  it('drops the most and the least favourable', () => {
    const grade = groupOf(fiveWithOneUngraded(), { dropLowest: 1, dropHighest: 1 });
    expect(grade.current).toEqual({ score: 56, possible: 146 });
    expect(grade.droppedCurrent).toEqual([201, 204]);
    expect(grade.final).toEqual({ score: 59, possible: 184 });
    expect(grade.droppedFinal).toEqual([201, 205]);
  });

  it('gives up dropping highest when both rules together reach the number of assignments', () => {
    const grade = groupOf(fiveWithOneUngraded(), { dropLowest: 2, dropHighest: 2 });
    expect(grade.current).toEqual({ score: 103, possible: 138 });
    expect(grade.droppedCurrent).toEqual([202, 203]);
    expect(grade.final).toEqual({ score: 14, possible: 55 });
    expect(grade.droppedFinal).toEqual([201, 202, 204, 205]);
  });

  it('on zero-point assignments, keeps the best scores and then drops the highest of those', () => {
    const assignments = ([[201, 10], [202, 5], [203, 20], [204, 0]] as const).map(([id, score]) => ({ id, possible: 0, score }));
    expect(groupOf(assignments, { dropLowest: 1 })).toMatchObject({ current: { score: 35 }, droppedCurrent: [204] });
    expect(groupOf(assignments, { dropHighest: 1 })).toMatchObject({ current: { score: 15 }, droppedCurrent: [203] });
    expect(groupOf(assignments, { dropLowest: 2, dropHighest: 1 })).toMatchObject({ current: { score: 10 }, droppedCurrent: [202, 203, 204] });
  });
});

describe('never_drop (Canvas: AssignmentGroupGradeCalculator never_drop specs)', () => {
  const four = (): TestAssignment[] => [
    { id: 201, possible: 40, score: 31 },
    { id: 202, possible: 24, score: 19 },
    { id: 203, possible: 16, score: 12 },
    { id: 204, possible: 10, score: 6 },
  ];

  it('keeps the lowest grade when it may never be dropped, and drops the next one', () => {
    const grade = groupOf(four(), { dropLowest: 1, neverDrop: [204] });
    expect(grade.current).toEqual({ score: 56, possible: 74 });
    expect(grade.droppedCurrent).toEqual([203]);
  });

  it('keeps the highest grade when it may never be dropped', () => {
    const grade = groupOf(four(), { dropHighest: 1, neverDrop: [201] });
    expect(grade.current).toEqual({ score: 49, possible: 66 });
    expect(grade.droppedCurrent).toEqual([202]);
  });

  it('counts several never-dropped assignments in the choice', () => {
    const grade = groupOf(four(), { dropLowest: 1, neverDrop: [203, 204] });
    expect(grade.current).toEqual({ score: 49, possible: 66 });
    expect(grade.droppedCurrent).toEqual([202]);
  });

  it('drops nothing when only one assignment may be dropped (the rules always keep one)', () => {
    expect(groupOf(four(), { dropLowest: 1, neverDrop: [202, 203, 204] }).current).toEqual({ score: 68, possible: 90 });
    expect(groupOf(four(), { dropHighest: 1, neverDrop: [202, 203, 204] }).droppedCurrent).toEqual([]);
  });

  it('drops nothing when every assignment is never dropped', () => {
    const grade = groupOf(four(), { dropLowest: 1, neverDrop: [201, 202, 203, 204] });
    expect(grade.droppedCurrent).toEqual([]);
    expect(grade.droppedFinal).toEqual([]);
  });
});

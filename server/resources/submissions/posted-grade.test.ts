import { describe, expect, it } from 'vitest';
import { DEFAULT_GRADING_SCHEME as scheme } from './grading-scheme';
import { GradeError, interpretPostedGrade } from './posted-grade';

const of = (grading_type: string, points_possible: number | null = 10) => ({ grading_type, points_possible });

describe('interpretPostedGrade (Assignment#interpret_grade)', () => {
  it('reads points, keeping halves, negatives and scores above the maximum as Canvas does', () => {
    expect(interpretPostedGrade(of('points'), scheme, '8.5')).toEqual({ kind: 'grade', score: 8.5, grade: '8.5' });
    expect(interpretPostedGrade(of('points'), scheme, '12')).toEqual({ kind: 'grade', score: 12, grade: '12' });
    expect(interpretPostedGrade(of('points'), scheme, '-1')).toEqual({ kind: 'grade', score: -1, grade: '-1' });
  });

  it('reads "85%" as a share of the points and prints percent assignments as percentages', () => {
    expect(interpretPostedGrade(of('points', 20), scheme, '85%')).toEqual({ kind: 'grade', score: 17, grade: '17' });
    expect(interpretPostedGrade(of('percent', 20), scheme, '85%')).toEqual({ kind: 'grade', score: 17, grade: '85%' });
    // A bare number is points even on a percent assignment (interpret_grade's numeric branch).
    expect(interpretPostedGrade(of('percent', 20), scheme, '10')).toEqual({ kind: 'grade', score: 10, grade: '50%' });
  });

  // GradingStandard#grade_to_score (app/models/grading_standard.rb): the next higher cutoff less one point, A is 100.
  it.each([
    ['A', 100], ['A-', 93], ['B+', 89], ['B', 86], ['B-', 83], ['C+', 79],
    ['C', 76], ['C-', 73], ['D+', 69], ['D', 66], ['D-', 63], ['F', 60],
  ])('scores %s at the top of its band on a 100-point assignment (%d), keeping the letter', (letter, score) => {
    expect(interpretPostedGrade(of('letter_grade', 100), scheme, letter)).toEqual({ kind: 'grade', score, grade: letter });
  });

  it('scales the band top to the points possible, in any case, and prints the letter a score earns', () => {
    expect(interpretPostedGrade(of('letter_grade', 50), scheme, 'b')).toEqual({ kind: 'grade', score: 43, grade: 'B' });
    expect(interpretPostedGrade(of('gpa_scale'), scheme, 'a-')).toEqual({ kind: 'grade', score: 9.3, grade: 'A-' });
    expect(interpretPostedGrade(of('letter_grade'), scheme, '7.5')).toEqual({ kind: 'grade', score: 7.5, grade: 'C' });
    expect(interpretPostedGrade(of('letter_grade', 0), scheme, 'B')).toEqual({ kind: 'grade', score: 0, grade: 'B' });
  });

  it('steps a tenth below a cutoff less than a point above (a narrow band)', () => {
    const narrow = [['A', 0.9], ['B', 0.895], ['F', 0]] as const;
    expect(interpretPostedGrade(of('letter_grade', 100), narrow, 'B')).toEqual({ kind: 'grade', score: 89.9, grade: 'B' });
    expect(interpretPostedGrade(of('letter_grade', 100), narrow, 'F')).toEqual({ kind: 'grade', score: 88.5, grade: 'F' });
  });

  it('reads complete/pass as full points and incomplete/fail as zero', () => {
    expect(interpretPostedGrade(of('pass_fail'), scheme, 'complete')).toEqual({ kind: 'grade', score: 10, grade: 'complete' });
    expect(interpretPostedGrade(of('pass_fail'), scheme, 'pass')).toEqual({ kind: 'grade', score: 10, grade: 'complete' });
    expect(interpretPostedGrade(of('pass_fail'), scheme, 'Incomplete')).toEqual({ kind: 'grade', score: 0, grade: 'incomplete' });
    expect(interpretPostedGrade(of('pass_fail', 0), scheme, 'complete')).toEqual({ kind: 'grade', score: 0, grade: 'complete' });
  });

  it('excuses on EX and removes the grade on an empty string', () => {
    expect(interpretPostedGrade(of('points'), scheme, 'ex')).toEqual({ kind: 'excuse' });
    expect(interpretPostedGrade(of('points'), scheme, '  ')).toEqual({ kind: 'clear' });
  });

  it('refuses what it cannot read: junk, letters on a points assignment, unknown letters, ungraded work', () => {
    expect(() => interpretPostedGrade(of('points'), scheme, 'abc')).toThrow(GradeError);
    expect(() => interpretPostedGrade(of('points'), scheme, 'A')).toThrow(GradeError);
    expect(() => interpretPostedGrade(of('letter_grade'), scheme, 'Z')).toThrow(GradeError);
    expect(() => interpretPostedGrade(of('points'), scheme, '1e999')).toThrow(GradeError);
    expect(() => interpretPostedGrade(of('not_graded'), scheme, '5')).toThrow(GradeError);
  });
});

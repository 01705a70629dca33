import { describe, expect, it } from 'vitest';
import { gradeInputValue, parseGradeText } from './grade-text';

const points = { grading_type: 'points', points_possible: 10 };
const percent = { grading_type: 'percent', points_possible: 20 };
const letters = { grading_type: 'letter_grade', points_possible: 10, grading_standard_id: null };

type Info = Parameters<typeof parseGradeText>[0];
const warningOf = (assignment: Info, text: string) => {
  const result = parseGradeText(assignment, text);
  return result.kind === 'edit' ? result.warning : undefined;
};
const errorOf = (assignment: Info, text: string) => {
  const result = parseGradeText(assignment, text);
  return result.kind === 'error' ? result.message : undefined;
};

describe('parseGradeText', () => {
  it('sends a points value as it is, and warns above the points possible or below zero', () => {
    expect(parseGradeText(points, ' 8.5 ')).toEqual({ kind: 'edit', edit: { posted_grade: '8.5' } });
    expect(warningOf(points, '12')).toContain('extra credit');
    expect(parseGradeText(points, '12')).toMatchObject({ kind: 'edit', edit: { posted_grade: '12' } });
    expect(warningOf(points, '-1')).toContain('negative');
    expect(parseGradeText(points, '85%')).toEqual({ kind: 'edit', edit: { posted_grade: '85%' } });
  });

  it('refuses text that is not a number on a points assignment', () => {
    expect(errorOf(points, 'abc')).toContain('number of points');
    expect(parseGradeText(points, '1.2.3')).toMatchObject({ kind: 'error' });
  });

  it('excuses on EX in any case and clears on empty text', () => {
    expect(parseGradeText(points, 'ex')).toEqual({ kind: 'edit', edit: { excuse: true } });
    expect(parseGradeText(letters, 'Ex')).toEqual({ kind: 'edit', edit: { excuse: true } });
    expect(parseGradeText(points, '  ')).toEqual({ kind: 'edit', edit: { posted_grade: '' } });
  });

  it('sends a percent with its sign, because a bare number is points to Canvas, and warns above 100', () => {
    expect(parseGradeText(percent, '85')).toEqual({ kind: 'edit', edit: { posted_grade: '85%' } });
    expect(parseGradeText(percent, '85 %')).toEqual({ kind: 'edit', edit: { posted_grade: '85%' } });
    expect(warningOf(percent, '101')).toContain('100%');
    expect(parseGradeText(percent, 'A')).toMatchObject({ kind: 'error' });
  });

  it('accepts the scheme letters in any case and refuses unknown ones', () => {
    expect(parseGradeText(letters, 'b+')).toEqual({ kind: 'edit', edit: { posted_grade: 'B+' } });
    expect(parseGradeText({ ...letters, grading_type: 'gpa_scale' }, 'a-')).toEqual({ kind: 'edit', edit: { posted_grade: 'A-' } });
    expect(errorOf(letters, 'E')).toContain('A, A-, B+');
    expect(parseGradeText({ ...letters, grading_standard_id: '4' }, 'Great')).toEqual({ kind: 'edit', edit: { posted_grade: 'Great' } });
  });

  it('reads complete and incomplete on pass/fail', () => {
    expect(parseGradeText({ grading_type: 'pass_fail', points_possible: 5 }, 'Complete')).toEqual({ kind: 'edit', edit: { posted_grade: 'complete' } });
    expect(parseGradeText({ grading_type: 'pass_fail', points_possible: 5 }, 'fail')).toEqual({ kind: 'edit', edit: { posted_grade: 'incomplete' } });
    expect(parseGradeText({ grading_type: 'pass_fail', points_possible: 5 }, '3')).toMatchObject({ kind: 'error' });
    expect(parseGradeText({ grading_type: 'pass_fail', points_possible: 5 }, 'c')).toEqual({ kind: 'edit', edit: { posted_grade: 'complete' } });
    expect(parseGradeText({ grading_type: 'pass_fail', points_possible: 5 }, 'I')).toEqual({ kind: 'edit', edit: { posted_grade: 'incomplete' } });
  });

  it('refuses a grade on a not graded assignment', () => {
    expect(parseGradeText({ grading_type: 'not_graded', points_possible: null }, '5')).toMatchObject({ kind: 'error' });
  });
});

describe('gradeInputValue', () => {
  it('shows the entered grade before a late deduction, EX when excused, and the percent without its sign', () => {
    expect(gradeInputValue(points, { grade: '7', score: 7, entered_grade: '9', entered_score: 9 })).toBe('9');
    expect(gradeInputValue(points, { grade: null, score: null, excused: true })).toBe('EX');
    expect(gradeInputValue(percent, { grade: '85%', score: 17 })).toBe('85');
    expect(gradeInputValue(letters, { grade: 'B', score: 8.4 })).toBe('B');
    expect(gradeInputValue(points, { grade: null, score: null })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../csv-text';
import { assignment, courseGrade, group, student, submission, table } from '../test-table';
import { canvasNumber } from './canvas-number';
import { exportFileName, gradebookCsvRows, sectionList } from './gradebook-export';

const homework = group('10', 'Homework');
const essay = assignment('101', 'Essay, part 1', { post_manually: true });
const quiz = assignment('102', 'Quiz', { grading_type: 'gpa_scale', points_possible: 20 });
const lab = assignment('103', 'Lab', { grading_type: 'pass_fail', points_possible: 5 });
const anonymous = assignment('104', 'Anon', { anonymize_students: true, post_manually: true, points_possible: null });
const jane = student('1', 'Doe, Jane', { sections: ['Section B', 'Section A'] });
const eve = student('2', '=cmd, Eve', { sis_user_id: null, sections: [] });
const view = (fields: Partial<Parameters<typeof table>[0]> = {}) =>
  table({
    students: [jane, eve],
    groups: [{ group: homework, assignments: [essay, quiz, lab, anonymous] }],
    submissions: [
      submission('101', '1', { score: 7.555, grade: '7.555' }),
      submission('102', '1', { score: 17, grade: 'B-' }),
      submission('103', '1', { excused: true }),
      submission('104', '1', { score: 3, grade: '3' }),
      submission('101', '2'),
      submission('102', '2'),
    ],
    grades: { '1': { posted: courseGrade(10, [7.555, 10], [7.555, 35]), unposted: courseGrade(10, [24.555, 30], [24.555, 35]) } },
    ...fields,
  });
/** The export as a file would hold it, read back by a CSV reader: what a spreadsheet shows. */
const exported = (t = view()) => parseCsv(toCsv(gradebookCsvRows(t)));

describe('the gradebook export in Canvas’s format', () => {
  it('names the student columns, each assignment "Name (id)", then each group’s and the course’s totals', () => {
    expect(exported()[0]).toEqual([
      'Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section',
      'Essay, part 1 (101)', 'Quiz (102)', 'Lab (103)', 'Anon (104)',
      'Homework Current Points', 'Homework Final Points',
      'Homework Current Score', 'Homework Unposted Current Score', 'Homework Final Score', 'Homework Unposted Final Score',
      'Current Points', 'Final Points', 'Current Score', 'Unposted Current Score', 'Final Score', 'Unposted Final Score',
    ]);
  });

  it('leaves out the points columns when groups are weighted, and adds the letter grades with a grading standard', () => {
    const header = exported(view({ weighted: true, gradingScheme: [['A', 0.9], ['B', 0.8], ['F', 0]] }))[0] ?? [];
    expect(header.filter((name) => name.includes('Points'))).toEqual([]);
    expect(header.slice(-4)).toEqual(['Current Grade', 'Unposted Current Grade', 'Final Grade', 'Unposted Final Grade']);
  });

  it('marks manually posted columns, then gives the points possible with the totals read only', () => {
    const [, manual, points] = exported();
    expect(manual?.slice(5, 9)).toEqual(['Manual Posting', '', '', 'Manual Posting (scores hidden from instructors)']);
    expect(manual?.every((cell) => cell === '' || cell.startsWith('Manual Posting'))).toBe(true);
    expect(points?.slice(0, 9)).toEqual(['    Points Possible', '', '', '', '', '10.00', '20.00', '5.00', '']);
    expect(points?.slice(9)).toEqual(Array(12).fill('(read only)'));
  });

  it('has no manual posting row when every column posts automatically', () => {
    const rows = exported(view({ groups: [{ group: homework, assignments: [quiz] }] }));
    expect(rows[1]?.[0]).toBe('    Points Possible');
  });

  it('writes scores with two decimals, EX for excused, the letter of a gpa_scale grade, nothing when ungraded', () => {
    const [, , , janeRow, eveRow] = exported();
    expect(janeRow?.slice(0, 9)).toEqual(['Doe, Jane', '1', 'sis-1', 'login1', 'Section A and Section B', '7.56', 'B-', 'EX', 'N/A']);
    expect(eveRow?.slice(5, 9)).toEqual(['', '', 'N/A', 'N/A']);
  });

  it('writes the totals: posted points, then posted and unposted percentages, and the letters', () => {
    const janeRow = exported(view({ gradingScheme: [['A', 0.9], ['B', 0.8], ['C', 0.7], ['F', 0]] }))[3] ?? [];
    expect(janeRow.slice(9)).toEqual([
      '7.56', '7.56', '75.55', '81.85', '21.59', '70.16',
      '7.56', '7.56', '75.55', '81.85', '21.59', '70.16',
      'C', 'B', 'F', 'C',
    ]);
  });

  it('keeps a spreadsheet from running a name as a formula, and quotes commas, quotes and line breaks', () => {
    expect(exported()[4]?.[0]).toBe('="=cmd, Eve"');
    const text = toCsv([['a,b', 'say "hi"', 'two\nlines', '', null, 'plain']]);
    expect(text).toBe('"a,b","say ""hi""","two\nlines","",,plain\n');
  });

  it('leaves out assignments Canvas does not grade, as its export does', () => {
    const participation = assignment('105', 'Participation', { grading_type: 'not_graded', submission_types: ['not_graded'] });
    const rows = exported(view({ groups: [{ group: homework, assignments: [participation, quiz] }] }));
    expect(rows[0]?.slice(5, 7)).toEqual(['Quiz (102)', 'Homework Current Points']);
  });

  it('exports only the view: its students and its assignments, in its order', () => {
    const rows = exported(view({ students: [eve], groups: [{ group: homework, assignments: [lab, essay] }] }));
    expect(rows[0]?.slice(5, 7)).toEqual(['Lab (103)', 'Essay, part 1 (101)']);
    expect(rows.slice(3).map((row) => row[1])).toEqual(['2']);
  });
});

describe('export helpers', () => {
  it('rounds halves away from zero on the decimal spelling, as Canvas does', () => {
    expect([7.555, 1.005, 10, -2.345, 0, null].map(canvasNumber)).toEqual(['7.56', '1.01', '10.00', '-2.35', '0.00', null]);
  });

  it('joins sections as a sentence and names the file as Canvas does', () => {
    expect([[], ['B'], ['B', 'A'], ['C', 'A', 'B']].map(sectionList)).toEqual(['', 'B', 'A and B', 'A, B, and C']);
    expect(exportFileName('BIO 101/2', new Date(2026, 10, 27, 2, 5))).toBe('2026-11-27T0205_Grades-BIO_101_2.csv');
  });
});

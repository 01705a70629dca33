import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../csv-text';
import { gradebookCsvRows } from '../export/gradebook-export';
import { assignment, group, student, submission, table } from '../test-table';
import { InvalidHeaderError } from './csv-header';
import { planImport, type ImportPlan } from './import-plan';

const homework = group('10', 'Homework');
const essay = assignment('101', 'Essay');
const letters = assignment('102', 'Poem', { grading_type: 'letter_grade' });
const lab = assignment('103', 'Lab', { grading_type: 'pass_fail', points_possible: 5 });
const jane = student('1', 'Doe, Jane');
const al = student('2', 'Lee, Al');
const view = table({
  students: [jane, al],
  groups: [{ group: homework, assignments: [essay, letters, lab] }],
  submissions: [
    submission('101', '1', { score: 7.555, grade: '7.555', updated_at: '2026-11-02T00:00:00Z' }),
    submission('102', '1', { score: 8.5, grade: 'B' }),
    submission('103', '1', { score: 5, grade: 'complete' }),
    submission('101', '2', { excused: true }),
    submission('102', '2'),
  ],
});

/** The view exported, with some cells edited as a grader would in a spreadsheet: [row, column] = text. */
function editedExport(edits: [number, number, string][] = []): string[][] {
  const rows = parseCsv(toCsv(gradebookCsvRows(view)));
  for (const [row, column, text] of edits) (rows[row] as string[])[column] = text;
  return rows;
}
const changesOf = (plan: ImportPlan) => plan.changes.map((c) => `${c.student.name} / ${c.assignment.name}: ${c.before || '–'} → ${c.after || '–'}`);
// Rows: 0 header, 1 points possible, 2 Jane, 3 Al. Columns: 5 Essay, 6 Poem, 7 Lab.

describe('planImport: what a gradebook CSV would change', () => {
  it('finds nothing to change in the view’s own export', () => {
    const plan = planImport(editedExport(), view);
    expect(plan.changes).toEqual([]);
    expect(plan.unchangedStudents).toBe(2);
    expect(plan.invalid).toEqual([]);
    expect(plan.unknownStudents).toEqual([]);
    expect(plan.unknownAssignments).toEqual([]);
  });

  it('lists exactly the cells edited: who, which assignment, the grade now and the file’s', () => {
    const plan = planImport(editedExport([[2, 5, '9'], [3, 5, '6.5']]), view);
    expect(changesOf(plan)).toEqual(['Jane Doe / Essay: 7.56 → 9', 'Al Lee / Essay: EX → 6.5']);
    expect(plan.changes[0]?.edit).toEqual({ posted_grade: '9' });
    expect(plan.changes[0]?.expectedUpdatedAt).toBe('2026-11-02T00:00:00Z');
    expect(plan.unchangedStudents).toBe(0);
  });

  it('excuses on EX, clears on an empty cell, and reads a decimal comma', () => {
    const plan = planImport(editedExport([[2, 5, 'ex'], [2, 6, ''], [3, 6, '8,5']]), view);
    expect(plan.changes.map((c) => c.edit)).toEqual([{ excuse: true }, { posted_grade: '' }, { posted_grade: '8.5' }]);
  });

  it('sees no change where only the spelling differs: more decimals, EX in any case, pass_fail as a score', () => {
    const plan = planImport(editedExport([[2, 5, '7.555'], [3, 5, 'Ex'], [2, 7, 'complete'], [3, 7, 'N/A']]), view);
    expect(plan.changes).toEqual([]);
    expect(plan.unchangedStudents).toBe(2);
  });

  it('reports values that do not fit the grading type, and grades for students not assigned the work', () => {
    const plan = planImport(editedExport([[2, 5, 'abc'], [2, 6, 'Z'], [2, 7, 'maybe'], [3, 7, '4']]), view);
    expect(plan.changes).toEqual([]);
    expect(plan.invalid.map((p) => `${p.student.name} / ${p.assignment.name}: ${p.value}`)).toEqual([
      'Jane Doe / Essay: abc', 'Jane Doe / Poem: Z', 'Jane Doe / Lab: maybe', 'Al Lee / Lab: 4',
    ]);
    expect(plan.invalid[3]?.reason).toContain('not assigned');
  });

  it('leaves totals and read-only columns alone, and names students and assignments the view does not have', () => {
    const rows = editedExport([[1, 6, '(read only)'], [2, 6, 'A']]);
    rows[0]?.splice(8, 0, 'Gone (999)');
    rows.slice(1).forEach((row) => row.splice(8, 0, '5'));
    rows.push(['Nobody, Ann', '77', 'sis-77', 'ann', 'Section A', '3', '', '', '5']);
    const plan = planImport(rows, view);
    expect(plan.changes).toEqual([]);
    expect(plan.unknownAssignments).toEqual(['Gone (999)']);
    expect(plan.unknownStudents).toEqual([{ line: 5, label: 'Nobody, Ann (77, sis-77, ann)' }]);
    expect(plan.ignoredColumns.map((c) => c.header)).toContain('Homework Current Score');
    expect(plan.ignoredColumns.find((c) => c.header === 'Poem (102)')?.reason).toContain('read only');
  });

  it('reads Canvas’s own file: students by SIS login when the ID is not theirs, assignments by "(id)" or by title', () => {
    const rows = [
      ['Student', 'ID', 'SIS Login ID', 'Section', 'Renamed essay (101)', 'Poem', 'Current Score'],
      ['    Points Possible', '', '', '', '10.00', '10.00', '(read only)'],
      ['Doe, Jane', '9999', 'login1', 'Section A', '10.00', 'A-', '90'],
    ];
    expect(changesOf(planImport(rows, view))).toEqual(['Jane Doe / Essay: 7.56 → 10.00', 'Jane Doe / Poem: 8.50 → A-']);
  });

  it('skips Canvas’s Integration ID and Root Account columns and its Manual Posting row, matching by SIS User ID', () => {
    const rows = [
      ['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Integration ID', 'Root Account', 'Section', 'Essay (101)'],
      ['', '', '', '', '', '', '', 'Manual Posting'],
      ['    Points Possible', '', '', '', '', '', '', '10.00'],
      ['Lee, Al', '', 'sis-2', '', 'int-2', 'school.example', 'Section A', '4'],
    ];
    const plan = planImport(rows, view);
    expect(changesOf(plan)).toEqual(['Al Lee / Essay: EX → 4']);
    expect(plan.unknownAssignments).toEqual([]);
  });

  it('refuses a file whose first row is not a gradebook header', () => {
    expect(() => planImport([['Name', 'Score'], ['Jane', '1']], view)).toThrow(InvalidHeaderError);
  });
});

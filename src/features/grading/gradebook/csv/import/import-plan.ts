import type { Assignment } from '@/api/schemas/assignment';
import type { Submission } from '@/api/schemas/submission';
import type { GradeEdit } from '@/api/submissions';
import { gradeCellText } from '../export/gradebook-export';
import type { GradebookStudent, GradebookTable } from '../gradebook-table';
import { isBlankRow, isDescriptionRow, readHeader, type AssignmentColumn, type GradebookCsvHeader } from './csv-header';
import { readCell, sameValue } from './import-values';

/** One grade the file changes, as the preview lists it and the bulk job sends it. */
export interface ImportChange {
  student: GradebookStudent;
  assignment: Assignment;
  /** The grade as the export writes it now, and as the file writes it. */
  before: string;
  after: string;
  edit: GradeEdit;
  /** The version previewed: a grade given since then by someone else is refused, not overwritten. */
  expectedUpdatedAt: string | undefined;
  warning?: string;
}

/** A cell the file asks to change that cannot be: the value does not fit the assignment's grading type, or the student is not assigned it. */
interface ImportProblem {
  line: number;
  student: GradebookStudent;
  assignment: Assignment;
  value: string;
  reason: string;
}

interface UnknownStudent {
  line: number;
  /** What the file says of the student: name and the ids it gives. */
  label: string;
}

interface IgnoredColumn {
  header: string;
  reason: string;
}

export interface ImportPlan {
  changes: ImportChange[];
  invalid: ImportProblem[];
  unknownStudents: UnknownStudent[];
  /** Assignment columns that match none of the view's assignments. */
  unknownAssignments: string[];
  ignoredColumns: IgnoredColumn[];
  /** Students matched whose every grade in the file is what they have now. */
  unchangedStudents: number;
}

interface Lookup {
  byId: Map<string, GradebookStudent>;
  bySis: Map<string, GradebookStudent>;
  byLogin: Map<string, GradebookStudent>;
}

function studentLookup(students: readonly GradebookStudent[]): Lookup {
  const index = (key: (student: GradebookStudent) => string | null) =>
    new Map(students.flatMap((student) => (key(student) ? [[key(student) as string, student] as const] : [])));
  return { byId: index((s) => s.id), bySis: index((s) => s.sis_user_id), byLogin: index((s) => s.login_id) };
}

/** By ID, then SIS User ID, then SIS Login ID: Canvas's importer's order (it then tries the name, which Lectern does not: names repeat). */
function findStudent(row: readonly string[], header: GradebookCsvHeader, lookup: Lookup): GradebookStudent | undefined {
  const cell = (index: number | undefined) => (index === undefined ? '' : (row[index]?.trim() ?? ''));
  const { id, sisUserId, loginId } = header.student;
  return lookup.byId.get(cell(id)) ?? lookup.bySis.get(cell(sisUserId)) ?? lookup.byLogin.get(cell(loginId));
}

function studentLabel(row: readonly string[], header: GradebookCsvHeader): string {
  const ids = [header.student.id, header.student.sisUserId, header.student.loginId].map((index) => (index === undefined ? '' : (row[index] ?? '')));
  const known = ids.filter((id) => id.trim() !== '');
  const name = row[header.student.name]?.trim() || 'A student';
  return known.length > 0 ? `${name} (${known.join(', ')})` : name;
}

/** Each assignment column with the view's assignment it names: by "(id)", else by exact title as Canvas falls back. */
function matchColumns(header: GradebookCsvHeader, table: GradebookTable, readOnly: ReadonlySet<number>) {
  const assignments = table.groups.flatMap((entry) => entry.assignments);
  const byId = new Map(assignments.map((assignment) => [assignment.id, assignment]));
  const matched: { column: AssignmentColumn; assignment: Assignment }[] = [];
  const unknown: string[] = [];
  const ignored: IgnoredColumn[] = header.ignored.map((name) => ({ header: name, reason: 'Totals are computed, not imported.' }));
  for (const column of header.assignments) {
    const assignment = column.assignmentId ? byId.get(column.assignmentId) : assignments.find((candidate) => candidate.name === column.title);
    if (readOnly.has(column.index)) ignored.push({ header: column.header, reason: 'The file marks it read only.' });
    else if (!assignment) unknown.push(column.header);
    else if (assignment.anonymize_students) ignored.push({ header: column.header, reason: 'Anonymous grades are hidden until posted.' });
    else matched.push({ column, assignment });
  }
  return { matched, unknown, ignored };
}

type CellOutcome = { change: ImportChange } | { problem: ImportProblem } | null;

function planCell(line: number, student: GradebookStudent, assignment: Assignment, submission: Submission | undefined, value: string): CellOutcome {
  const before = gradeCellText(assignment, submission);
  // N/A is what the export writes for a student without the assignment: it asks for nothing.
  if (value.trim().toUpperCase() === 'N/A') return null;
  if (!submission) {
    return value.trim() === '' ? null : { problem: { line, student, assignment, value, reason: 'The student is not assigned this assignment.' } };
  }
  if (sameValue(assignment, before ?? '', value)) return null;
  const reading = readCell(assignment, value);
  if (reading.kind === 'invalid') return { problem: { line, student, assignment, value, reason: reading.reason } };
  const change: ImportChange = { student, assignment, before: before ?? '', after: reading.shown, edit: reading.edit, expectedUpdatedAt: submission.updated_at };
  return { change: reading.warning ? { ...change, warning: reading.warning } : change };
}

/**
 * Compares a gradebook CSV (Lectern's export or Canvas's) with the view's grades and lists what an import would
 * do, writing nothing: each changed grade, and every cell, row and column it would leave alone and why.
 */
export function planImport(rows: readonly (readonly string[])[], table: GradebookTable): ImportPlan {
  const [headerRow, ...rest] = rows;
  if (!headerRow) throw new Error('The file is empty.');
  const header = readHeader(headerRow);
  const firstLines = rest.map((row, index) => ({ row, line: index + 2 }));
  const pointsRow = firstLines.find(({ row }) => row[0]?.includes('Points Possible'))?.row ?? [];
  const readOnly = new Set(header.assignments.filter((column) => /read\s+only/.test(pointsRow[column.index] ?? '')).map((column) => column.index));
  const { matched, unknown, ignored } = matchColumns(header, table, readOnly);
  const lookup = studentLookup(table.students);
  const plan: ImportPlan = { changes: [], invalid: [], unknownStudents: [], unknownAssignments: unknown, ignoredColumns: ignored, unchangedStudents: 0 };
  const seen = new Set<string>();
  for (const { row, line } of firstLines) {
    if (isBlankRow(row) || isDescriptionRow(row)) continue;
    const student = findStudent(row, header, lookup);
    if (!student || seen.has(student.id)) {
      plan.unknownStudents.push({ line, label: student ? `${studentLabel(row, header)}: a second row for this student` : studentLabel(row, header) });
      continue;
    }
    seen.add(student.id);
    // A row cut short says nothing of its missing cells; an empty cell, though, clears the grade, as in Canvas.
    const outcomes = matched.map(({ column, assignment }) => {
      const value = row[column.index];
      return value === undefined ? null : planCell(line, student, assignment, table.submissionOf(student.id, assignment.id), value);
    });
    for (const outcome of outcomes) {
      if (outcome && 'change' in outcome) plan.changes.push(outcome.change);
      else if (outcome) plan.invalid.push(outcome.problem);
    }
    if (outcomes.every((outcome) => outcome === null)) plan.unchangedStudents += 1;
  }
  return plan;
}

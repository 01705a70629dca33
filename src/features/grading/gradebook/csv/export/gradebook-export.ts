import type { Assignment } from '@/api/schemas/assignment';
import type { Submission } from '@/api/schemas/submission';
import { letterGrade, type CourseGrade, type GradingSchemeEntry, type GroupGrade } from '../../../../../../shared/course-grades';
import type { CsvCell } from '../csv-text';
import type { GradebookStudent, GradebookTable } from '../gradebook-table';
import { canvasNumber } from './canvas-number';

/** Canvas's headers for the totals, each preceded by a group's name for that group's columns. */
const POINTS_HEADERS = ['Current Points', 'Final Points'] as const;
const SCORE_HEADERS = ['Current Score', 'Unposted Current Score', 'Final Score', 'Unposted Final Score'] as const;
const GRADE_HEADERS = ['Current Grade', 'Unposted Current Grade', 'Final Grade', 'Unposted Final Grade'] as const;
const STUDENT_HEADERS = ['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section'] as const;
export const POINTS_POSSIBLE_LABEL = '    Points Possible';
const READ_ONLY = '(read only)';
export const MANUAL_POSTING = 'Manual Posting';
const MANUAL_POSTING_HIDDEN = 'Manual Posting (scores hidden from instructors)';
const NOT_ASSIGNED = 'N/A';

/** "Name (id)": the header Canvas gives an assignment's column, and the id its import reads back. */
const assignmentHeader = (assignment: Pick<Assignment, 'name' | 'id'>) => `${assignment.name} (${assignment.id})`;

/** Canvas's gradeable assignments (Assignment.gradeable): a not-graded assignment or a wiki page has no column. */
const gradeable = (assignment: Assignment) =>
  assignment.grading_type !== 'not_graded' && !assignment.submission_types.some((type) => type === 'not_graded' || type === 'wiki_page');

const assignmentsOf = (table: GradebookTable) => table.groups.flatMap((entry) => entry.assignments.filter(gradeable));

function totalsHeaders(table: GradebookTable): string[] {
  const perGroup = (prefix: string) => [...(table.weighted ? [] : POINTS_HEADERS), ...SCORE_HEADERS].map((name) => `${prefix}${name}`);
  return [
    ...table.groups.flatMap(({ group }) => perGroup(`${group.name} `)),
    ...perGroup(''),
    ...(table.gradingScheme ? GRADE_HEADERS : []),
  ];
}

/** Canvas's "Manual Posting" row, only when some column posts manually: it marks those columns. */
function manualPostingRow(table: GradebookTable, totals: number): CsvCell[] | null {
  const assignments = assignmentsOf(table);
  if (!assignments.some((assignment) => assignment.post_manually)) return null;
  const mark = (assignment: Assignment) => (assignment.post_manually ? (assignment.anonymize_students ? MANUAL_POSTING_HIDDEN : MANUAL_POSTING) : null);
  return [...STUDENT_HEADERS.map(() => null), ...assignments.map(mark), ...Array<null>(totals).fill(null)];
}

function pointsPossibleRow(table: GradebookTable, totals: number): CsvCell[] {
  return [
    POINTS_POSSIBLE_LABEL,
    ...STUDENT_HEADERS.slice(1).map(() => null),
    ...assignmentsOf(table).map((assignment) => canvasNumber(assignment.points_possible)),
    ...Array<string>(totals).fill(READ_ONLY),
  ];
}

/** The cell of one submission: EX, a gpa_scale letter, else the score; N/A where the student has no submission. */
export function gradeCellText(assignment: Assignment, submission: Submission | undefined): CsvCell {
  // Unposted anonymous grades stay hidden from the grader, as they are in Canvas's export.
  if (assignment.anonymize_students || !submission) return NOT_ASSIGNED;
  if (submission.excused) return 'EX';
  if (assignment.grading_type === 'gpa_scale' && submission.score !== null) return submission.grade;
  return canvasNumber(submission.score);
}

/** A name that starts with = is wrapped as a text formula so that a spreadsheet does not evaluate it. */
const safeName = (name: string) => (/^\s*=/.test(name) ? `="${name}"` : name);

/** "A", "A and B", "A, B, and C": the sections as Canvas joins them (to_sentence), sorted. */
export function sectionList(sections: readonly string[]): string {
  const sorted = [...sections].sort();
  if (sorted.length <= 2) return sorted.join(' and ');
  return `${sorted.slice(0, -1).join(', ')}, and ${sorted.at(-1)}`;
}

const percentOf = (figure: { score: number; possible: number }) => (figure.possible > 0 ? (figure.score / figure.possible) * 100 : null);

function groupCells(weighted: boolean, posted: GroupGrade | undefined, unposted: GroupGrade | undefined): CsvCell[] {
  const points = weighted ? [] : [posted?.current.score, posted?.final.score];
  const scores = [posted?.current, unposted?.current, posted?.final, unposted?.final].map((figure) => (figure ? percentOf(figure) : null));
  return [...points, ...scores].map((value) => canvasNumber(value));
}

function courseCells(weighted: boolean, scheme: readonly GradingSchemeEntry[] | null, posted: CourseGrade, unposted: CourseGrade): CsvCell[] {
  const percents = [posted.currentPercent, unposted.currentPercent, posted.finalPercent, unposted.finalPercent];
  return [
    ...(weighted ? [] : [posted.current.score, posted.final.score]).map((value) => canvasNumber(value)),
    ...percents.map((value) => canvasNumber(value)),
    ...(scheme ? percents.map((percent) => letterGrade(percent, scheme)) : []),
  ];
}

function totalsCells(table: GradebookTable, student: GradebookStudent, totals: number): CsvCell[] {
  const grades = table.gradesOf(student.id);
  if (!grades) return Array<null>(totals).fill(null);
  const groupOf = (grade: CourseGrade, id: number) => grade.groups.find((group) => group.id === id);
  return [
    ...table.groups.flatMap(({ calculatorId }) => groupCells(table.weighted, groupOf(grades.posted, calculatorId), groupOf(grades.unposted, calculatorId))),
    ...courseCells(table.weighted, table.gradingScheme, grades.posted, grades.unposted),
  ];
}

function studentRow(table: GradebookTable, student: GradebookStudent, totals: number): CsvCell[] {
  return [
    safeName(student.sortable_name),
    student.id,
    student.sis_user_id,
    student.login_id,
    sectionList(student.sections),
    ...assignmentsOf(table).map((assignment) => gradeCellText(assignment, table.submissionOf(student.id, assignment.id))),
    ...totalsCells(table, student, totals),
  ];
}

/**
 * The view as Canvas's gradebook export lays it out: a header row, the "Manual Posting" row when a column posts
 * manually, the "Points Possible" row, then a row per student, with exactly the view's students and assignments.
 */
export function gradebookCsvRows(table: GradebookTable): CsvCell[][] {
  const totals = totalsHeaders(table);
  const header = [...STUDENT_HEADERS, ...assignmentsOf(table).map(assignmentHeader), ...totals];
  const manual = manualPostingRow(table, totals.length);
  return [
    header,
    ...(manual ? [manual] : []),
    pointsPossibleRow(table, totals.length),
    ...table.students.map((student) => studentRow(table, student, totals.length)),
  ];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Canvas's file name: the local time as 2026-11-27T0213, then "_Grades-" and the course code, spaces as _. */
export function exportFileName(courseCode: string, now: Date): string {
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${stamp}_Grades-${courseCode}.csv`.replace(/[ /\\]/g, '_');
}

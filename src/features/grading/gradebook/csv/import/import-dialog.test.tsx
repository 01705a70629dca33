import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assignmentSchema } from '@/api/schemas/assignment';
import { submissionSchema, type Submission } from '@/api/schemas/submission';
import { renderWithApi } from '@/test/render-app';
import { submissionWorld } from '../../../../../../server/test/submission-world';
import { parseCsv, toCsv } from '../csv-text';
import { gradebookCsvRows } from '../export/gradebook-export';
import { GradebookCsvTools } from '../gradebook-csv-tools';
import type { GradebookStudent, GradebookTable } from '../gradebook-table';
import { group } from '../test-table';

/** The world's class as the grid would hand it over: four students, one assignment, the server's submissions. */
async function classTable() {
  const world = submissionWorld();
  const { app, w, assignmentId, students } = world;
  const course = `/api/v1/courses/${w.course.id}`;
  await app.send('PUT', `${course}/assignments/${assignmentId}/submissions/${students.sam}`, 'teacher-token', { submission: { posted_grade: '7' } });
  const assignment = assignmentSchema.parse((await app.get(`${course}/assignments/${assignmentId}`, 'teacher-token')).body);
  const rows = (await app.get(`${course}/students/submissions?student_ids[]=all&assignment_ids[]=${assignmentId}&per_page=100`, 'teacher-token')).body as unknown[];
  const submissions = new Map(rows.map((row) => submissionSchema.parse(row)).map((s): [string, Submission] => [s.user_id, s]));
  const person = (id: number, name: string): GradebookStudent => ({ id: String(id), name, sortable_name: name, sis_user_id: null, login_id: null, sections: [] });
  const table: GradebookTable = {
    courseId: String(w.course.id), courseCode: 'BIO 101', weighted: false, gradingScheme: null,
    students: [person(students.sam, 'Sam Student'), person(students.nia, 'Nia Second'), person(students.omar, 'Omar Third')],
    groups: [{ group: group(assignment.assignment_group_id, 'Assignments'), assignments: [assignment], calculatorId: 0 }],
    submissionOf: (userId) => submissions.get(userId),
    gradesOf: () => undefined,
    loadAll: () => Promise.resolve(),
  };
  const stored = (userId: number) =>
    app.db.prepare<[number, number], { score: number | null; excused: number | null }>('SELECT score, excused FROM submissions WHERE assignment_id = ? AND user_id = ?').get(assignmentId, userId);
  return { ...world, table, stored };
}

/** The export with cells edited as in a spreadsheet: rows 2.. are the students in view order, column 5 the assignment. */
function editedFile(table: GradebookTable, cells: string[]): File {
  const rows = parseCsv(toCsv(gradebookCsvRows(table)));
  cells.forEach((text, index) => ((rows[2 + index] as string[])[5] = text));
  return new File([`\uFEFF${toCsv(rows)}`.replaceAll('\n', '\r\n')], 'grades.csv', { type: 'text/csv' });
}

describe('importing a gradebook CSV', () => {
  it('previews exactly the changed cells and the refused value, writes nothing until applied, then reports each grade', async () => {
    const { app, table, students, stored } = await classTable();
    const { user } = renderWithApi(app, <GradebookCsvTools courseId={table.courseId} table={table} />, 'teacher-token');
    await user.click(screen.getByRole('button', { name: 'Import CSV…' }));
    const picker = await screen.findByRole('dialog', { name: 'Import grades from CSV' });
    const input = picker.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, editedFile(table, ['9', 'EX', 'abc']));

    const preview = await screen.findByRole('dialog', { name: 'Review the import' });
    const changes = within(preview).getByRole('table', { name: 'Grades the file changes' });
    const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);
    const name = table.groups[0]?.assignments[0]?.name;
    expect(within(changes).getAllByRole('row').slice(1).map(cells)).toEqual([['Sam Student', name, '7.00', '9'], ['Nia Second', name, '–', 'EX']]);
    expect(within(preview).getByText('Values not imported (1)')).toBeTruthy();
    expect(stored(students.sam)?.score).toBe(7);

    await user.click(within(preview).getByRole('button', { name: 'Apply 2 changes' }));
    const finished = await screen.findByRole('dialog', { name: 'Import finished' }, { timeout: 10_000 });
    expect(within(finished).getByRole('status').textContent).toBe('2 grades applied, 0 not applied');
    expect(within(finished).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`Sam Student, ${name}Applied: 9`, `Nia Second, ${name}Applied: EX`]);
    expect(stored(students.sam)?.score).toBe(9);
    expect(stored(students.nia)?.excused).toBe(1);
    expect(stored(students.omar)?.score).toBeNull();
    await user.click(within(finished).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

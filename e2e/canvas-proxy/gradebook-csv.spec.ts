import { readFileSync, writeFileSync } from 'node:fs';
import { parseCsv, toCsv } from '../../src/features/grading/gradebook/csv/csv-text';
import { expect, fileChooserFrom, signIn, test } from '../fixtures';

/*
 * A CSV round trip against a Canvas without Lectern's extensions: the export reads every block of students through
 * plain Canvas reads, the import goes to Canvas's course-wide update_grades, and since such a Canvas reports no
 * result per student, each change is confirmed by reading the grade back.
 */
test('a gradebook CSV exported and imported through the proxy changes exactly the edited grade', async ({ page }, testInfo) => {
  await signIn(page, 'demo-teacher');
  await page.goto('/courses/1/gradebook');
  await expect(page.getByRole('grid', { name: 'Gradebook' })).toHaveAttribute('aria-rowcount', '44');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const rows = parseCsv(readFileSync(await download.path(), 'utf8'));
  const students = rows.filter((row) => /^\d+$/.test(row[1] ?? ''));
  // Every student of the course, none left unread (an unread row would have N/A in every assignment column).
  expect(students).toHaveLength(42);
  const header = rows[0] ?? [];
  const assignmentColumns = header.flatMap((name, index) => (/\(\d+\)$/.test(name) ? [index] : []));
  expect(students.filter((row) => assignmentColumns.every((index) => row[index] === 'N/A')).map((row) => row[0])).toEqual([]);

  // The tenth student's first assignment they have, set to a grade it is not.
  const student = students[9] ?? [];
  const column = assignmentColumns.find((index) => student[index] !== 'N/A') ?? -1;
  const grade = student[column] === '1.00' ? '2' : '1';
  student[column] = grade;
  const edited = testInfo.outputPath('edited.csv');
  writeFileSync(edited, toCsv(rows));

  await page.getByRole('button', { name: 'Import CSV…' }).click();
  const chooser = await fileChooserFrom(page, () => page.getByRole('button', { name: 'Choose a CSV file…' }).click());
  await chooser.setFiles(edited);
  const preview = page.getByRole('dialog', { name: 'Review the import' });
  const changes = preview.getByRole('table', { name: 'Grades the file changes' });
  await expect(changes.getByRole('row')).toHaveCount(2);
  await expect(changes.getByRole('row').nth(1)).toContainText(header[column]?.replace(/\s*\(\d+\)$/, '') ?? '');
  await preview.getByRole('button', { name: 'Apply 1 change' }).click();

  const finished = page.getByRole('dialog', { name: 'Import finished' });
  await expect(finished.getByRole('status')).toHaveText('1 grade applied, 0 not applied');
});

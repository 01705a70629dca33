import { readFileSync, writeFileSync } from 'node:fs';
import { parseCsv, toCsv } from '../../src/features/grading/gradebook/csv/csv-text';
import { createAssignment, createCourse, createPerson, enroll, uniqueName } from '../seed';
import { expect, expectNoSeriousA11yViolations, fileChooserFrom, signIn, test, type Api } from '../fixtures';

/** Two students, two 10-point assignments: Ada has 6 on the essay, nobody else is graded. */
async function smallClass(api: Api) {
  const course = await createCourse(api, uniqueName('E2E Gradebook CSV'), { course_code: 'CSV 101' });
  const ada = await createPerson(api, uniqueName('Ada Csv'));
  const ben = await createPerson(api, uniqueName('Ben Csv'));
  for (const person of [ada, ben]) await enroll(api, course.id, person.id, 'StudentEnrollment');
  const essay = await createAssignment(api, course.id, { name: 'Essay', points_possible: 10, submission_types: ['online_text_entry'] });
  const lab = await createAssignment(api, course.id, { name: 'Lab', points_possible: 10, submission_types: ['online_text_entry'] });
  await api.as('demo-admin').put(`/api/v1/courses/${course.id}/assignments/${essay.id}/submissions/${ada.id}`, { submission: { posted_grade: '6' } });
  return { course, ada, ben, essay, lab };
}

test.describe('gradebook CSV', () => {
  test('a round trip: export, two cells changed, import shows exactly those two, apply, the grid shows them', async ({ page, api }, testInfo) => {
    const { course, ada, ben, essay, lab } = await smallClass(api);
    await signIn(page, 'demo-admin');
    await page.goto(`/courses/${course.id}/gradebook`);
    const grid = page.getByRole('grid', { name: 'Gradebook' });
    const rowOf = (name: string) => grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(rowOf(ada.name)).toContainText('6');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^\d{4}-\d\d-\d\dT\d{4}_Grades-CSV_101\.csv$/);
    const rows = parseCsv(readFileSync(await download.path(), 'utf8'));
    const header = rows[0] ?? [];
    expect(header.slice(0, 5)).toEqual(['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section']);
    const essayColumn = header.indexOf(`Essay (${essay.id})`);
    const labColumn = header.indexOf(`Lab (${lab.id})`);
    const row = (person: { id: number }) => rows.find((cells) => cells[1] === String(person.id)) ?? [];
    expect([row(ada)[essayColumn], row(ben)[labColumn]]).toEqual(['6.00', '']);

    // The grader's spreadsheet: Ada's essay 6 → 9, Ben's lab empty → 7.
    row(ada)[essayColumn] = '9';
    row(ben)[labColumn] = '7';
    const edited = testInfo.outputPath('edited.csv');
    writeFileSync(edited, toCsv(rows).replaceAll('\n', '\r\n'));

    // From here on by keyboard alone: the dialog opens on Enter, each step's action has the focus.
    const importButton = page.getByRole('button', { name: 'Import CSV…' });
    await importButton.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Import grades from CSV' });
    await expect(picker.getByRole('button', { name: 'Choose a CSV file…' })).toBeFocused();
    const chooser = await fileChooserFrom(page, () => page.keyboard.press('Enter'));
    await chooser.setFiles(edited);

    const preview = page.getByRole('dialog', { name: 'Review the import' });
    const changes = preview.getByRole('table', { name: 'Grades the file changes' });
    await expect(changes.getByRole('row')).toHaveCount(3);
    await expect(changes.getByRole('row').nth(1)).toHaveText(`${ada.name}Essay6.009`);
    await expect(changes.getByRole('row').nth(2)).toHaveText(`${ben.name}Lab–7`);
    await expect(preview.getByText(/2 grades change for 2 students/)).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Apply 2 changes' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, { include: '.gradebook-import' });
    await preview.screenshot({ path: testInfo.outputPath('import-preview.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await preview.screenshot({ path: testInfo.outputPath('import-preview-390.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await preview.getByRole('button', { name: 'Apply 2 changes' }).focus();
    await page.keyboard.press('Enter');
    const finished = page.getByRole('dialog', { name: 'Import finished' });
    await expect(finished.getByRole('status')).toHaveText('2 grades applied, 0 not applied');
    await finished.screenshot({ path: testInfo.outputPath('import-finished.png') });
    await expect(finished.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(importButton).toBeFocused();

    await expect(rowOf(ada.name)).toContainText('9');
    await expect(rowOf(ben.name)).toContainText('7');
    const scores = await api.as('demo-admin').get<{ user_id: number; assignment_id: number; score: number | null }[]>(
      `/api/v1/courses/${course.id}/students/submissions`, { 'student_ids[]': 'all' },
    );
    const score = (person: { id: number }, assignment: { id: number }) => scores.find((s) => s.user_id === person.id && s.assignment_id === assignment.id)?.score;
    expect([score(ada, essay), score(ben, lab), score(ada, lab), score(ben, essay)]).toEqual([9, 7, null, null]);
  });
});

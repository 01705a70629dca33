import type { Page } from '@playwright/test';
import { recordApiRequests } from '../api-requests';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';
import { BulkDatesPage } from '../pages/bulk-dates-page';
import { createAssignment, createCourse, createOverride, createPerson, createSection, enroll, uniqueName } from '../seed';

// Thursday 5 March 2026, 23:59:59 in Denver (MST). A week later Denver is on MDT (from 8 March).
const THURSDAY_BEFORE_DST = '2026-03-06T06:59:59Z';

/** A published Denver course with a teacher of its own, so the test's rows are the only ones on the page. */
async function seedCourse(api: Api) {
  const course = await createCourse(api, uniqueName('Bulk Dates'), { time_zone: 'America/Denver' });
  const teacher = await createPerson(api);
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  return { course, teacher };
}

/** The editor of a course with one assignment, opened by its teacher on a 390 px screen, its row loaded. */
async function openOneRowAtPhoneWidth(page: Page, api: Api) {
  const { course, teacher } = await seedCourse(api);
  const name = uniqueName('Lab');
  await createAssignment(api, course.id, { name, due_at: THURSDAY_BEFORE_DST });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, teacher.token);
  const dates = new BulkDatesPage(page);
  await dates.goto(course.id);
  await expect(dates.dateCell('Due', name)).toHaveValue('2026-03-05T23:59');
  return { dates, name };
}

test.describe('Edit assignment dates', () => {
  test('shifts three assignments by 7 days across the DST change, saves, and shows the new dates after a reload', async ({ page, api }) => {
    const { course, teacher } = await seedCourse(api);
    const names = ['Lab 1', 'Lab 2', 'Lab 3'].map((name) => uniqueName(name));
    const assignments = [];
    for (const name of names) assignments.push(await createAssignment(api, course.id, { name, due_at: THURSDAY_BEFORE_DST }));
    await signIn(page, teacher.token);
    const dates = new BulkDatesPage(page);
    await dates.goto(course.id);

    for (const name of names) await expect(dates.dateCell('Due', name)).toHaveValue('2026-03-05T23:59');
    for (const name of names) await dates.rowCheckbox(name).check();
    await dates.shiftSelected(7);

    // Previewed, not saved: each cell says what it was, the status counts the changes.
    for (const name of names) await expect(dates.dateCell('Due', name)).toHaveValue('2026-03-12T23:59');
    await expect(dates.dateCell('Due', names[0] ?? '')).toHaveAccessibleDescription('Changed, was Mar 5, 11:59 PM');
    await expect(dates.status).toHaveText('3 dates changed in 3 rows, not saved yet.');
    await expectNoSeriousA11yViolations(page);

    await dates.saveButton().click();
    await expect(dates.status).toHaveText('Saved 3 rows.');
    // The Save button is disabled now; focus waits on the result instead of falling to the page.
    await expect(dates.status).toBeFocused();

    await page.reload();
    for (const name of names) await expect(dates.dateCell('Due', name)).toHaveValue('2026-03-12T23:59');
    // 23:59:59 MDT, an hour earlier in UTC than a plain 7 × 24 hours would give; the seconds are kept.
    for (const { id } of assignments) {
      const stored = await api.as('demo-admin').get<{ due_at: string }>(`/api/v1/courses/${course.id}/assignments/${id}`);
      expect(stored.due_at).toBe('2026-03-13T05:59:59Z');
    }
  });

  test('a row whose save fails keeps its edit and the server’s message while the others save; Retry failed resends only it', async ({ page, api }) => {
    const { course, teacher } = await seedCourse(api);
    const section = await createSection(api, course.id, uniqueName('Section'));
    const essay = await createAssignment(api, course.id, { name: uniqueName('Essay'), due_at: THURSDAY_BEFORE_DST });
    const quiz = await createAssignment(api, course.id, { name: uniqueName('Quiz'), due_at: THURSDAY_BEFORE_DST });
    await createOverride(api, course.id, essay.id, { course_section_id: section.id, due_at: '2026-03-07T06:59:59Z' });
    const overrideRow = `${section.name} (override of ${essay.name})`;

    const quizPath = `**/api/v1/courses/${course.id}/assignments/${quiz.id}`;
    await page.route(quizPath, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'The gradebook is being recalculated' }] }) })
        : route.fallback(),
    );
    await signIn(page, teacher.token);
    const dates = new BulkDatesPage(page);
    await dates.goto(course.id);
    // "Select all" sits in the header before the rows arrive, and selects nothing until they have.
    for (const name of [essay.name, quiz.name, overrideRow]) await expect(dates.rowCheckbox(name)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    await dates.shiftSelected(1);
    await dates.saveButton().click();

    await expect(dates.status).toHaveText('Saved 2 rows. 1 row not saved; each says why and keeps its changes.');
    await expect(page.getByRole('row', { name: new RegExp(quiz.name) })).toContainText('Not saved: The gradebook is being recalculated');
    await expect(dates.dateCell('Due', quiz.name)).toHaveValue('2026-03-06T23:59');
    await expect(dates.rowCheckbox(quiz.name)).toBeChecked();
    await expect(dates.rowCheckbox(essay.name)).not.toBeChecked();
    await expect(dates.dateCell('Due', overrideRow)).toHaveValue('2026-03-07T23:59');
    await expectNoSeriousA11yViolations(page);

    await page.unroute(quizPath);
    const requests = recordApiRequests(page);
    await dates.retryFailedButton().click();
    await expect(dates.status).toHaveText('Saved 1 row.');
    expect(requests.calls().filter((call) => call.startsWith('PUT'))).toEqual([`PUT /api/v1/courses/${course.id}/assignments/${quiz.id}`]);
    await page.reload();
    await expect(dates.dateCell('Due', quiz.name)).toHaveValue('2026-03-06T23:59');
    await expect(dates.dateCell('Due', overrideRow)).toHaveValue('2026-03-07T23:59');
  });

  test('dates out of order are caught before anything is sent, with focus on the cell to fix', async ({ page, api }) => {
    const { course, teacher } = await seedCourse(api);
    const section = await createSection(api, course.id, uniqueName('Section'));
    const essay = await createAssignment(api, course.id, { name: uniqueName('Essay'), due_at: THURSDAY_BEFORE_DST });
    await createOverride(api, course.id, essay.id, { course_section_id: section.id, due_at: '2026-03-10T06:59:59Z' });
    const overrideRow = `${section.name} (override of ${essay.name})`;
    await signIn(page, teacher.token);
    const dates = new BulkDatesPage(page);
    await dates.goto(course.id);

    // The override does not set "until": it shows the assignment's, and takes a date of its own on request.
    await page.getByRole('button', { name: `Until, ${overrideRow}: same as the assignment, no date. Override it` }).click();
    const until = dates.dateCell('Until', overrideRow);
    await expect(until).toBeFocused();
    await until.fill('2026-03-08T12:00');
    const requests = recordApiRequests(page);
    await dates.saveButton().click();

    await expect(until).toBeFocused();
    await expect(until).toHaveAttribute('aria-invalid', 'true');
    await expect(until).toHaveAccessibleDescription('“Until” is before the due date');
    expect(requests.calls().filter((call) => call.startsWith('PUT'))).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('guards unsaved edits, discards them only after asking, and stays accessible in light and dark', async ({ page, api }) => {
    const { course, teacher } = await seedCourse(api);
    const section = await createSection(api, course.id, uniqueName('Section'));
    const essay = await createAssignment(api, course.id, { name: uniqueName('Essay'), due_at: THURSDAY_BEFORE_DST });
    await createOverride(api, course.id, essay.id, { course_section_id: section.id, due_at: '2026-03-10T06:59:59Z' });
    await signIn(page, teacher.token);
    const dates = new BulkDatesPage(page);
    await dates.goto(course.id);
    await dates.dateCell('Due', essay.name).fill('2026-03-04T17:00');
    await expect(dates.status).toHaveText('1 date changed in 1 row, not saved yet.');

    await page.getByRole('link', { name: 'Due dates' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dates.dateCell('Due', essay.name)).toHaveValue('2026-03-04T17:00');

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoSeriousA11yViolations(page);
    }
    await page.getByRole('button', { name: 'Discard changes' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard every unsaved change?' });
    await expectNoSeriousA11yViolations(page);
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dates.dateCell('Due', essay.name)).toHaveValue('2026-03-05T23:59');
    await expect(dates.status).toHaveText('No unsaved changes.');
  });

  test('selects a row and edits its date by keyboard alone', async ({ page, api }) => {
    const { course, teacher } = await seedCourse(api);
    const name = uniqueName('Lab');
    await createAssignment(api, course.id, { name, due_at: THURSDAY_BEFORE_DST });
    await signIn(page, teacher.token);
    const dates = new BulkDatesPage(page);
    await dates.goto(course.id);

    await dates.rowCheckbox(name).focus();
    await page.keyboard.press('Space');
    await expect(dates.rowCheckbox(name)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dates.dateCell('Due', name)).toBeFocused();
    // Chromium's date-time field: month, day, year (up to six digits, so Tab moves on), hour, minute, AM/PM.
    await page.keyboard.type('03122026');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1000A');
    await expect(dates.dateCell('Due', name)).toHaveValue('2026-03-12T10:00');
    await expect(dates.status).toHaveText('1 date changed in 1 row, not saved yet.');
  });

  test('is usable at phone width without the page scrolling sideways', async ({ page, api }) => {
    await openOneRowAtPhoneWidth(page, api);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('at phone width the assignment name stays in view while the dates scroll sideways to "Until"', async ({ page, api }) => {
    const { dates, name } = await openOneRowAtPhoneWidth(page, api);
    const region = page.getByRole('region', { name: 'Assignment and override dates, scrollable' });
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => region.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 1)).toBe(true);

    const box = await region.boundingBox();
    const nameBox = await dates.table.getByRole('row').filter({ has: dates.rowCheckbox(name) }).getByRole('cell').filter({ hasText: name }).boundingBox();
    const untilBox = await dates.table.getByRole('columnheader', { name: /^Until/ }).boundingBox();
    if (!box || !nameBox || !untilBox) throw new Error('The table, its name cell or its Until header has no box');
    expect(nameBox.x).toBeGreaterThanOrEqual(box.x);
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(box.x + box.width);
    // The Until header is in view beside the pinned name, not under it.
    expect(untilBox.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width - 1);
    expect(untilBox.x + untilBox.width).toBeLessThanOrEqual(box.x + box.width + 1);
    await page.screenshot({ path: test.info().outputPath('bulk-dates-390-scrolled.png') });
  });

  test('a student gets a permission-denied page, not the editor', async ({ page, api }) => {
    const { course } = await seedCourse(api);
    const student = await createPerson(api);
    await enroll(api, course.id, student.id, 'StudentEnrollment');
    await signIn(page, student.token);
    await page.goto(`/courses/${course.id}/assignments/dates`);
    await expect(page.getByRole('heading', { level: 1, name: "You don't have permission to edit assignment dates" })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

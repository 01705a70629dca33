import { mkdirSync } from 'node:fs';
import { expectNoSidewaysScroll } from '../layout';
import { GradingPage } from '../pages/grading-page';
import { createAssignment, createCourse, createPerson, createSection, enroll, uniqueName } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';

type Row = { user_id: number; user?: { name: string }; workflow_state: string };

const SHOTS = '/tmp/grading-shots';

/** A course of its own: a teacher, `count` students (every second one in a lab section), one assignment due later. */
async function gradingCourse(api: Api, count: number) {
  const course = await createCourse(api);
  const teacher = await createPerson(api, uniqueName('Teacher'));
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  const second = await createSection(api, course.id, uniqueName('Lab section'));
  const students = [];
  for (let index = 0; index < count; index += 1) {
    const student = await createPerson(api, uniqueName(`Student${String.fromCharCode(65 + index)}`));
    await enroll(api, course.id, student.id, 'StudentEnrollment', index % 2 === 1 ? second.id : undefined);
    students.push(student);
  }
  const assignment = await createAssignment(api, course.id, { points_possible: 10, submission_types: ['online_text_entry'], due_at: '2099-01-01T12:00:00Z' });
  return { course, teacher, second, students, assignment };
}

/** The rail's order as the server gives it. */
async function roster(api: Api, token: string, courseId: number, assignmentId: number): Promise<Row[]> {
  return api.as(token).get<Row[]>(`/api/v1/courses/${courseId}/assignments/${assignmentId}/submissions`, { 'include[]': 'user', per_page: 100 });
}

test('j and k move between students: the URL and the submission follow, back returns', async ({ page, api }) => {
  const { course, teacher, assignment } = await gradingCourse(api, 4);
  const rows = await roster(api, teacher.token, course.id, assignment.id);
  const names = rows.map((row) => row.user?.name ?? '');
  await signIn(page, teacher.token);
  const grading = new GradingPage(page);
  await grading.goto(course.id, assignment.id);
  // No student in the URL: the first of the rail, put in the URL.
  await expect(grading.grading(names[0] ?? '')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`student=${rows[0]?.user_id}`));
  await expect(grading.submission).toBeVisible();

  await page.keyboard.press('j');
  await expect(grading.grading(names[1] ?? '')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`student=${rows[1]?.user_id}`));
  await expect(grading.selected()).toContainText(names[1] ?? '');
  await page.keyboard.press('n');
  await expect(grading.grading(names[2] ?? '')).toBeVisible();
  // The URL follows the shown student once the grader stops on them (rapid presses leave one history entry).
  await expect(page).toHaveURL(new RegExp(`student=${rows[2]?.user_id}`));
  await page.keyboard.press('k');
  await expect(grading.grading(names[1] ?? '')).toBeVisible();
  await expect(page.getByText('2 of 4', { exact: true })).toBeVisible();

  // Typing in a field is text, not a command.
  await grading.search.fill('jk');
  await expect(grading.grading(names[1] ?? '')).toBeVisible();
  await grading.search.fill('');
  await grading.heading.focus();

  await page.goBack();
  await expect(grading.grading(names[2] ?? '')).toBeVisible();

  await page.keyboard.press('?');
  await expect(grading.shortcutsDialog).toBeVisible();
  await page.keyboard.press('j');
  await expect(grading.grading(names[2] ?? '')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(grading.shortcutsDialog).toBeHidden();
});

test('filters by status, section and name on the server; an unknown student is a message, the rail still works', async ({ page, api }) => {
  const { course, teacher, second, students, assignment } = await gradingCourse(api, 4);
  const grade = (student: number, submission: Record<string, unknown>) =>
    api.as(teacher.token).put(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${students[student]?.id}`, { submission });
  await grade(0, { posted_grade: '8' });
  await grade(1, { excuse: true });
  await grade(2, { late_policy_status: 'missing' });
  await signIn(page, teacher.token);
  const grading = new GradingPage(page);
  await grading.goto(course.id, assignment.id, 999_999);
  await expect(grading.notFound).toBeVisible();
  await expect(grading.railList.getByRole('link')).toHaveCount(4);

  for (const [status, index] of [['Graded', 0], ['Excused', 1], ['Missing', 2]] as const) {
    await grading.status.selectOption({ label: status });
    await expect(grading.railList.getByRole('link')).toHaveCount(1);
    await expect(grading.student(students[index]?.name ?? '')).toBeVisible();
  }
  await expect(page).toHaveURL(/status=missing/);
  await grading.status.selectOption({ label: 'Needs grading' });
  await expect(page.getByText('No students match these filters.')).toBeVisible();

  await grading.status.selectOption({ label: 'Any status' });
  await grading.section.selectOption({ label: second.name });
  await expect(grading.railList.getByRole('link')).toHaveCount(2);
  await expect(grading.student(students[1]?.name ?? '')).toBeVisible();
  await grading.section.selectOption({ label: 'All sections' });

  await grading.search.fill('x');
  await expect(page.getByText('Type at least 2 characters')).toBeVisible();
  await grading.search.fill(students[3]?.name ?? '');
  await expect(grading.railList.getByRole('link')).toHaveCount(1);
  await grading.student(students[3]?.name ?? '').click();
  await expect(grading.grading(students[3]?.name ?? '')).toBeVisible();
});

test('hide student names: no real name anywhere on the page, labels stable across a reload', async ({ page, api }) => {
  const { course, teacher, assignment } = await gradingCourse(api, 3);
  const names = (await roster(api, teacher.token, course.id, assignment.id)).map((row) => row.user?.name ?? '');
  await signIn(page, teacher.token);
  const grading = new GradingPage(page);
  await grading.goto(course.id, assignment.id);
  await expect(grading.grading(names[0] ?? '')).toBeVisible();
  await grading.toggleHideNames();
  await expect(grading.grading(/^Grading Student \d+$/)).toBeVisible();
  await expect(grading.search).toBeHidden();
  // The address names the student by their number, never by user id; the announcement says the place once.
  const label = ((await grading.heading.innerText()).match(/Student \d+$/) ?? [''])[0];
  await expect(page).toHaveURL(new RegExp(`[?&]anon=${label.split(' ')[1]}(&|$)`));
  expect(page.url()).not.toMatch(/[?&]student=/);
  await expect(page.getByRole('status').filter({ hasText: /^Now grading / })).toHaveText(new RegExp(`^Now grading ${label}, [1-3] of 3$`));
  await grading.railList.getByRole('link').filter({ hasNotText: label }).first().click();
  await expect(grading.grading(label)).toBeHidden();
  await expect(page).toHaveURL(/[?&]anon=\d+/);
  expect(page.url()).not.toMatch(/[?&]student=/);
  await page.goBack();
  await expect(grading.grading(label)).toBeVisible();
  const labels = await grading.names();
  expect(labels).toHaveLength(3);
  for (const label of labels) expect(label).toMatch(/^Student \d+$/);

  await page.reload();
  await expect(grading.hideNames).toBeChecked();
  // The number in the address finds the same student again.
  await expect(grading.grading(label)).toBeVisible();
  await expect(grading.railList.getByRole('link')).toHaveCount(3);
  expect([...(await grading.names())].sort()).toEqual([...labels].sort());
  const html = await page.content();
  const text = await page.locator('body').innerText();
  const title = await page.title();
  for (const name of names) {
    expect(html, name).not.toContain(name);
    expect(text).not.toContain(name);
    expect(title).not.toContain(name);
  }
});

test('the grading view counts the students the course home counts, and says whom it counts', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  await page.goto('/courses/1');
  await expect(page.getByText('42 students (active and invited)')).toBeVisible();
  const grading = new GradingPage(page);
  await grading.goto(1, 5);
  await expect(page.getByText('1 of 42', { exact: true })).toBeVisible();
  await expect(page.getByText('Graded 17 of 42')).toBeVisible();
  await expect(page.getByText('Students: those this assignment is assigned to, active and invited.')).toBeVisible();
});

test('the demo assignment: axe finds nothing serious, light and dark; screenshots at desktop width', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'demo-teacher');
  const grading = new GradingPage(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await grading.goto(1, 5);
  await expect(grading.grading(/^Grading /)).toBeVisible();
  await expect(grading.submission).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/desktop-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/desktop-dark.png` });
  await grading.shortcutsButton.click();
  await expect(grading.shortcutsDialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/shortcuts-dark.png` });
});

test('a dialog whose code cannot be downloaded says so, and the page keeps working', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const grading = new GradingPage(page);
  await grading.goto(1, 5);
  await expect(grading.grading(/^Grading /)).toBeVisible();
  // As after a redeploy or on a dropped connection: the dialog's chunk does not arrive.
  await page.route(/\/assets\/shortcuts-dialog-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));

  await grading.shortcutsButton.focus();
  await page.keyboard.press('Enter');
  const failed = page.getByRole('dialog', { name: 'This could not be opened' });
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(failed.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(failed).toBeHidden();
  await expect(grading.shortcutsButton).toBeFocused();
  await expect(grading.grading(/^Grading /)).toBeVisible();
});

test('the demo assignment at phone width: the student list folds away, axe finds nothing serious; screenshots', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'demo-teacher');
  const grading = new GradingPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await grading.goto(1, 5);
  await expect(grading.submission).toBeVisible();
  await expect(grading.railToggle).toBeVisible();
  await expect(grading.railList).toBeHidden();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/phone-light.png`, fullPage: true });
  await grading.railToggle.click();
  await expect(grading.railList).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/phone-rail-open.png` });
  const second = grading.railList.getByRole('link').nth(1);
  const name = (await second.locator('.grading-rail__name').innerText()).trim();
  await second.click();
  await expect(grading.grading(name)).toBeVisible();
  // The chosen student's submission is what shows; the list folds away again.
  await expect(grading.railList).toBeHidden();
  await expect(grading.submission).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/phone-dark.png`, fullPage: true });
});

test('at phone width the grade and Next student are on screen at load, above a long document; screenshots', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'demo-teacher');
  const grading = new GradingPage(page);
  for (const [width, height] of [[390, 844], [1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    // Osmosis Lab Report: a PDF as tall as the page.
    await grading.goto(1, 5);
    await expect(grading.submission).toBeVisible();
    await expect(grading.gradeInput).toBeInViewport();
    await expect(grading.next).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/grade-first-${width}.png` });
  }
});

test('a student gets the not-allowed page from the rights the app already has: no grading request, no 403', async ({ page }) => {
  const refused: string[] = [];
  const grading: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  page.on('request', (request) => {
    if (/\/assignments\/5\/(submissions|submission_summary)/.test(request.url())) grading.push(request.url());
  });
  await signIn(page, 'demo-student');
  await page.goto('/courses/1/assignments/5/grade');
  await expect(page.getByRole('heading', { name: "You don't have permission to view this page" })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Students' })).toBeHidden();
  // Nothing may still be on its way to a 403 once the network is quiet.
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  expect(grading).toEqual([]);
});

test('a teacher opens grading from the assignment page, and from the assignments list on those still to grade', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  await page.goto('/courses/1/assignments');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Osmosis Lab Report', exact: true }) });
  await row.getByRole('link', { name: /^\d+ to grade$/ }).click();
  await expect(page).toHaveURL(/\/courses\/1\/assignments\/5\/grade\?status=needs_grading&student=\d+/);
  await expect(new GradingPage(page).status).toHaveValue('needs_grading');
  await expect(new GradingPage(page).selected()).toContainText('Needs grading');

  await page.goto('/courses/1/assignments/5');
  await page.getByRole('link', { name: 'Grade', exact: true }).click();
  await expect(page).toHaveURL(/\/courses\/1\/assignments\/5\/grade\?student=\d+/);
  await expect(new GradingPage(page).grading(/^Grading /)).toBeVisible();
});

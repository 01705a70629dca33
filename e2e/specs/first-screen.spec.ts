import type { Page } from '@playwright/test';
import { CoursesPage } from '../pages/courses-page';
import { GradingPage } from '../pages/grading-page';
import { createAssignment, createCourse, createPerson, enroll, uniqueName } from '../seed';
import { expect, signIn, test, type Api } from '../fixtures';
import { APP_AND_BOOT, APP_ENTRY, holdScripts } from '../held-scripts';

/** Every API or session request the page makes from now on, as `METHOD path`. */
function recordDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/lectern/')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/** Console errors and uncaught exceptions from now on. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A course with a teacher, two students and a 10-point assignment; the rail lists students by name. */
async function gradingCourse(api: Api) {
  const course = await createCourse(api);
  const teacher = await createPerson(api, uniqueName('Teacher'));
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  const first = await createPerson(api, uniqueName('Aaron'));
  const second = await createPerson(api, uniqueName('Zelda'));
  for (const student of [first, second]) await enroll(api, course.id, student.id, 'StudentEnrollment');
  const assignment = await createAssignment(api, course.id, { points_possible: 10, submission_types: ['online_text_entry'] });
  return { course, teacher, first, second, assignment, path: `/courses/${course.id}/assignments/${assignment.id}/grade` };
}

/** The drawn markup of a document: what comes before the answers it was drawn from. */
const drawnPart = (document: string) => document.slice(0, document.indexOf('lectern-first-screen'));

test.describe('the server draws /courses’s first screen into its document (docs/decisions/0093)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a signed-in teacher reads their courses and the page’s title from the document alone', async ({ page, api }) => {
      const teacher = await createPerson(api);
      const course = await createCourse(api);
      await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
      await signIn(page, teacher.token);
      const courses = new CoursesPage(page);
      await page.goto('/courses');
      await expect(courses.courseLink(course.name)).toBeVisible();
      await expect(page).toHaveTitle('Courses · Lectern');
      // Busy until the app runs it, which without JavaScript it never does.
      await expect(page.locator('#root > [aria-busy="true"]')).toHaveCount(1);
      await expect(page.getByRole('banner').getByText(teacher.name)).toBeVisible();
    });

    test('each caller gets their own list: a student sees their course and not one they are not in', async ({ page, api }) => {
      const student = await createPerson(api);
      const theirs = await createCourse(api);
      const other = await createCourse(api);
      await enroll(api, theirs.id, student.id, 'StudentEnrollment');
      await signIn(page, student.token);
      const courses = new CoursesPage(page);
      await page.goto('/courses');
      await expect(courses.courseLink(theirs.name)).toBeVisible();
      await expect(courses.courseLink(other.name)).toHaveCount(0);
    });

    test('a course’s people, due dates and files come drawn, within the course’s frame', async ({ page }) => {
      await signIn(page, 'demo-teacher');
      await page.goto('/courses/1/people');
      await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Course' }).getByRole('link', { name: 'Files' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'People' }).getByRole('row', { name: /Leila Haddad/ })).toBeVisible();
      await page.goto('/courses/1/due-dates');
      await expect(page.getByRole('heading', { level: 1, name: 'Due dates' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Due dates by student' }).getByRole('row').nth(1)).toBeVisible();
      await page.goto('/courses/1/files');
      await expect(page.getByRole('heading', { level: 1, name: 'BIO 101 files' })).toBeVisible();
      await expect(page.getByRole('grid').getByRole('row').nth(1).getByRole('link')).toBeVisible();
    });

    test('the grading view comes drawn with its first student and their grade box, names hidden when the grader hid them', async ({ page, api }) => {
      const { teacher, first, second, assignment, path } = await gradingCourse(api);
      await signIn(page, teacher.token);
      const grading = new GradingPage(page);
      await page.goto(path);
      await expect(grading.grading(first.name)).toBeVisible();
      await expect(grading.gradeInput).toBeVisible();
      await expect(grading.student(second.name)).toBeVisible();
      // The grader's choice to hide names is a cookie the server reads (set here as the switch sets it).
      await page.context().addCookies([{ name: 'lectern_hidden_names', value: String(assignment.id), url: page.url() }]);
      await page.goto(path);
      await expect(grading.grading(/^Grading Student \d+$/)).toBeVisible();
      await expect(page.getByText(first.name)).toHaveCount(0);
      await expect(page.getByText(second.name)).toHaveCount(0);
    });

    test('the gradebook comes drawn with its students, their grades and totals, for a grader only', async ({ page, api }) => {
      const { course, teacher, first, second, assignment } = await gradingCourse(api);
      await api.as('demo-admin').put(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${first.id}`, { submission: { posted_grade: '7' } });
      await signIn(page, teacher.token);
      await page.goto(`/courses/${course.id}/gradebook`);
      const grid = page.getByRole('grid', { name: 'Gradebook' });
      const firstRow = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: first.name }) });
      await expect(firstRow.getByRole('gridcell').filter({ hasText: /^7$/ })).toBeVisible();
      // The assignment's group and the course both total 70%.
      await expect(firstRow.getByRole('gridcell').filter({ hasText: /^70%$/ })).toHaveCount(2);
      await expect(grid.getByRole('rowheader', { name: second.name })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^Gradebook · ${course.name}`));
      // A student is drawn the refusal, not the roster.
      await signIn(page, first.token);
      await page.goto(`/courses/${course.id}/gradebook`);
      await expect(page.getByRole('heading', { name: 'The gradebook is for the course’s teachers' })).toBeVisible();
      await expect(page.getByText(second.name)).toHaveCount(0);
    });

    test('a course the caller may not read is not drawn: the app says so once it runs', async ({ page, api }) => {
      const outsider = await createPerson(api);
      await signIn(page, outsider.token);
      const document = await page.request.get('/courses/1/people');
      expect(await document.text()).toContain('<div id="root"></div>');
    });

    test('filters in the URL are drawn as the page would apply them', async ({ page, api }) => {
      const person = await createPerson(api);
      const teaching = await createCourse(api);
      const studying = await createCourse(api);
      await enroll(api, teaching.id, person.id, 'TeacherEnrollment');
      await enroll(api, studying.id, person.id, 'StudentEnrollment');
      await signIn(page, person.token);
      const courses = new CoursesPage(page);
      await page.goto('/courses?enrollment_type=teacher');
      await expect(courses.courseLink(teaching.name)).toBeVisible();
      await expect(courses.courseLink(studying.name)).toHaveCount(0);
    });
  });

  test('the browser takes the page over without asking again for what the document holds', async ({ page, api }) => {
    const teacher = await createPerson(api);
    const names = ['Zoology 9', 'Anatomy 1'];
    for (const name of names) {
      const course = await createCourse(api, `${name} ${teacher.name}`);
      await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
    }
    await signIn(page, teacher.token);
    const requests = recordDataRequests(page);
    const errors = recordErrors(page);
    const courses = new CoursesPage(page);
    await courses.goto();
    await expect(courses.courseLink(`Anatomy 1 ${teacher.name}`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The session, the top bar's user and accounts, and the first page of courses all came with the document.
    expect(requests).toEqual([]);
    // Sorting is the app's own: the page object waited for the app to draw over the server's page.
    await courses.sortButton('Name').click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(courses.columnHeader('Name')).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => courses.firstRowNames(2)).toEqual([`Anatomy 1 ${teacher.name}`, `Zoology 9 ${teacher.name}`]);
    expect(errors).toEqual([]);
  });

  test('a name that looks like markup stays text, in the document and once the app runs', async ({ page, api }) => {
    const teacher = await createPerson(api);
    const name = `</script><img src=x onerror="window.__hacked=1"> ${teacher.name}`;
    const course = await createCourse(api, name);
    await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
    await signIn(page, teacher.token);
    const errors = recordErrors(page);
    const courses = new CoursesPage(page);
    await courses.goto();
    await expect(courses.courseLink(name)).toBeVisible();
    await expect(courses.sortButton('Name')).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    expect(errors.filter((error) => !error.includes('Content Security Policy'))).toEqual([]);
  });

  test('hiding names in the grading view hides them in the next drawn document too', async ({ page, api }) => {
    const { teacher, first, path } = await gradingCourse(api);
    await signIn(page, teacher.token);
    const grading = new GradingPage(page);
    await page.goto(path);
    expect(drawnPart(await (await page.request.get(path)).text())).toContain(first.name);
    await grading.toggleHideNames();
    await expect(grading.grading(/^Grading Student \d+$/)).toBeVisible();
    // The app's title, not the drawing's, is the page's once the app runs.
    await expect(page).toHaveTitle(/^Grading Student \d+ · /);
    expect(drawnPart(await (await page.request.get(path)).text())).not.toContain(first.name);
    await grading.toggleHideNames();
    await expect(grading.grading(first.name)).toBeVisible();
    expect(drawnPart(await (await page.request.get(path)).text())).toContain(first.name);
  });

  test('a grade typed into the drawing before the app runs is kept, with its focus, and saves', async ({ page, api }) => {
    const { course, teacher, first, assignment, path } = await gradingCourse(api);
    await signIn(page, teacher.token);
    // The app's entry, and the boot script that carries typing over, wait until the grade is typed: the drawing is
    // all there is meanwhile, as when a grader clicks into it while the rest of the document still arrives.
    const typed = await holdScripts(page, APP_AND_BOOT);
    await page.goto(path, { waitUntil: 'commit' });
    const grading = new GradingPage(page);
    await expect(page.locator('#root > [aria-busy="true"]')).toHaveCount(1);
    await grading.gradeInput.fill('8');
    typed();
    await expect(page.locator('#root > [aria-busy="true"]')).toHaveCount(0);
    await expect(grading.gradeInput).toHaveValue('8');
    await expect(grading.gradeInput).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await api.as(teacher.token).get<{ score: number | null }>(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${first.id}`)).score).toBe(8);
  });

  test('the drawing is styled by one stylesheet, and the app never fetches the stylesheets it holds', async ({ page, api }) => {
    const { teacher, path } = await gradingCourse(api);
    await signIn(page, teacher.token);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.css')) stylesheets.push(pathname);
    });
    const release = await holdScripts(page, APP_AND_BOOT);
    await page.goto(path, { waitUntil: 'commit' });
    const grading = new GradingPage(page);
    await expect(grading.gradeInput).toBeVisible();
    // Styled before any script: the skip link waits above the page for keyboard focus.
    await expect(page.getByRole('link', { name: 'Skip to main content' })).not.toBeInViewport();
    expect(stylesheets).toHaveLength(1);
    release();
    await expect(page.locator('#root > [aria-busy="true"]')).toHaveCount(0);
    // The gradebook's code brings a stylesheet of its own; the ones the document already holds stay unfetched.
    await page.getByRole('link', { name: 'Gradebook', exact: true }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const parts = await page.locator('link[rel="stylesheet"][disabled]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(parts.length).toBeGreaterThan(1);
    expect(stylesheets.filter((stylesheet) => parts.includes(stylesheet))).toEqual([]);
    expect(stylesheets.length).toBeGreaterThan(1);
  });

  test('shortcuts pressed on the drawing before the app runs are taken once it does: j moves on, g and a grade land there', async ({ page, api }) => {
    const { course, teacher, second, assignment, path } = await gradingCourse(api);
    await signIn(page, teacher.token);
    // Only the app's entry waits: the drawing and its boot script are all there is meanwhile, as on a slow network.
    const pressed = await holdScripts(page, APP_ENTRY);
    await page.goto(path, { waitUntil: 'commit' });
    // The boot script, which keeps the keys, is deferred: it has run once the document is.
    await page.waitForLoadState('domcontentloaded');
    const grading = new GradingPage(page);
    await expect(page.locator('#root > [aria-busy="true"]')).toHaveCount(1);
    await page.keyboard.press('j');
    await page.keyboard.press('g');
    await page.keyboard.type('7');
    pressed();
    await expect(page.locator('#root > [aria-busy="true"]')).toHaveCount(0);
    await expect(grading.grading(second.name)).toBeVisible();
    await expect(grading.gradeInput).toBeFocused();
    await expect(grading.gradeInput).toHaveValue('7');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await api.as(teacher.token).get<{ score: number | null }>(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${second.id}`)).score).toBe(7);
  });

  test('a caller without a session gets the empty document, and the app sends them to sign in', async ({ page }) => {
    const document = await page.request.get('/courses');
    expect(await document.text()).toContain('<div id="root"></div>');
    await page.goto('/courses');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fcourses/);
  });

  test('the drawn document is the caller’s alone: no cache may keep it', async ({ page, api }) => {
    const teacher = await createPerson(api);
    await signIn(page, teacher.token);
    const document = await page.request.get('/courses');
    expect(document.headers()['cache-control']).toBe('private, no-store');
    expect(await document.text()).toContain('id="lectern-first-screen"');
  });
});

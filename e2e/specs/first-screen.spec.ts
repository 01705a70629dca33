import type { Page } from '@playwright/test';
import { CoursesPage } from '../pages/courses-page';
import { createCourse, createPerson, enroll } from '../seed';
import { expect, signIn, test } from '../fixtures';

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
    expect(await courses.firstRowNames(2)).toEqual([`Anatomy 1 ${teacher.name}`, `Zoology 9 ${teacher.name}`]);
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

import type { Page } from '@playwright/test';
import { CourseFormPage } from '../pages/course-form-page';
import { CourseHomePage } from '../pages/course-home-page';
import { CoursesPage } from '../pages/courses-page';
import { FilesUploadPage } from '../pages/files-upload';
import { GradingPage } from '../pages/grading-page';
import { SignInPage } from '../pages/sign-in-page';
import { createAssignment, createCourse, createPerson, enroll, uniqueName, type Person } from '../seed';
import { expect, signIn, test } from '../fixtures';

/*
 * The canvas-proxy project: the page's origin is Lectern in proxy mode, and every API call, Link and redirect the
 * app follows goes through it to the school's Canvas on another address.
 */

test('the API answers through the proxy with every Link on Lectern’s own origin', async ({ api, baseURL }) => {
  const response = await api.as('demo-teacher').fetch('/api/v1/courses', { query: { per_page: 2 } });
  expect(response.status()).toBe(200);
  const links = response.headers()['link'] ?? '';
  expect(links).toContain(`<${baseURL}/api/v1/courses?`);
  for (const url of links.matchAll(/<([^>]*)>/g)) expect(new URL(url[1] ?? '').origin).toBe(baseURL);
});

test.describe('a long course list through the proxy', () => {
  const TOTAL = 260;
  let person: Person;

  test.beforeAll(async ({ api }) => {
    test.setTimeout(120_000);
    person = await createPerson(api);
    for (let start = 0; start < TOTAL; start += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, TOTAL - start) }, async (_, i) => {
          const course = await createCourse(api, `Proxy Course ${String(start + i + 1).padStart(3, '0')}`);
          await enroll(api, course.id, person.id, 'TeacherEnrollment');
        }),
      );
    }
  });

  test('scrolls through every page once, with no duplicate rows', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, person.token);
    const courses = new CoursesPage(page);
    await courses.goto();
    const seen = await courses.scrollThrough(TOTAL);
    const names = [...seen.values()];
    expect(new Set(names).size).toBe(TOTAL);
    expect(names).toContain('Proxy Course 001');
    expect(names).toContain(`Proxy Course ${TOTAL}`);
    await expect(page.getByText(`Showing ${TOTAL} courses`)).toBeVisible();
  });
});

test('a course renamed through the proxy', async ({ page, api }) => {
  const course = await createCourse(api, uniqueName('Proxy Rename'));
  await enroll(api, course.id, 1, 'TeacherEnrollment');
  await signIn(page, 'demo-admin');
  const courses = new CoursesPage(page);
  await courses.goto();
  await courses.courseLink(course.name).click();
  const home = new CourseHomePage(page);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await home.editDetails.click();
  const form = new CourseFormPage(page);
  await expect(form.name).toHaveValue(course.name);
  const renamed = uniqueName('Proxy Renamed');
  await form.name.fill(renamed);
  await form.submit.click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  expect((await api.as('demo-admin').get<{ name: string }>(`/api/v1/courses/${course.id}`)).name).toBe(renamed);
});

test('a file uploaded through the proxy, its bytes relayed to the host the preflight named', async ({ page, api }) => {
  const course = await api.as('demo-admin').post<{ id: number }>('/api/v1/accounts/1/courses', {
    course: { name: uniqueName('Proxy Upload Course') },
    offer: true,
    enroll_me: 'true',
  });
  await signIn(page, 'demo-admin');
  const relayed: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/lectern/upload/')) relayed.push(request.url());
  });
  const upload = new FilesUploadPage(page);
  await upload.goto(course.id);
  await upload.drop(upload.dropTarget('course files'), [{ name: 'through-the-proxy.txt', content: 'relayed bytes' }]);
  await expect(upload.row('through-the-proxy.txt')).toContainText('Done');
  await expect(upload.listed('course files', 'through-the-proxy.txt')).toBeVisible();
  expect(relayed).toHaveLength(1);
  const files = await api.as('demo-admin').get<Array<{ id: number; display_name: string }>>(`/api/v1/courses/${course.id}/files`);
  const file = files.find((candidate) => candidate.display_name === 'through-the-proxy.txt');
  const download = await page.request.get(`/files/${file?.id}/download`);
  expect(await download.text()).toBe('relayed bytes');
  expect(download.headers()['content-security-policy']).toMatch(/^sandbox/);
});

test('a grade saved through the proxy, the cookie session carrying its CSRF header', async ({ page, api }) => {
  const course = await createCourse(api, uniqueName('Proxy Grading'));
  const teacher = await createPerson(api, uniqueName('Proxy Teacher'));
  const student = await createPerson(api, uniqueName('Proxy Pupil'));
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  await enroll(api, course.id, student.id, 'StudentEnrollment');
  const assignment = await createAssignment(api, course.id, { points_possible: 10, submission_types: ['online_text_entry'] });
  await signIn(page, teacher.token);
  const grading = new GradingPage(page);
  await grading.goto(course.id, assignment.id, student.id);
  await expect(page.getByLabel(`Grade for ${student.name}`)).toBeVisible();
  await grading.gradeInput.fill('8');
  await grading.gradeInput.press('Enter');
  const path = `/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${student.id}`;
  await expect.poll(async () => (await api.as(teacher.token).get<{ score: number | null }>(path)).score).toBe(8);
});

test.describe('Sign in with Canvas through the proxy', () => {
  /** From Lectern's sign-in page to the school's authorize page, signing in at the school on the way. */
  async function reachAuthorizePage(page: Page) {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await page.getByRole('link', { name: 'Sign in with Canvas' }).click();
    // Not signed in at the school: its own sign-in page, which returns to the authorize page afterwards.
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Flogin%2Foauth2%2Fauth/);
    const school = new URL(page.url()).origin;
    await signIn.signInWithToken('demo-teacher');
    await expect(page.getByRole('heading', { level: 1, name: /^Authorize / })).toBeVisible();
    return school;
  }

  test('authorizing at the school signs the user in to Lectern with a cookie session the API accepts', async ({ page, baseURL }) => {
    const school = await reachAuthorizePage(page);
    expect(school).not.toBe(baseURL);
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect(new CoursesPage(page).heading).toBeVisible();
    expect(new URL(page.url()).origin).toBe(baseURL);
    await expect(page.getByRole('link', { name: 'Biology 101' }).first()).toBeVisible();
    const session = await page.request.get('/lectern/session');
    expect(await session.json()).toMatchObject({ method: 'oauth', user: { name: 'Rafael Mendoza' } });
    const cookies = await page.context().cookies(baseURL);
    expect(cookies.find((cookie) => cookie.name === 'lectern_session')?.httpOnly).toBe(true);
    // Nothing the page's script can read holds a token.
    const stored = await page.evaluate(() =>
      [window.sessionStorage, window.localStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`)).join('\n'),
    );
    expect(stored).not.toMatch(/access|token/i);
  });

  test('Cancel at the school comes back to the sign-in page with access_denied', async ({ page, baseURL }) => {
    await reachAuthorizePage(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${baseURL}/sign-in?oauth_error=access_denied`);
    await expect(new SignInPage(page).heading).toBeVisible();
    expect((await page.request.get('/lectern/session')).status()).toBe(401);
  });
});

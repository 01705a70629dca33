import { expect, signIn, test, type Api } from '../fixtures';
import { AssignmentEditorPage } from '../pages/assignment-editor-page';
import { CourseFormPage } from '../pages/course-form-page';
import { CoursesPage } from '../pages/courses-page';
import { FilesPreview } from '../pages/files-preview';
import { FilesUploadPage } from '../pages/files-upload';
import { GradingPage } from '../pages/grading-page';
import { SignInPage } from '../pages/sign-in-page';
import { createAssignment, createCourse, createCourses, createPerson, createSection, enroll, uniqueName, type Person } from '../seed';

/*
 * Lectern in proxy mode in front of a "school Canvas" (an embedded server on 127.0.0.2, see playwright.config.ts).
 * Every request here, the `api` fixture's included, goes through the proxy: a Canvas API client works through it
 * exactly as against Canvas itself.
 */

const SCHOOL = /^http:\/\/127\.0\.0\.2:\d+\//;

async function teacherOfNewCourse(api: Api) {
  const course = await createCourse(api, uniqueName('Proxy Course'));
  const teacher = await createPerson(api, uniqueName('Proxy Teacher'));
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  return { course, teacher };
}

test('signs in with Canvas through OAuth2: the school asks, the user approves, Lectern holds no token in script', async ({ page, context }) => {
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await page.getByRole('link', { name: 'Sign in with Canvas' }).click();

  // At the school, signed out there too: its own sign-in page, then its consent page.
  await expect(page).toHaveURL(SCHOOL);
  await page.getByRole('button', { name: /Rafael Mendoza/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Lectern/);
  await page.getByRole('button', { name: 'Authorize' }).click();

  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/courses$/);
  await expect(new CoursesPage(page).courseLink('Biology 101')).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name === 'lectern_session' && cookie.domain === '127.0.0.1');
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('lectern_session');
  expect(await page.evaluate(() => JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage)]))).not.toMatch(/token/i);

  // Signing out deletes the OAuth2 token at the school: the old session cookie no longer reads anything.
  const cookieBefore = session?.value ?? '';
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(signInPage.heading).toBeVisible();
  const replayed = await page.request.get('/api/v1/users/self', { headers: { Cookie: `lectern_session=${cookieBefore}` } });
  expect(replayed.status()).toBe(401);
});

test('cancelling at the school comes back to sign-in with a message, signed out', async ({ page }) => {
  await new SignInPage(page).goto();
  await page.getByRole('link', { name: 'Sign in with Canvas' }).click();
  await page.getByRole('button', { name: /Rafael Mendoza/ }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await expect(page.getByRole('alert')).toContainText('You cancelled signing in at Canvas.');
});

test.describe('a long course list through the proxy', () => {
  const TOTAL = 260;
  let person: Person;

  test.beforeAll(async ({ api }) => {
    person = await createPerson(api, uniqueName('Proxy Scroller'));
    await createCourses(api, 'Proxied Course', TOTAL, person);
  });

  test('scrolls all 260 courses, every page once, no duplicates, no Canvas address in any request', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await signIn(page, person.token);
    const courses = new CoursesPage(page);
    await courses.goto();
    const seen = await courses.scrollThrough(TOTAL);
    const names = [...seen.values()];
    expect(new Set(names).size).toBe(TOTAL);
    expect(names).toContain('Proxied Course 001');
    expect(names).toContain(`Proxied Course ${TOTAL}`);
    await expect(page.getByText(`Showing ${TOTAL} courses`)).toBeVisible();
    const pages = requested.filter((url) => new URL(url).pathname === '/api/v1/courses');
    expect(new Set(pages).size).toBe(pages.length);
    expect(requested.filter((url) => SCHOOL.test(url))).toEqual([]);
  });
});

test('renames a course through the proxy', async ({ page, api }) => {
  const { course, teacher } = await teacherOfNewCourse(api);
  await signIn(page, teacher.token);
  await page.goto(`/courses/${course.id}/edit`);
  const form = new CourseFormPage(page);
  await expect(form.name).toHaveValue(course.name);
  const renamed = uniqueName('Proxy Renamed');
  await form.name.fill(renamed);
  await form.submit.click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  const stored = await api.as('demo-admin').get<{ name: string }>(`/api/v1/courses/${course.id}`);
  expect(stored.name).toBe(renamed);
});

test('uploads a file through the proxy: the bytes reach the school, and the file opens again through Lectern', async ({ page, api }) => {
  const { course, teacher } = await teacherOfNewCourse(api);
  await signIn(page, teacher.token);
  const upload = new FilesUploadPage(page);
  await upload.goto(course.id);
  await upload.drop(upload.dropTarget('course files'), [{ name: 'reading.txt', content: 'read chapter two' }]);
  await expect(upload.row('reading.txt')).toContainText('Done');
  await expect(upload.listed('course files', 'reading.txt')).toBeVisible();

  // The File's url names the school's host; the preview reads the bytes through Lectern's origin.
  const [file] = await api.as(teacher.token).get<{ id: number; url: string; size: number }[]>(`/api/v1/courses/${course.id}/files`);
  expect(file?.size).toBe('read chapter two'.length);
  expect(file?.url).toMatch(SCHOOL);
  const preview = new FilesPreview(page);
  await preview.open('reading.txt');
  await expect(preview.dialog).toContainText('read chapter two');
  const download = await page.request.get(new URL(file?.url ?? '').pathname + new URL(file?.url ?? '').search);
  expect(await download.text()).toBe('read chapter two');
  expect(download.headers()['x-content-type-options']).toBe('nosniff');
});

test('saves a section override through the proxy', async ({ page, api }) => {
  const { course, teacher } = await teacherOfNewCourse(api);
  const section = await createSection(api, course.id, uniqueName('Proxy Section'));
  await signIn(page, teacher.token);
  const editor = new AssignmentEditorPage(page);
  await editor.gotoNew(course.id);
  await editor.name.fill('Proxied lab');
  await editor.date(editor.card(1), 'Due').fill('2026-03-10T09:00');
  await editor.addCardFor(section.name, new RegExp(section.name), { Due: '2026-03-12T09:00' });
  await editor.submit.click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/assignments/\\d+$`));
  const assignmentId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const overrides = await api
    .as('demo-admin')
    .get<{ course_section_id?: number }[]>(`/api/v1/courses/${course.id}/assignments/${assignmentId}/overrides`);
  expect(overrides.map((override) => override.course_section_id)).toEqual([section.id]);
});

test('grades a submission through the proxy', async ({ page, api }) => {
  const { course, teacher } = await teacherOfNewCourse(api);
  const student = await createPerson(api, uniqueName('Proxy Student'));
  await enroll(api, course.id, student.id, 'StudentEnrollment');
  const assignment = await createAssignment(api, course.id, { points_possible: 10, submission_types: ['online_text_entry'] });
  await signIn(page, teacher.token);
  const grading = new GradingPage(page);
  await grading.goto(course.id, assignment.id, student.id);
  const grade = page.getByLabel(`Grade for ${student.name}`);
  await grade.fill('8');
  await grade.press('Enter');
  await expect
    .poll(async () => {
      const submission = await api
        .as(teacher.token)
        .get<{ score: number | null }>(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${student.id}`);
      return submission.score;
    })
    .toBe(8);
});

test('shows a course’s people with their avatars asked of Lectern, never of the school, and nothing refused by the CSP', async ({ page, api }) => {
  const { course, teacher } = await teacherOfNewCourse(api);
  const requested: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await signIn(page, teacher.token);
  const avatar = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/images/'));
  await page.goto(`/courses/${course.id}/people`);
  await expect(page.getByRole('link', { name: teacher.name }).or(page.getByText(teacher.name)).first()).toBeVisible();
  // The school names its own host in avatar_url; the page asks Lectern for the same path.
  expect(new URL((await avatar).url()).origin).toBe(new URL(page.url()).origin);
  expect(requested.filter((url) => SCHOOL.test(url))).toEqual([]);
  expect(refused).toEqual([]);
});

test('the grading view counts the students the course home counts, through the proxy as embedded', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  await page.goto('/courses/1');
  await expect(page.getByText('42 students (active and invited)')).toBeVisible();
  await new GradingPage(page).goto(1, 5);
  await expect(page.getByText('1 of 42', { exact: true })).toBeVisible();
  await expect(page.getByText('Graded 17 of 42')).toBeVisible();
});

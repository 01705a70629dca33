import type { Page, Request } from '@playwright/test';
import { CoursePeoplePage } from '../pages/course-people-page';
import { CoursesPage } from '../pages/courses-page';
import { createCourse, createPerson, enroll } from '../seed';
import { expect, signIn, test } from '../fixtures';
import { APP_ENTRY, holdScripts } from '../held-scripts';

/** Every request the page makes whose path starts with `prefix`, recorded from now on. */
function recordRequests(page: Page, prefix: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(prefix)) seen.push(request);
  });
  return seen;
}

/** Opens `path` with the entry held until `chunk` has been asked for, then lets the app run the page. */
async function openAskingBeforeTheEntry(page: Page, path: string, chunk: Request[]): Promise<void> {
  // A drawn document (docs/decisions/0093) asks for the entry and the page's modules together once its drawing is
  // painted: what is asked for while the entry is held, the document asked for, since no code of the app has run.
  const release = await holdScripts(page, APP_ENTRY);
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => chunk.length).toBe(1);
  release();
  await expect(page.locator('#root > [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Who started each request whose URL holds `fragment`, from now on, as Chromium's DevTools protocol says:
 * 'parser' is the document's own markup (its modulepreload links); 'script' would be the app's code once it ran.
 */
async function recordInitiators(page: Page, fragment: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.includes(fragment)) return;
    seen.push(event.initiator.type);
  });
  return seen;
}

test.describe('a first visit starts the page’s code and data beside the app’s entry', () => {
  test('/courses comes drawn with its data, and the document starts the route’s code beside the entry', async ({ page, api }) => {
    const teacher = await createPerson(api);
    const course = await createCourse(api);
    await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
    await signIn(page, teacher.token);
    const sessions = recordRequests(page, '/lectern/session');
    const courseLists = recordRequests(page, '/api/v1/courses');
    const routeChunk = recordRequests(page, '/assets/courses-route-');
    const courses = new CoursesPage(page);
    // Without the document asking for it, the route's chunk could only be asked for once the entry had arrived
    // and run: the drawn document asked for it with the entry, and the app's code did not ask again.
    await openAskingBeforeTheEntry(page, '/courses', routeChunk);
    await expect(courses.courseLink(course.name)).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The server drew the first screen (e2e/specs/first-screen.spec.ts): the session and the first page came in
    // the document, and the app asked for neither.
    expect(sessions).toEqual([]);
    expect(courseLists).toEqual([]);
    expect(routeChunk).toHaveLength(1);
  });
});

test.describe('the pages the router discovers after the entry', () => {
  test('a deep link to a course’s people opens the page, the route table started by the document, once', async ({ page, api }) => {
    const teacher = await createPerson(api);
    const student = await createPerson(api);
    const course = await createCourse(api);
    await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
    await enroll(api, course.id, student.id, 'StudentEnrollment');
    await signIn(page, teacher.token);
    const routeTable = recordRequests(page, '/assets/discovered-routes-');
    const people = new CoursePeoplePage(page);
    // The router would otherwise ask for the table only after the entry had run: a round trip more, in a row.
    await openAskingBeforeTheEntry(page, `/courses/${course.id}/people`, routeTable);
    await expect(people.person(student.name)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(routeTable).toHaveLength(1);
  });

  test('from /courses a course opens by client navigation, and an unknown address says so on a first visit', async ({ page, api }) => {
    const teacher = await createPerson(api);
    const course = await createCourse(api);
    await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
    await signIn(page, teacher.token);
    const courses = new CoursesPage(page);
    await courses.goto();
    const routeTable = await recordInitiators(page, '/assets/discovered-routes-');
    await courses.courseLink(course.name).click();
    await expect(page.getByRole('navigation', { name: 'Course' })).toBeVisible();
    expect(routeTable).toEqual(['script']);

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

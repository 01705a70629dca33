import type { Page, Request } from '@playwright/test';
import { CoursePeoplePage } from '../pages/course-people-page';
import { CoursesPage } from '../pages/courses-page';
import { createCourse, createPerson, enroll } from '../seed';
import { expect, signIn, test } from '../fixtures';

/** Every request the page makes whose path starts with `prefix`, recorded from now on. */
function recordRequests(page: Page, prefix: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(prefix)) seen.push(request);
  });
  return seen;
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
    if (event.request.url.includes(fragment)) seen.push(event.initiator.type);
  });
  return seen;
}

/** How the page's own resource timing says each matching request started: 'link' for a preload, 'fetch' for the app. */
const initiators = (page: Page, fragment: string) =>
  page.evaluate(
    (part) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part)).map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    fragment,
  );

test.describe('a first visit starts the page’s code and data beside the app’s entry', () => {
  test('/courses asks once for the session and once for its first page, both started by the document', async ({ page, api }) => {
    const teacher = await createPerson(api);
    const course = await createCourse(api);
    await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
    await signIn(page, teacher.token);
    const sessions = recordRequests(page, '/lectern/session');
    const courseLists = recordRequests(page, '/api/v1/courses');
    const routeChunk = await recordInitiators(page, '/assets/courses-route-');
    const courses = new CoursesPage(page);
    await courses.goto();
    await expect(courses.courseLink(course.name)).toBeVisible();

    // A second request would mean the app asked for something other than what the document preloaded.
    expect(sessions.map((request) => request.method())).toEqual(['GET']);
    expect(courseLists.filter((request) => new URL(request.url()).pathname === '/api/v1/courses')).toHaveLength(1);
    expect(await initiators(page, '/api/v1/courses?')).toEqual(['link']);
    expect(await initiators(page, '/lectern/session')).toEqual(['link']);
    // Without the document's preload the route's chunk could only be asked for once the entry had arrived and run:
    // the document's markup started it, once, and the app's code did not ask again.
    expect(routeChunk).toEqual(['parser']);
  });

  test('with filters in the URL, /courses asks for the filtered list itself and preloads no default page', async ({ page, api }) => {
    const teacher = await createPerson(api);
    const course = await createCourse(api);
    await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
    await signIn(page, teacher.token);
    const courseLists = recordRequests(page, '/api/v1/courses');
    const courses = new CoursesPage(page);
    await courses.goto('/courses?enrollment_type=teacher');
    await expect(courses.courseLink(course.name)).toBeVisible();
    const lists = courseLists.filter((request) => new URL(request.url()).pathname === '/api/v1/courses');
    expect(lists).toHaveLength(1);
    expect(new URL(lists[0]?.url() ?? '').searchParams.get('enrollment_type')).toBe('teacher');
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
    const routeTable = await recordInitiators(page, '/assets/discovered-routes-');
    const people = new CoursePeoplePage(page);
    await people.goto(course.id);
    await expect(people.person(student.name)).toBeVisible();
    // The router would otherwise ask for the table only after the entry had run: a round trip more, in a row.
    expect(routeTable).toEqual(['parser']);
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

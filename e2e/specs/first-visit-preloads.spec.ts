import type { Page, Request } from '@playwright/test';
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

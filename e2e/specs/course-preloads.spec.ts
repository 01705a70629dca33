import type { Page } from '@playwright/test';
import { DUE_DATES_PRELOADS, GRADEBOOK_PRELOADS, PEOPLE_PRELOADS, type CoursePreload } from '../../build/course-preloads';
import { CourseDueDatesPage } from '../pages/course-due-dates-page';
import { CoursePeoplePage } from '../pages/course-people-page';
import { expect, signIn, test } from '../fixtures';

/** The order in which the page's API requests started and ended, as Playwright saw them, from now on. */
function recordApiEvents(page: Page): string[] {
  const events: string[] = [];
  const path = (url: string) => {
    const { pathname, search } = new URL(url);
    return pathname.startsWith('/api/v1/') ? decodeURIComponent(pathname + search) : undefined;
  };
  page.on('request', (request) => {
    const url = path(request.url());
    if (url) events.push(`start ${url}`);
  });
  page.on('requestfinished', (request) => {
    const url = path(request.url());
    if (url) events.push(`end ${url}`);
  });
  return events;
}

const urlsOf = (preloads: CoursePreload[], courseId: number) => preloads.map(({ url }) => url.replaceAll(':courseId', String(courseId)));

test.describe('a first visit to a course page starts its course’s requests together, beside the app’s code', () => {
  // People, due dates and the gradebook come drawn by the server (docs/decisions/0093): what the document would
  // have preloaded came inside it instead, and the app asks for none of it. A request here would mean the app's URL for it
  // differs from the one the server's render read.
  test('people: the course, the rights, the sections and the roster come in the document, none asked again', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const events = recordApiEvents(page);
    const people = new CoursePeoplePage(page);
    await people.goto(1);
    await expect(people.rows().first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const url of urlsOf(PEOPLE_PRELOADS, 1)) expect(events, url).not.toContain(`start ${url}`);
  });

  test('due dates: the course, the rights, the dates and the first names come in the document, none asked again', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const events = recordApiEvents(page);
    const dueDates = new CourseDueDatesPage(page);
    await dueDates.goto(1);
    await expect(dueDates.grid.getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const url of [...urlsOf(DUE_DATES_PRELOADS, 1), '/api/v1/courses/1/effective_due_dates']) expect(events, url).not.toContain(`start ${url}`);
  });

  test('gradebook: the course, the rights, the columns, the first students and their grades come in the document, none asked again', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const events = recordApiEvents(page);
    await page.goto('/courses/1/gradebook');
    await expect(page.getByRole('grid', { name: 'Gradebook' }).getByRole('rowheader').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const named = urlsOf(GRADEBOOK_PRELOADS.filter(({ idsFrom }) => idsFrom === undefined), 1);
    for (const url of named) expect(events, url).not.toContain(`start ${url}`);
    // Biology 101's 42 students are two blocks of submissions: the drawing read the first 25, the app asks for the rest.
    const blocks = events.filter((event) => event.startsWith('start /api/v1/courses/1/students/submissions?'));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toContain('?per_page=17&');
  });
});

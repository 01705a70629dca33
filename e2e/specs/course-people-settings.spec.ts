import type { Page } from '@playwright/test';
import { recordApiRequests } from '../api-requests';
import { expectNoSidewaysScroll } from '../layout';
import { CourseDueDatesPage } from '../pages/course-due-dates-page';
import { CoursePeoplePage } from '../pages/course-people-page';
import { CourseSettingsPage } from '../pages/course-settings-page';
import { createCourse, createPerson, enroll, uniqueName } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';

type Settings = Record<string, unknown>;

/** A course of its own, so changing its settings cannot affect any other test; opened on its settings page as the admin. */
async function openSettingsOfNewCourse(page: Page, api: Api, namePrefix: string) {
  const course = await api.as('demo-admin').post<{ id: number }>('/api/v1/accounts/1/courses', {
    course: { name: uniqueName(namePrefix) },
    offer: true,
    enroll_me: 'true',
  });
  await signIn(page, 'demo-admin');
  const settings = new CourseSettingsPage(page);
  await settings.goto(course.id);
  await expect(settings.heading).toBeVisible();
  return { course, settings };
}

test.describe('course settings', () => {
  test('a toggled setting and a typed value survive a reload, and the server agrees', async ({ page, api }) => {
    const admin = api.as('demo-admin');
    const { course, settings } = await openSettingsOfNewCourse(page, api, 'Settings Course');
    await expectNoSeriousA11yViolations(page);

    const groups = 'Let students create their own groups';
    await expect(settings.switch(groups)).toBeChecked();
    await settings.toggle(groups);
    await expect(settings.switch(groups)).not.toBeChecked();
    await settings.expectSaved(groups);

    // A typed value: an invalid one is explained and kept; a valid one saves on Enter.
    const limit = settings.input('Announcements on the home page');
    await limit.fill('0');
    await limit.press('Enter');
    await expect(page.getByText('Enter a number from 1 to 100.')).toBeVisible();
    await expect(limit).toHaveValue('0');
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    await limit.fill('5');
    await limit.press('Enter');
    await settings.expectSaved('Announcements on the home page');
    await expect(limit).not.toHaveAttribute('aria-invalid', 'true');

    await page.reload();
    await expect(settings.switch(groups)).not.toBeChecked();
    await expect(settings.input('Announcements on the home page')).toHaveValue('5');
    const stored = await admin.get<Settings>(`/api/v1/courses/${course.id}/settings`);
    expect(stored.allow_student_organized_groups).toBe(false);
    expect(stored.home_page_announcement_limit).toBe(5);
  });

  test('a failed save puts the switch back, says so, and keeps typed text', async ({ page, api }) => {
    const admin = api.as('demo-admin');
    const { course, settings } = await openSettingsOfNewCourse(page, api, 'Failing Settings');
    // The server is fine; this makes its answer to the settings write fail the way an outage would.
    await page.route(`**/api/v1/courses/${course.id}/settings`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"An error occurred."}]}' })
        : route.fallback(),
    );

    const reporting = 'Let students report replies';
    await expect(settings.switch(reporting)).toBeChecked();
    await settings.toggle(reporting);
    await expect(settings.status(reporting)).toHaveText(`${reporting}: Not saved`);
    await expect(settings.switch(reporting)).toBeChecked();
    // The error toast names the setting and stays until dismissed.
    await expect(page.getByRole('alertdialog', { name: `Couldn’t save “${reporting}”` })).toBeVisible();

    const name = settings.input('Friendly name');
    await name.fill('Bio for kids');
    await name.press('Tab');
    await expect(page.getByText('Not saved: An error occurred.')).toBeVisible();
    await expect(name).toHaveValue('Bio for kids');

    const stored = await admin.get<Settings>(`/api/v1/courses/${course.id}/settings`);
    expect(stored.allow_student_discussion_reporting).toBe(true);
    expect(stored.friendly_name).toBeNull();
  });

  test('a settings switch costs one request, and tabbing to the last control keeps it in view without scrolling the window', async ({ page, api }) => {
    const { course, settings } = await openSettingsOfNewCourse(page, api, 'Settings Scroll');
    await expect(settings.switch('Let students create their own groups')).toBeVisible();

    const requests = recordApiRequests(page);
    await settings.toggle('Let students create their own groups');
    await settings.expectSaved('Let students create their own groups');
    expect(requests.calls()).toEqual([`PUT /api/v1/courses/${course.id}/settings`]);

    // The window never scrolls: the app's main area is the page's one scroll container.
    const controls = page.locator('main').getByRole('switch').or(page.locator('main').getByRole('textbox'));
    const last = controls.last();
    for (let presses = 0; presses < 60 && !(await last.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(last).toBeFocused();
    // The input itself is visually hidden; its row is what the user sees.
    const row = await last.evaluate((element) => {
      const rect = (element.closest('.setting-row') ?? element).getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom };
    });
    const window = await page.evaluate(() => ({ scrollY: globalThis.scrollY, height: document.documentElement.scrollHeight, viewport: globalThis.innerHeight }));
    expect(row.top).toBeGreaterThanOrEqual(0);
    expect(row.bottom).toBeLessThanOrEqual(window.viewport);
    expect(window.scrollY).toBe(0);
    expect(window.height).toBeLessThanOrEqual(window.viewport);
  });

  test('a student opening the settings URL directly is told plainly they cannot change settings', async ({ page, api }) => {
    const course = await createCourse(api);
    const student = await createPerson(api);
    await enroll(api, course.id, student.id, 'StudentEnrollment');
    await signIn(page, student.token);
    const settings = new CourseSettingsPage(page);
    await settings.goto(course.id);
    await expect(settings.notAllowedHeading).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to course home' })).toBeVisible();
    await expect(settings.switch('Let students create their own groups')).toHaveCount(0);
    // Nor does the course menu offer the page.
    await expect(page.getByRole('navigation', { name: 'Course' }).getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('people', () => {
  test('search finds a student by part of the name; one character only shows a hint', async ({ page, api }) => {
    const course = await createCourse(api);
    const surname = `Quill${Date.now().toString(36)}`;
    const wanted = await createPerson(api, `Marisol ${surname}`);
    const other = await createPerson(api, uniqueName('Theo Other'));
    await enroll(api, course.id, wanted.id, 'StudentEnrollment');
    await enroll(api, course.id, other.id, 'StudentEnrollment');

    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const term = url.searchParams.get('search_term');
      if (url.pathname.endsWith(`/courses/${course.id}/users`) && term !== null) searches.push(term);
    });
    await signIn(page, 'demo-admin');
    // The page's timers run on a clock the test can move: the search debounce is then over when the test says so.
    await page.clock.install();
    const people = new CoursePeoplePage(page);
    await people.goto(course.id);
    await expect(people.person(other.name)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await people.search.fill('M');
    await expect(people.searchHint).toBeVisible();
    // Past the 300 ms debounce at once: a search for "M" would be sent now, so before the next search below, and
    // `searches` would not be exactly that next one.
    await page.clock.runFor(1_000);
    await expect(people.person(other.name)).toBeVisible();

    const part = surname.slice(0, 8).toLowerCase();
    await people.search.fill(part);
    await expect(people.searchHint).toBeHidden();
    await expect(people.person(wanted.name)).toBeVisible();
    await expect(people.person(other.name)).toHaveCount(0);
    await expect(people.rows()).toHaveCount(1);
    expect(searches).toEqual([part]);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${part}`));

    // The search lives in the URL: a reload shows the same result.
    await page.reload();
    await expect(people.search).toHaveValue(part);
    await expect(people.person(wanted.name)).toBeVisible();
    await expect(people.rows()).toHaveCount(1);

    // Opening the person shows their enrollment; admins get a link to all their courses.
    await people.person(wanted.name).click();
    const detail = people.detail(wanted.name);
    await expect(detail).toBeVisible();
    await expect(detail.getByText('Student', { exact: true })).toBeVisible();
    await expect(detail.getByRole('link', { name: `View all courses of ${wanted.name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    // Focus is back on the name that opened the panel, so the keyboard carries on down the roster.
    await expect(people.person(wanted.name)).toBeFocused();
  });

  test('the role filter goes to the server and stays in the URL', async ({ page, api }) => {
    const course = await createCourse(api);
    const teacher = await createPerson(api, uniqueName('Tamsin Teacher'));
    const student = await createPerson(api, uniqueName('Sami Student'));
    await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
    await enroll(api, course.id, student.id, 'StudentEnrollment');
    await signIn(page, teacher.token);
    const people = new CoursePeoplePage(page);
    await people.goto(course.id);
    await people.roleFilter.selectOption({ label: 'Teachers' });
    await expect(page).toHaveURL(/role=teacher/);
    await expect(people.person(teacher.name)).toBeVisible();
    await expect(people.person(student.name)).toHaveCount(0);

    // Teachers also see who logged in lately.
    await people.tab('Recently active').click();
    await expect(page.getByRole('table', { name: 'Recently active students' }).getByRole('button', { name: student.name })).toBeVisible();
    await expect(page).toHaveURL(/tab=recent/);
    await expectNoSeriousA11yViolations(page);

    // Teachers may look for colleagues (here the demo teacher) to share content with.
    await page.getByRole('button', { name: 'Share content with…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share content with…' });
    const field = dialog.getByRole('combobox', { name: 'Person' });
    await field.fill('T');
    await expect(dialog.getByText('Type at least 2 characters')).toBeVisible();
    await field.fill('Rafael');
    await expect(page.getByRole('option', { name: /Rafael Mendoza/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('people as a student', () => {
  test('classmates’ activity is not shown (it is withheld), never as “Never”; their own is', async ({ page, api }) => {
    const course = await createCourse(api);
    const me = await createPerson(api, uniqueName('Stella Student'));
    const classmate = await createPerson(api, uniqueName('Carl Classmate'));
    await enroll(api, course.id, me.id, 'StudentEnrollment');
    await enroll(api, course.id, classmate.id, 'StudentEnrollment');
    // What the page shows rests on this: the server leaves the field out for other students.
    const listed = await api.as(me.token).get<{ id: number; enrollments: Record<string, unknown>[] }[]>(`/api/v1/courses/${course.id}/users`, {
      'include[]': 'enrollments',
    });
    expect(listed.find((user) => user.id === classmate.id)?.enrollments[0]).not.toHaveProperty('last_activity_at');

    await signIn(page, me.token);
    const people = new CoursePeoplePage(page);
    await people.goto(course.id);
    await expect(people.person(classmate.name)).toBeVisible();
    await expect(people.table.getByRole('columnheader', { name: 'Last activity' })).toHaveCount(0);
    await expect(people.table.getByText('Never')).toHaveCount(0);

    await people.person(classmate.name).click();
    const detail = people.detail(classmate.name);
    await expect(detail.getByText('Student', { exact: true })).toBeVisible();
    await expect(detail.getByText('Last activity')).toHaveCount(0);
    await expect(detail.getByText('Never')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // Their own enrollment carries their activity, and they see it.
    await people.person(me.name).click();
    await expect(people.detail(me.name).getByText('Last activity')).toBeVisible();
  });

  test('a teacher sees everyone’s last activity', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const people = new CoursePeoplePage(page);
    await people.goto(1);
    await expect(people.table.getByRole('columnheader', { name: 'Last activity' })).toBeVisible();
  });
});

test.describe('people and due dates on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the people filters use the full width: search on its own row, role and section side by side', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const people = new CoursePeoplePage(page);
    await people.goto(1);
    await expect(people.rows().first()).toBeVisible();
    await expectNoSidewaysScroll(page);

    const table = await page.getByRole('region', { name: 'People, scrollable' }).boundingBox();
    const search = await people.search.boundingBox();
    const role = await people.roleFilter.boundingBox();
    const section = await people.sectionFilter.boundingBox();
    if (!table || !search || !role || !section) throw new Error('filters or table not laid out');
    // The search is as wide as the table below it (give or take the table's border).
    expect(Math.abs(search.x - table.x)).toBeLessThanOrEqual(2);
    expect(search.width).toBeGreaterThanOrEqual(table.width - 4);
    // Role and section share one row, each within the screen.
    expect(Math.abs(role.y - section.y)).toBeLessThanOrEqual(1);
    for (const box of [search, role, section]) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the due-date grid’s name column leaves most of the width to the dates', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const dueDates = new CourseDueDatesPage(page);
    await dueDates.goto(1);
    await expect(dueDates.grid).toBeVisible();
    await expectNoSidewaysScroll(page);

    const region = await page.getByRole('region', { name: 'Due dates by student, scrollable' }).boundingBox();
    const nameColumn = await dueDates.grid.getByRole('columnheader', { name: 'Student' }).boundingBox();
    const firstAssignment = await dueDates.grid.getByRole('columnheader').nth(1).boundingBox();
    if (!region || !nameColumn || !firstAssignment) throw new Error('grid not laid out');
    expect(nameColumn.width).toBeLessThanOrEqual(region.width * 0.4);
    // The first assignment's column is wholly on screen beside the names.
    expect(firstAssignment.x + firstAssignment.width).toBeLessThanOrEqual(region.x + region.width);
    // Names stay readable links.
    await expect(dueDates.grid.getByRole('rowheader').first().getByRole('link')).toBeVisible();
  });
});

test.describe('effective due dates', () => {
  test('a student with an override is marked in the grid and counted in the chart', async ({ page, api }) => {
    // Demo course 1, read only: "Evolution Discussion" has an ad-hoc override for two students.
    const teacher = api.as('demo-teacher');
    const assignments = await teacher.get<{ id: number; name: string; due_at: string | null }[]>('/api/v1/courses/1/assignments', {
      per_page: 100,
    });
    const evolution = assignments.find((assignment) => assignment.name === 'Evolution Discussion');
    expect(evolution).toBeDefined();
    const dates = await teacher.get<Record<string, Record<string, { due_at: string | null }>>>('/api/v1/courses/1/effective_due_dates');
    const overridden = Object.entries(dates[String(evolution?.id)] ?? {})
      .filter(([, entry]) => entry.due_at !== evolution?.due_at)
      .map(([id]) => Number(id));
    expect(overridden).toHaveLength(2);
    const student = await teacher.get<{ name: string }>(`/api/v1/courses/1/users/${overridden[0]}`);
    // Someone on the base date for Evolution Discussion who is not in the honors-only problem set.
    const honors = assignments.find((assignment) => assignment.name === 'Genetics Problem Set (Honors)');
    const honorsStudents = Object.keys(dates[String(honors?.id)] ?? {}).map(Number);
    const listed = await teacher.get<{ id: number }[]>('/api/v1/courses/1/users', { 'enrollment_type[]': 'student', per_page: 100 });
    const regularId = Object.keys(dates[String(evolution?.id)] ?? {})
      .map(Number)
      .find((id) => !overridden.includes(id) && !honorsStudents.includes(id) && listed.some((user) => user.id === id));
    const regular = await teacher.get<{ name: string }>(`/api/v1/courses/1/users/${regularId}`);

    await signIn(page, 'demo-teacher');
    const requests = recordApiRequests(page);
    const dueDates = new CourseDueDatesPage(page);
    await dueDates.goto(1);
    await expect(dueDates.heading).toBeVisible();
    const marked = await dueDates.cell(student.name, 'Evolution Discussion');
    await expect(marked).toContainText('Override');
    const plain = await dueDates.cell(regular.name, 'Evolution Discussion');
    await expect(plain).not.toContainText('Override');
    await expect(await dueDates.cell(regular.name, 'Genetics Problem Set (Honors)')).toHaveText('—Not assigned');
    // The names came with the drawn document (docs/decisions/0093), which asked for the 43 students by id in one
    // request: the page did not ask for the roster at all.
    const roster = requests.requests.filter((request) => request.url.pathname === '/api/v1/courses/1/users');
    expect(roster).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    await dueDates.tab('By assignment').click();
    await expect(dueDates.chart(/^\d+ students due [A-Z][a-z]{2} \d+, 2 due [A-Z][a-z]{2} \d+$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a student sees the permission page, not a broken grid', async ({ page }) => {
    await signIn(page, 'demo-student');
    const dueDates = new CourseDueDatesPage(page);
    await dueDates.goto(1);
    await expect(dueDates.notAllowedHeading).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

import type { Page } from '@playwright/test';
import { NavigationPage } from '../pages/navigation-page';
import { createAssignment, createCourse, createPerson, enroll, uniqueName } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots';

/** A course of its own (so moving its tabs touches no other test), opened on its navigation page as the admin. */
async function openNavigationOfNewCourse(page: Page, api: Api) {
  const course = await createCourse(api, uniqueName('Navigation Course'));
  await signIn(page, 'demo-admin');
  const navigation = new NavigationPage(page);
  await navigation.goto(course.id);
  await expect(navigation.heading).toBeVisible();
  return { course, navigation };
}

/** The course's shown tabs as the server lists them to a teacher. */
async function serverShownLabels(api: Api, courseId: number): Promise<string[]> {
  const tabs = await api.as('demo-admin').get<{ label: string; hidden?: boolean }[]>(`/api/v1/courses/${courseId}/tabs`);
  return tabs.filter((tab) => !tab.hidden).map((tab) => tab.label);
}

test.describe('course navigation settings', () => {
  test('a tab dragged to a new place stays there after a reload', async ({ page, api }) => {
    const { course, navigation } = await openNavigationOfNewCourse(page, api);
    const before = await navigation.shownLabels();
    const moving = before[3] ?? '';
    const target = before[1] ?? '';
    await navigation.dragBefore(moving, target);
    const expected = [before[0], moving, ...before.slice(1).filter((label) => label !== moving)];
    await expect.poll(() => navigation.shownLabels()).toEqual(expected);
    await expect.poll(() => serverShownLabels(api, course.id)).toEqual(expected);
    await page.reload();
    await expect.poll(() => navigation.shownLabels()).toEqual(expected);
  });

  test('a tab dragged across to the hidden list is hidden, and the server agrees', async ({ page, api }) => {
    // Tall enough that both lists are in view: the drag never has to scroll.
    await page.setViewportSize({ width: 1280, height: 1400 });
    const { course, navigation } = await openNavigationOfNewCourse(page, api);
    const moving = (await navigation.shownLabels())[2] ?? '';
    await navigation.dragToHidden(moving);
    await expect(navigation.row(navigation.hidden, moving)).toBeVisible();
    await expect(navigation.row(navigation.shown, moving)).toHaveCount(0);
    await expect.poll(async () => (await serverShownLabels(api, course.id)).includes(moving)).toBe(false);
  });

  test('the keyboard alone moves a tab through its Move menu, and the move is announced', async ({ page, api }) => {
    const { navigation } = await openNavigationOfNewCourse(page, api);
    const before = await navigation.shownLabels();
    const moving = before[1] ?? '';
    // Tab into the list (one stop): focus lands on the first tab that can move (Home is locked), then across to Move.
    const row = navigation.row(navigation.shown, moving);
    for (let step = 0; step < 30 && !(await row.evaluate((element) => element === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await expect(row).toBeFocused();
    const moveButton = page.getByRole('button', { name: `Move ${moving}`, exact: true });
    for (let step = 0; step < 4 && !(await moveButton.evaluate((button) => button === document.activeElement)); step++) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(moveButton).toBeFocused();
    await page.keyboard.press('Enter');
    const moveDown = page.getByRole('menuitem', { name: 'Move down' });
    for (let step = 0; step < 4 && !(await moveDown.evaluate((item) => item === document.activeElement)); step++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(navigation.status).toHaveText(`${moving} moved to position 3 of ${before.length}`);
    await expect(navigation.status).toHaveAttribute('aria-live', 'polite');
    await expect.poll(() => navigation.shownLabels()).toEqual([before[0], before[2], moving, ...before.slice(3)]);
  });

  test('the drag handle works from the keyboard: pick up, arrow down, drop', async ({ page, api }) => {
    const { course, navigation } = await openNavigationOfNewCourse(page, api);
    const before = await navigation.shownLabels();
    const moving = before[1] ?? '';
    const handle = navigation.shown.getByRole('button', { name: `Drag ${moving}` });
    const row = navigation.row(navigation.shown, moving);
    for (let step = 0; step < 30 && !(await row.evaluate((element) => element === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    for (let step = 0; step < 3 && !(await handle.evaluate((button) => button === document.activeElement)); step++) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(handle).toBeFocused();
    await page.keyboard.press('Enter');
    // React Aria moves focus between drop positions; two steps down is after the next tab.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // While the drag is on, the list also holds its unlabelled drop positions: wait for the dropped order.
    const dropped = async () => {
      const labels = await navigation.shownLabels();
      return labels.includes('') || labels.join('\n') === before.join('\n') ? undefined : labels;
    };
    await expect.poll(dropped).toBeDefined();
    const after = (await dropped()) ?? [];
    expect(after.indexOf(moving)).toBeGreaterThan(1);
    await expect.poll(() => serverShownLabels(api, course.id)).toEqual(after);
  });

  test('the Student view lists exactly the tabs the server gives a student', async ({ page, api }) => {
    // Course 1 has no announcements, pages, quizzes, modules or outcomes: Canvas leaves those unused tabs out for students.
    const studentTabs = await api.as('demo-student').get<{ label: string }[]>('/api/v1/courses/1/tabs');
    await signIn(page, 'demo-teacher');
    const navigation = new NavigationPage(page);
    await navigation.goto(1);
    await expect(navigation.preview.getByRole('listitem')).toHaveText(studentTabs.map((tab) => tab.label));
    await expect(navigation.preview.getByText('Modules')).toHaveCount(0);
  });

  test('a hidden tab is gone from a student’s course menu', async ({ page, api, browser }) => {
    const { course, navigation } = await openNavigationOfNewCourse(page, api);
    // An assignment, so the Assignments tab is in use and students see it until it is hidden.
    await createAssignment(api, course.id);
    const student = await createPerson(api);
    await enroll(api, course.id, student.id, 'StudentEnrollment');
    const studentPage = await browser.newPage();
    await signIn(studentPage, student.token);
    await studentPage.goto(`/courses/${course.id}`);
    const studentMenu = studentPage.getByRole('navigation', { name: 'Course' });
    await expect(studentMenu.getByRole('link', { name: 'Assignments' })).toBeVisible();

    await page.reload();
    await navigation.hide('Assignments');
    await expect(navigation.row(navigation.hidden, 'Assignments')).toBeVisible();
    await expect(navigation.preview.getByText('Assignments')).toHaveCount(0);
    // The teacher still reaches the page; the course menu marks it as hidden from students.
    await expect(page.getByRole('navigation', { name: 'Course' }).getByRole('link', { name: 'Assignments Hidden' })).toBeVisible();
    await expect.poll(async () => (await serverShownLabels(api, course.id)).includes('Assignments')).toBe(false);

    await studentPage.reload();
    await expect(studentMenu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(studentMenu.getByRole('link', { name: 'Assignments' })).toHaveCount(0);
    await studentPage.close();
  });

  test('a refused move rolls back and says why', async ({ page, api }) => {
    const { course, navigation } = await openNavigationOfNewCourse(page, api);
    const before = await navigation.shownLabels();
    const moving = before[1] ?? '';
    await page.route(`**/api/v1/courses/${course.id}/tabs/**`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'That tab location is invalid' }) })
        : route.fallback(),
    );
    await navigation.move(moving, 'Move down');
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('That tab location is invalid')).toBeVisible();
    await expect(navigation.status).toHaveText(`${moving} was not moved. That tab location is invalid`);
    await expect.poll(() => navigation.shownLabels()).toEqual(before);
    await expect.poll(() => serverShownLabels(api, course.id)).toEqual(before);
  });

  test('five quick moves in a row end in the order they were made', async ({ page, api }) => {
    const { course, navigation } = await openNavigationOfNewCourse(page, api);
    const start = await navigation.shownLabels();
    const [a = '', b = '', c = ''] = start.slice(1, 4);
    await navigation.move(a, 'Move down');
    await navigation.move(c, 'Move to top');
    await navigation.move(b, 'Move to bottom');
    await navigation.move(a, 'Move up');
    await navigation.move(c, 'Move down');
    const made = await navigation.shownLabels();
    expect(made).not.toEqual(start);
    await expect.poll(() => serverShownLabels(api, course.id)).toEqual(made);
    await page.reload();
    await expect.poll(() => navigation.shownLabels()).toEqual(made);
  });

  test('axe finds no serious violation; light, dark and phone screenshots', async ({ page, api }) => {
    const { navigation } = await openNavigationOfNewCourse(page, api);
    await navigation.hide((await navigation.shownLabels())[2] ?? '');
    await expect(navigation.hidden.getByRole('row')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/navigation-light.png`, fullPage: true });
    await navigation.hidden.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/navigation-light-hidden.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/navigation-dark.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/navigation-phone.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
  });
});

import type { Page } from '@playwright/test';
import { CourseDueDatesPage } from '../pages/course-due-dates-page';
import { CourseFormPage } from '../pages/course-form-page';
import { CoursePeoplePage } from '../pages/course-people-page';
import { DangerZonePage } from '../pages/danger-zone-page';
import { SignInPage } from '../pages/sign-in-page';
import { createCourse, createPerson, enroll, uniqueName } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test } from '../fixtures';

/**
 * Every page as the roles that use it, with every dialog, list and combobox open in turn: axe finds
 * no serious or critical violation in any of those states. Headings are checked too: axe rates a
 * skipped level "moderate", but people who navigate by headings lose their place all the same.
 */
async function expectAccessible(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page, { failAtAnyImpact: ['heading-order'] });
}

/** Biology 101's roster, as the signed-in user sees it. */
async function expectRosterAccessible(page: Page): Promise<void> {
  const people = new CoursePeoplePage(page);
  await people.goto(1);
  await expect(people.rows().first()).toBeVisible();
  await expectAccessible(page);
}

/** One person's details dialog on Biology 101's roster, which closes again with Escape. */
async function expectPersonDetailsAccessible(page: Page, name: string): Promise<void> {
  const people = new CoursePeoplePage(page);
  await people.goto(1);
  await people.person(name).click();
  await expect(people.detail(name).getByText('Student', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(people.detail(name)).toBeHidden();
}

test.describe('signed out', () => {
  test('the sign-in page', async ({ page }) => {
    await new SignInPage(page).goto();
    await expectAccessible(page);
  });

  test('the sign-in page in dark', async ({ page }) => {
    await new SignInPage(page).goto();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
  });

  test('the sign-in page refusing a token', async ({ page }) => {
    const signInPage = new SignInPage(page);
    await signInPage.goto();
    await signInPage.signInWithToken('not-a-real-token');
    await expect(page.getByText(/Invalid access token/)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'demo-admin');
  });

  test('a new course', async ({ page }) => {
    await new CourseFormPage(page).gotoNew();
    await expectAccessible(page);
  });

  test('a new course with the account list open, which leaves the tab order as it was once closed', async ({ page }) => {
    const form = new CourseFormPage(page);
    await form.gotoNew();
    // The account field arrives with the admin's accounts, its button out of the tab order: count once it is there.
    await expect(form.account).toBeVisible();
    const untabbable = () => page.evaluate(() => document.querySelectorAll('[tabindex="-1"]').length);
    const untabbableBefore = await untabbable();
    await form.account.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectAccessible(page);
    // With the list open the rest of the page is out of the tab order, until Tab moves on from the field.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(form.name).toBeFocused();
    expect(await untabbable()).toBe(untabbableBefore);
  });

  test('a new course refused for want of a name', async ({ page }) => {
    const form = new CourseFormPage(page);
    await form.gotoNew();
    await form.submit.click();
    await expect(page.getByText('Enter a course name.')).toBeVisible();
    await expectAccessible(page);
  });

  test('the danger zone', async ({ page, api }) => {
    const course = await createCourse(api, uniqueName('A11y Danger'));
    await new DangerZonePage(page).goto(course.id);
    await expectAccessible(page);
  });

  for (const action of ['conclude', 'reset', 'delete'] as const) {
    test(`the danger zone’s ${action} dialog`, async ({ page, api }) => {
      const course = await createCourse(api, uniqueName('A11y Danger'));
      const danger = new DangerZonePage(page);
      await danger.goto(course.id);
      await danger[action].click();
      await expect(danger.dialog).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(danger.dialog).toBeHidden();
    });
  }

  test('a user’s courses', async ({ page, api }) => {
    const teacher = await api.as('demo-teacher').get<{ id: number }>('/api/v1/users/self');
    await page.goto(`/users/${teacher.id}/courses`);
    await expect(page.getByRole('link', { name: 'Biology 101', exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('a course that does not exist', async ({ page }) => {
    await page.goto('/courses/987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Lectern');
    await expectAccessible(page);
  });

  test('an address that is no page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a teacher', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'demo-teacher');
  });

  test('their courses', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('table', { name: 'Courses' }).getByRole('link', { name: 'Biology 101', exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('their courses filtered by state', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('table', { name: 'Courses' }).getByRole('link', { name: 'Biology 101', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Published', exact: true }).click();
    await expect(page).toHaveURL(/state/);
    await expectAccessible(page);
  });

  test('a course home', async ({ page }) => {
    await page.goto('/courses/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a course’s edit page', async ({ page }) => {
    await new CourseFormPage(page).gotoEdit(1);
    await expectAccessible(page);
  });

  test('the leave dialog of an edited course', async ({ page }) => {
    const form = new CourseFormPage(page);
    await form.gotoEdit(1);
    await form.name.fill('Biology 101 (draft)');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Courses' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await expectAccessible(page);
    await leave.getByRole('button', { name: 'Leave and discard changes' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('a roster', async ({ page }) => {
    await expectRosterAccessible(page);
  });

  test('a person’s details on the roster', async ({ page }) => {
    await expectPersonDetailsAccessible(page, 'Leila Haddad');
  });

  test('sharing content, with a person found', async ({ page }) => {
    const people = new CoursePeoplePage(page);
    await people.goto(1);
    await expect(people.rows().first()).toBeVisible();
    await page.getByRole('button', { name: 'Share content with…' }).click();
    const share = page.getByRole('dialog', { name: 'Share content with…' });
    // The dialog's code loads on the click: scanned before it is in, its fade-in would be measured half-way.
    await expect(share.getByRole('combobox', { name: 'Person' })).toBeVisible();
    await expectAccessible(page);
    await share.getByRole('combobox', { name: 'Person' }).fill('Priya');
    await expect(page.getByRole('option', { name: /Priya Raman/ })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();
  });

  test('the recently active students', async ({ page }) => {
    const people = new CoursePeoplePage(page);
    await people.goto(1);
    await people.tab('Recently active').click();
    await expect(page.getByRole('table', { name: 'Recently active students' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
  });

  test('due dates by student', async ({ page }) => {
    const dueDates = new CourseDueDatesPage(page);
    await dueDates.goto(1);
    await expect(dueDates.grid).toBeVisible();
    await expectAccessible(page);
  });

  test('due dates by assignment', async ({ page }) => {
    const dueDates = new CourseDueDatesPage(page);
    await dueDates.goto(1);
    await dueDates.tab('By assignment').click();
    await expect(dueDates.chart(/students? due/).first()).toBeVisible();
    await expectAccessible(page);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`settings in ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/courses/1/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('switch').first()).toBeVisible();
      await expectAccessible(page);
    });
  }
});

test.describe('a student', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'demo-student');
  });

  test('a course home', async ({ page }) => {
    await page.goto('/courses/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a roster', async ({ page }) => {
    await expectRosterAccessible(page);
  });

  test('a person’s details on the roster', async ({ page }) => {
    await expectPersonDetailsAccessible(page, 'Leila Haddad');
  });

  test('due dates, which they may not use', async ({ page }) => {
    const dueDates = new CourseDueDatesPage(page);
    await dueDates.goto(1);
    await expect(dueDates.notAllowedHeading).toBeVisible();
    await expectAccessible(page);
  });

  test('a course they are not in', async ({ page, api }) => {
    const other = await createCourse(api, uniqueName('Not Leila’s'));
    await page.goto(`/courses/${other.id}`);
    await expect(page.getByRole('heading', { level: 1, name: "You don't have permission to view this page" })).toBeVisible();
    await expect(page).toHaveTitle('Not allowed · Lectern');
    await expectAccessible(page);
  });
});

test('a TA: the people of their course', async ({ page, api }) => {
  const course = await createCourse(api, uniqueName('A11y TA Course'));
  const ta = await createPerson(api, uniqueName('Tara TA'));
  await enroll(api, course.id, ta.id, 'TaEnrollment');
  await signIn(page, ta.token);
  await page.goto(`/courses/${course.id}/people`);
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expectAccessible(page);
});

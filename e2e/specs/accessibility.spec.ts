import { AxeBuilder } from '@axe-core/playwright';
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
  await expectNoSeriousA11yViolations(page);
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(violations.flatMap((v) => v.nodes.map((node) => `${v.id} at ${node.target.join(' >> ')}`))).toEqual([]);
}

/** Biology 101's roster, then one person's details dialog, closed again. */
async function scanRosterAndPerson(page: Page, name: string): Promise<CoursePeoplePage> {
  const people = new CoursePeoplePage(page);
  await people.goto(1);
  await expect(people.rows().first()).toBeVisible();
  await expectAccessible(page);
  await people.person(name).click();
  await expect(people.detail(name).getByText('Student', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(people.detail(name)).toBeHidden();
  return people;
}

// Many pages and scans each on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

test('signed out: the sign-in page, light and dark', async ({ page }) => {
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await signInPage.signInWithToken('not-a-real-token');
  await expect(page.getByText(/Invalid access token/)).toBeVisible();
  await expectAccessible(page);
});

test('an admin: new course with the account list open, danger-zone dialogs, a user’s courses, missing pages', async ({
  page,
  api,
}) => {
  await signIn(page, 'demo-admin');
  const form = new CourseFormPage(page);
  await form.gotoNew();
  await expectAccessible(page);
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
  await form.submit.click();
  await expect(page.getByText('Enter a course name.')).toBeVisible();
  await expectAccessible(page);

  const course = await createCourse(api, uniqueName('A11y Danger'));
  const danger = new DangerZonePage(page);
  await danger.goto(course.id);
  await expectAccessible(page);
  for (const action of [danger.conclude, danger.reset, danger.delete]) {
    await action.click();
    await expect(danger.dialog).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(danger.dialog).toBeHidden();
  }

  const teacher = await api.as('demo-teacher').get<{ id: number }>('/api/v1/users/self');
  await page.goto(`/users/${teacher.id}/courses`);
  await expect(page.getByRole('link', { name: 'Biology 101', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/courses/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Lectern');
  await expectAccessible(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});

test('a teacher: courses, course home, edit with the leave dialog', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  await page.goto('/courses');
  await expect(page.getByRole('table', { name: 'Courses' }).getByRole('link', { name: 'Biology 101', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Published', exact: true }).click();
  await expect(page).toHaveURL(/state/);
  await expectAccessible(page);

  await page.goto('/courses/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  await expectAccessible(page);

  const form = new CourseFormPage(page);
  await form.gotoEdit(1);
  await expectAccessible(page);
  await form.name.fill('Biology 101 (draft)');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Courses' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Leave and discard changes' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test('a teacher: people with the person, share and recent views', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const people = await scanRosterAndPerson(page, 'Leila Haddad');
  await page.getByRole('button', { name: 'Share content with…' }).click();
  const share = page.getByRole('dialog', { name: 'Share content with…' });
  await expectAccessible(page);
  await share.getByRole('combobox', { name: 'Person' }).fill('Priya');
  await expect(page.getByRole('option', { name: /Priya Raman/ })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await people.tab('Recently active').click();
  await expect(page.getByRole('table', { name: 'Recently active students' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
});

test('a teacher: due dates by student and by assignment, settings in light and dark', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const dueDates = new CourseDueDatesPage(page);
  await dueDates.goto(1);
  await expect(dueDates.grid).toBeVisible();
  await expectAccessible(page);
  await dueDates.tab('By assignment').click();
  await expect(dueDates.chart(/students? due/).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/courses/1/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('switch').first()).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
});

test('a student and a TA: their pages, and the pages they may not use', async ({ page, api }) => {
  const other = await createCourse(api, uniqueName('Not Leila’s'));
  await signIn(page, 'demo-student');
  await page.goto('/courses/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();
  await expectAccessible(page);
  await scanRosterAndPerson(page, 'Leila Haddad');

  await new CourseDueDatesPage(page).goto(1);
  await expect(new CourseDueDatesPage(page).notAllowedHeading).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/courses/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: "You don't have permission to view this page" })).toBeVisible();
  await expect(page).toHaveTitle('Not allowed · Lectern');
  await expectAccessible(page);

  const ta = await createPerson(api, uniqueName('Tara TA'));
  await enroll(api, other.id, ta.id, 'TaEnrollment');
  await signIn(page, ta.token);
  await page.goto(`/courses/${other.id}/people`);
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expectAccessible(page);
});

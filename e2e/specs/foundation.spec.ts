import { createCourses, createPerson, type Person } from '../seed';
import { CoursesPage } from '../pages/courses-page';
import { SignInPage } from '../pages/sign-in-page';
import { expect, expectNoSeriousA11yViolations, SESSION_COOKIE, signIn, test } from '../fixtures';

test.describe('signing in', () => {
  test('a teacher picks the demo account and sees the seeded courses', async ({ page }) => {
    const signInPage = new SignInPage(page);
    await signInPage.goto();
    await expectNoSeriousA11yViolations(page);
    await signInPage.demoAccount('Rafael Mendoza').click();
    const courses = new CoursesPage(page);
    await expect(courses.heading).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Rafael Mendoza');
    for (const name of ['Biology 101', 'Chemistry 210', 'Ecology 220', 'Statistics 200']) {
      await expect(courses.courseLink(name)).toBeVisible();
    }
    await expect(courses.courseLink('Physics 150')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a pasted token that the server rejects shows why and stays on sign in', async ({ page }) => {
    const signInPage = new SignInPage(page);
    await signInPage.goto();
    await signInPage.signInWithToken('not-a-real-token');
    await expect(page.getByText(/Invalid access token/)).toBeVisible();
    await expect(signInPage.tokenField).toHaveValue('not-a-real-token');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('a session whose token was revoked sends the user to sign in, then back where they were', async ({ page, api }) => {
    const person = await createPerson(api);
    const { id, token } = await api.as('demo-admin').post<{ id: number; token: string }>(`/api/v1/users/${person.id}/tokens`, {
      token: { purpose: 'e2e revoked' },
    });
    await signIn(page, token);
    await api.as('demo-admin').delete(`/api/v1/users/${person.id}/tokens/${id}`);
    await page.goto('/courses/1');
    await expect(page).toHaveURL(/\/sign-in\?.*reason=expired/);
    await expect(page.getByText(/Your session has ended/)).toBeVisible();
    await new SignInPage(page).signInWithToken('demo-teacher');
    await expect(page).toHaveURL(/\/courses\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();
  });

  test('signing out ends the cookie session and puts focus on the sign-in heading', async ({ page, context }) => {
    await signIn(page, 'demo-teacher');
    await new CoursesPage(page).goto();
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    // The button that had focus is gone; focus must not fall back to the page body.
    await expect(new SignInPage(page).heading).toBeFocused();
    await expect(page).toHaveTitle('Sign in · Lectern');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
    await page.goto('/courses');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fcourses/);
  });
});

test.describe('when a page’s code cannot be downloaded', () => {
  // After a redeploy the old chunk names are gone (404); on a bad network the download is dropped.
  for (const failure of ['404', 'dropped'] as const) {
    test(`a ${failure} chunk shows “new version available” inside the shell, and Reload recovers`, async ({ page }) => {
      await signIn(page, 'demo-teacher');
      const courses = new CoursesPage(page);
      await courses.goto();
      const courseChunks = /\/assets\/course-[\w-]+\.js$/;
      await page.route(courseChunks, (route) => (failure === '404' ? route.fulfill({ status: 404, body: 'Not found' }) : route.abort()));

      await courses.courseLink('Biology 101').click();
      await expect(page.getByRole('heading', { level: 1, name: 'A new version is available' })).toBeVisible();
      await expect(page).toHaveTitle('New version available · Lectern');
      // Inside the app frame: the top bar is still there to navigate away.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Courses' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.unroute(courseChunks);
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();
      await expect(page).toHaveURL(/\/courses\/1$/);
    });
  }
});

test.describe('the shell', () => {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 720 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`works by keyboard alone on a ${viewport.name}: skip link, top bar, course menu`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, 'demo-teacher');
      await page.goto('/courses/1');
      await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

      // The skip link comes first and is visible while focused.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      // Then the top bar, in reading order.
      const banner = page.getByRole('banner');
      const topBar = [
        banner.getByRole('link', { name: 'Lectern' }),
        banner.getByRole('link', { name: 'Courses' }),
        banner.getByRole('link', { name: 'My files' }),
        banner.getByRole('button', { name: 'Sign out' }),
      ];
      for (const target of topBar) {
        await page.keyboard.press('Tab');
        await expect(target).toBeFocused();
      }
      // Skipping lands in main, and the next Tab is the first thing in it, not the top bar again.
      for (let back = 0; back < topBar.length; back++) await page.keyboard.press('Shift+Tab');
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Courses' })).toBeFocused();

      // The course menu is reachable and opens its pages; focus moves to the new page's heading.
      const people = page.getByRole('navigation', { name: 'Course' }).getByRole('link', { name: 'People' });
      for (let step = 0; step < 10 && !(await people.evaluate((link) => link === document.activeElement)); step++) {
        await page.keyboard.press('Tab');
      }
      await expect(people).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeFocused();
    });
  }

  test('with the API unreachable, pages say so with a Retry that works, never a blank page', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const courses = new CoursesPage(page);
    await courses.goto();
    await page.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));

    await courses.courseLink('Biology 101').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Can’t reach the server' })).toBeVisible();
    await expect(page).toHaveTitle('Can’t reach the server · Lectern');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/api/v1/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();

    // A page whose own requests fail shows the failure in place, with Retry.
    await page.route('**/api/v1/courses/1/users**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: 'Course' }).getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    const failure = page.getByRole('alert').filter({ hasText: 'Can’t reach the server' });
    await expect(failure).toBeVisible();
    await page.unroute('**/api/v1/courses/1/users**');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table', { name: 'People' }).getByRole('button', { name: 'Leila Haddad' })).toBeVisible();
  });
});

test.describe('a long course list', () => {
  const TOTAL = 260;
  let person: Person;

  test.beforeAll(async ({ api }) => {
    person = await createPerson(api);
    await createCourses(api, 'Scroll Course', TOTAL, person);
  });

  test('scrolling loads every page once, with no duplicate rows', async ({ page }) => {
    await signIn(page, person.token);
    const courses = new CoursesPage(page);
    await courses.goto();
    await expect(page.getByText(/100 courses loaded, more available|200 courses loaded/)).toBeVisible();
    const seen = await courses.scrollThrough(TOTAL);
    // Once the list is longer than a page, only a window of rows is in the DOM, however many are loaded.
    expect((await courses.renderedRows()).size).toBeLessThan(60);
    const names = [...seen.values()];
    expect(new Set(names).size).toBe(TOTAL);
    expect(names).toContain('Scroll Course 001');
    expect(names).toContain(`Scroll Course ${TOTAL}`);
    await expect(page.getByText(`Showing ${TOTAL} courses`)).toBeVisible();
    await expect(courses.table).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
  });

  test('an admin opens that user’s courses', async ({ page }) => {
    await signIn(page, 'demo-admin');
    await page.goto(`/users/${person.id}/courses`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(person.name) })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Scroll Course 001', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

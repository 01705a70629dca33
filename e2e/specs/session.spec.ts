import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { CoursesPage } from '../pages/courses-page';
import { SignInPage } from '../pages/sign-in-page';
import { createCourse, createPerson, enroll, uniqueName } from '../seed';
import { expect, SESSION_COOKIE, signIn, test } from '../fixtures';

/** Everything script on the page can read: cookies it may see, and both storages. */
const readableByScript = () => {
  const entries = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`);
  return [document.cookie, ...entries(localStorage), ...entries(sessionStorage)].join('\n');
};

test.describe('cookie sessions', () => {
  test('a link opened in a new tab stays signed in, and no token is anywhere script can read it', async ({ page, context, api }) => {
    const teacher = await createPerson(api);
    const course = await createCourse(api);
    await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
    await signIn(page, teacher.token);
    const courses = new CoursesPage(page);
    await courses.goto();
    await expect(courses.courseLink(course.name)).toBeVisible();

    const href = await courses.courseLink(course.name).getAttribute('href');
    const tab = await context.newPage();
    await tab.goto(href ?? '/');
    await expect(tab.getByRole('heading', { level: 1, name: course.name })).toBeVisible();

    const cookie = (await context.cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).not.toContain(teacher.token);
    for (const open of [page, tab]) {
      const visible = await open.evaluate(readableByScript);
      expect(visible).not.toContain(teacher.token);
      expect(visible).not.toContain(SESSION_COOKIE);
    }
  });

  test('signing out in one tab signs the other out at its next request', async ({ page, context }) => {
    await signIn(page, 'demo-teacher');
    const first = new CoursesPage(page);
    await first.goto();
    const other = await context.newPage();
    const second = new CoursesPage(other);
    await second.goto();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await second.courseLink('Biology 101').click();
    await expect(other).toHaveURL(/\/sign-in\?.*reason=expired/);
    await expect(other.getByText('Your session has ended. Sign in again.')).toBeVisible();
  });

  test('a session cookie copied before signing out is refused after it', async ({ page, context, playwright, baseURL }) => {
    await signIn(page, 'demo-teacher');
    await new CoursesPage(page).goto();
    const copied = (await context.cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
    expect(copied).toBeDefined();
    const elsewhere = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `${SESSION_COOKIE}=${copied?.value ?? ''}` } });
    expect((await elsewhere.get('/api/v1/users/self')).status()).toBe(200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    expect((await elsewhere.get('/api/v1/users/self')).status()).toBe(401);
    expect((await elsewhere.get('/lectern/session')).status()).toBe(401);
    await elsewhere.dispose();
  });
});

test.describe('a first visit to sign in: a light page of its own', () => {
  test('opens the app with a page load once signed in, where the user was going', async ({ page }) => {
    await page.goto('/sign-in?redirect=%2Fcourses%2F1');
    const signInPage = new SignInPage(page);
    await expect(signInPage.heading).toBeFocused();
    await expect(signInPage.demoAccount('Rafael Mendoza')).toBeVisible();
    const appLoad = page.waitForResponse((response) => response.request().isNavigationRequest() && response.url().endsWith('/courses/1'));
    await signInPage.signInWithToken('demo-teacher');
    expect((await appLoad).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/\/sign-in/);
  });

  test('goes straight to the app when the browser is already signed in', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    await page.goto('/sign-in?redirect=%2Fcourses%2F1');
    await expect(page).toHaveURL(/\/courses\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();
  });

  /** The page once the server said how to sign in, with no focus ring (the app and the document focus alike). */
  async function settledScreenshot(page: Page, path: string): Promise<Buffer> {
    await expect(new SignInPage(page).demoAccount('Rafael Mendoza')).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    return page.screenshot({ path, fullPage: true, animations: 'disabled' });
  }

  for (const size of [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }]) {
    test(`looks exactly like the sign-in page inside the app, on a ${size.name}`, async ({ page }, testInfo) => {
      await signIn(page, 'demo-teacher');
      await new CoursesPage(page).goto();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/sign-in\?reason=signed-out$/);
      await page.setViewportSize(size);
      const inApp = await settledScreenshot(page, testInfo.outputPath(`in-app-${size.name}.png`));
      await page.reload();
      const ownDocument = await settledScreenshot(page, testInfo.outputPath(`own-document-${size.name}.png`));
      expect(ownDocument.equals(inApp), 'the two screenshots differ: compare them in the test output').toBe(true);
    });
  }
});

test.describe('the server as an OAuth2 provider', () => {
  test('a signed-out user signs in first, then lands on the authorize page of the app asking', async ({ page, api }) => {
    const name = uniqueName('Grade Sync');
    const key = await api.as('demo-admin').post<{ id: number }>('/api/v1/accounts/1/developer_keys', {
      developer_key: { name, redirect_uris: 'https://app.example.org/oauth/callback' },
    });
    const query = new URLSearchParams({ client_id: String(key.id), response_type: 'code', redirect_uri: 'https://app.example.org/oauth/callback' });
    await page.goto(`/login/oauth2/auth?${query.toString()}`);
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Flogin%2Foauth2%2Fauth/);
    await new SignInPage(page).signInWithToken('demo-teacher');
    await expect(page.getByRole('heading', { level: 1, name: `Authorize ${name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
  });
});

test.describe('a form on another site', () => {
  const PLANTED = uniqueName('Planted by a form');
  let site: Server;
  let siteOrigin = '';

  // Another port on the same host: a different origin but the same site, so SameSite=Lax still sends the
  // cookie with the form's POST. Only the CSRF header check stands between the form and the data.
  test.beforeAll(async ({ baseURL }) => {
    const target = `${baseURL ?? ''}/api/v1/courses/1/assignments`;
    site = createServer((_, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.end(
        `<!doctype html><title>Elsewhere</title><form method="post" action="${target}">` +
          `<input name="assignment[name]" value="${PLANTED}"><button>Win a prize</button></form>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  test('cannot change data with the session cookie alone', async ({ page, api }) => {
    await signIn(page, 'demo-teacher');
    await page.goto(siteOrigin);
    const answer = page.waitForResponse((response) => response.url().includes('/api/v1/courses/1/assignments'));
    await page.getByRole('button', { name: 'Win a prize' }).click();
    const response = await answer;
    expect(response.status()).toBe(422);
    expect(await response.request().headerValue('cookie')).toContain(SESSION_COOKIE);
    const assignments = await api.as('demo-teacher').get<{ name: string }[]>('/api/v1/courses/1/assignments', { search_term: PLANTED });
    expect(assignments).toEqual([]);
  });
});

test.describe('the first sign-in from a deep link', () => {
  // A fresh context each: the document of /courses is the first this browser ever gets, with no session cookie.
  for (const how of ['by token', 'by picking a person'] as const) {
    test(`signed out at /courses, signing in ${how} lands on the course list, not on "session ended"`, async ({ page }) => {
      await page.goto('/courses');
      await expect(page).toHaveURL(/\/sign-in\?/);
      const signInPage = new SignInPage(page);
      if (how === 'by token') await signInPage.signInWithToken('demo-teacher');
      else await signInPage.demoAccount('Rafael Mendoza').click();
      const courses = new CoursesPage(page);
      await expect(courses.courseLink('Biology 101')).toBeVisible();
      await expect(page).toHaveURL(/\/courses$/);
      await expect(page.getByText('Your session has ended')).toHaveCount(0);
    });
  }
});

test.describe('a hostile redirect after sign-in', () => {
  for (const hostile of ['%2F%09%2Fevil.example%2Fx', '%2F%0A%2Fevil.example%2Fx']) {
    test(`stays on the app when the redirect is ${hostile}, signed in already or signing in`, async ({ page, baseURL }) => {
      const app = new URL(baseURL ?? '').origin;
      await page.goto(`/sign-in?redirect=${hostile}`);
      await new SignInPage(page).signInWithToken('demo-teacher');
      await expect(new CoursesPage(page).heading).toBeVisible();
      expect(new URL(page.url()).origin).toBe(app);
      expect(new URL(page.url()).pathname).toBe('/courses');

      await page.goto(`/sign-in?redirect=${hostile}`);
      await expect(new CoursesPage(page).heading).toBeVisible();
      expect(new URL(page.url()).origin).toBe(app);
      expect(new URL(page.url()).pathname).toBe('/courses');
    });
  }
});

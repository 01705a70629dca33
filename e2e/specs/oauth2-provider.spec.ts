import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type Api } from '../fixtures';

/** An app registered with this Lectern; the browser never really leaves, the test answers its address itself. */
const APP_ORIGIN = 'https://grades.example.org';
const REDIRECT = `${APP_ORIGIN}/oauth/callback`;

type Key = { id: number; api_key: string };

async function registerApp(api: Api, name: string): Promise<Key> {
  return api.as('demo-admin').post<Key>('/api/v1/accounts/1/developer_keys', { developer_key: { name, redirect_uris: [REDIRECT] } });
}

/** The teacher signed in: the session cookie set by the sign-in endpoint, shared by the page. */
async function signInWithCookie(page: Page) {
  const response = await page.request.post('/lectern/session', { data: { access_token: 'demo-teacher' } });
  expect(response.ok()).toBe(true);
}

/** The app's own page, standing in for a server elsewhere. */
async function answerAppAddress(page: Page) {
  await page.route(`${APP_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Grades</title><h1>Back in the app</h1>' }));
}

const authorizeUrl = (key: Key) =>
  `/login/oauth2/auth?${new URLSearchParams({ client_id: String(key.id), response_type: 'code', redirect_uri: REDIRECT, state: 'e2e-state' })}`;

test.describe('Lectern as an OAuth2 provider', () => {
  test('a signed-in teacher authorizes an app, which gets a code that buys a token', async ({ page, api }) => {
    const key = await registerApp(api, 'Grade Sync');
    await signInWithCookie(page);
    await answerAppAddress(page);
    await page.goto(authorizeUrl(key));
    await expect(page.getByRole('heading', { level: 1, name: 'Authorize Grade Sync' })).toBeVisible();
    await expect(page.getByText('Rafael Mendoza')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible();
    const back = new URL(page.url());
    expect(back.searchParams.get('state')).toBe('e2e-state');
    const token = await page.request.post('/login/oauth2/token', {
      form: { grant_type: 'authorization_code', client_id: String(key.id), client_secret: key.api_key, redirect_uri: REDIRECT, code: back.searchParams.get('code') ?? '' },
    });
    expect(token.status()).toBe(200);
    expect(await token.json()).toMatchObject({ token_type: 'Bearer', user: { name: 'Rafael Mendoza' } });
  });

  test('Cancel sends the user back to the app with access_denied', async ({ page, api }) => {
    const key = await registerApp(api, 'Grade Sync');
    await signInWithCookie(page);
    await answerAppAddress(page);
    await page.goto(authorizeUrl(key));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ error: 'access_denied', state: 'e2e-state' });
  });
});

import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type APIResponse, type FileChooser, type Page } from '@playwright/test';

/** The seeded demo tokens; any other token string (one a test created) works too. */
type DemoToken = 'demo-admin' | 'demo-teacher' | 'demo-ta' | 'demo-student';
export type Token = DemoToken | (string & {});

type Query = Record<string, string | number | boolean>;

/** A non-2xx answer from the API; `body` is the parsed Canvas error body (or the raw text). */
class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} -> ${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);
    this.name = 'ApiError';
  }
}

/** Calls the REST API as one token. Bodies go out as JSON; answers come back parsed (`undefined` when empty). */
export interface ApiClient {
  get<T = unknown>(path: string, query?: Query): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, query?: Query): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, query?: Query): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, query?: Query): Promise<T>;
  /** The raw response, whatever its status, for tests about headers or error codes. */
  fetch(path: string, init?: { method?: string; body?: unknown; query?: Query }): Promise<APIResponse>;
}

export interface Api {
  as(token: Token): ApiClient;
}

async function parseBody(response: APIResponse): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function createApi(request: APIRequestContext): Api {
  return {
    as(token) {
      const fetch: ApiClient['fetch'] = (path, init = {}) =>
        request.fetch(path, {
          method: init.method ?? 'GET',
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          ...(init.body === undefined ? {} : { data: init.body }),
          ...(init.query ? { params: init.query } : {}),
        });

      async function call<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
        const response = await fetch(path, { method, body, ...(query ? { query } : {}) });
        const parsed = await parseBody(response);
        if (!response.ok()) throw new ApiError(method, path, response.status(), parsed);
        // The caller names the shape it expects; e2e specs check what matters with expect().
        return parsed as T;
      }

      return {
        get: (path, query) => call('GET', path, undefined, query),
        post: (path, body, query) => call('POST', path, body, query),
        put: (path, body, query) => call('PUT', path, body, query),
        delete: (path, body, query) => call('DELETE', path, body, query),
        fetch,
      };
    },
  };
}

/** The session cookie the server sets at sign-in (server/session/session-cookie.ts). */
export const SESSION_COOKIE = 'lectern_session';

/**
 * Signs the page's browser context in as `token` the way the sign-in page does: POST /lectern/session, whose
 * HttpOnly cookie lands in the context (page.request shares its cookies), so every tab of it is signed in.
 * Call before page.goto(); fails when the server refuses the token.
 */
export async function signIn(page: Page, token: Token): Promise<void> {
  const response = await page.request.post('/lectern/session', { data: { access_token: token } });
  if (!response.ok()) throw new ApiError('POST', '/lectern/session', response.status(), await parseBody(response));
}

/**
 * Waits for the app to run the page: a page the server drew (docs/decisions/0093) shows at once, and is busy until
 * the app draws over it, before which its buttons do nothing.
 */
async function appRunning(page: Page): Promise<void> {
  await expect(page.locator('#root > [aria-busy="true"]')).toHaveCount(0);
}

export interface A11yOptions {
  /** CSS selector to limit the scan to, e.g. a dialog. */
  include?: string;
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
  /** axe rule ids to skip (say why in the test). */
  disableRules?: string[];
  /** axe rule ids that fail at any impact, not only serious or critical (one scan finds both). */
  failAtAnyImpact?: string[];
}

/**
 * Waits for the page's CSS transitions and finite animations to end: a colour transition caught half-way (after a
 * switch to dark, say) would be measured as the colours it passes through, not the ones a reader sees.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the page once it has settled and fails listing every serious or critical violation, and every violation
 * of the rules in `failAtAnyImpact`.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);

  const { violations } = await builder.analyze();
  const failAtAnyImpact = new Set(options.failAtAnyImpact);
  const failing = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || failAtAnyImpact.has(v.id));
  // One short line per offending element keeps the failure diff readable.
  const found = failing.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${String(v.impact)}) at ${node.target.join(' >> ')}`),
  );
  const help = failing.map((v) => `  ${v.id}: ${v.help} (${v.helpUrl})`).join('\n');
  expect(found, `Failing accessibility violations on ${page.url()}:\n${help}\n`).toEqual([]);
}

/**
 * `goto` and `reload` wait, as well as for the load, for the app to run the page: a test acts as a user would
 * once the page works, not on the server's drawing of it (docs/decisions/0093). Not when the test waits only for
 * the answer (`waitUntil: 'commit'`), nor without JavaScript, where the drawing is all there is.
 */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const thenRunning = async <T>(navigated: Promise<T>, waitUntil: string | undefined) => {
    const response = await navigated;
    if (waitUntil !== 'commit') await appRunning(page);
    return response;
  };
  page.goto = (url, options) => thenRunning(goto(url, options), options?.waitUntil);
  page.reload = (options) => thenRunning(reload(options), options?.waitUntil);
  return page;
}

/**
 * The file chooser an action opens. Playwright asks the browser to intercept choosers without waiting for its
 * answer, so an action sent at once (a key press most of all) can open the chooser before that, and the event never
 * comes: a loop of Enter presses on a bare page missed 6 of 300. One round trip to the page lets the request land.
 */
export async function fileChooserFrom(page: Page, act: () => Promise<unknown>): Promise<FileChooser> {
  const chosen = page.waitForEvent('filechooser');
  await page.evaluate(() => undefined);
  await act();
  return chosen;
}

export const test = base.extend<{ api: Api }>({
  api: async ({ request }, use) => {
    await use(createApi(request));
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled ? waitingForTheApp(page) : page);
  },
});

export { expect };

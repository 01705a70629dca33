import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { setCsrfToken } from '@/api/http/csrf-token';
import { sessionQueries } from '@/api/session';
import { AppProviders } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { installSessionExpiry } from '@/app/session-expiry';
import type { TestApp } from '../../server/test/test-app';
import { installLayout } from './layout';

installLayout();
// jsdom has no CSS.escape; React Aria's popover calls it (to read a CSP nonce) when a list opens from the keyboard.
if (typeof (globalThis.CSS as Partial<typeof CSS> | undefined)?.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  Object.defineProperty(globalThis, 'CSS', { configurable: true, writable: true, value: { escape } });
}
// The first visit to a page compiles its lazy route module, which takes seconds on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

/** The browser's cookies for the app's origin: what the server set, sent back on every request. */
const cookieJar = new Map<string, string>();
/** The test's sign-in with its token, through the real POST /lectern/session, before the first request. */
let signingIn: Promise<void> | null = null;

function keepCookies(response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (expired || value === '') cookieJar.delete(name);
    else cookieJar.set(name, value);
  }
}

async function sendWithCookies(server: TestApp, href: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  if (cookieJar.size > 0) headers.set('Cookie', [...cookieJar].map(([name, value]) => `${name}=${value}`).join('; '));
  const response = await server.request(href, { ...init, headers });
  keepCookies(response);
  return response;
}

async function signInWithCookie(server: TestApp, token: string): Promise<void> {
  const response = await sendWithCookies(server, new URL('/lectern/session', window.location.href).href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ access_token: token }),
  });
  if (!response.ok) throw new Error(`test sign-in with ${token} failed: ${response.status} ${await response.text()}`);
}

/**
 * Sends the app's same-origin requests into the real Hono app in process: this is the network boundary,
 * nothing of ours is replaced; cookies are kept as a browser keeps them, so the app runs on its real session.
 * jsdom's AbortSignal is not the one Node's Request accepts, so the signal is checked here (an already aborted
 * request rejects) instead of being handed on.
 */
function routeFetchInto(server: TestApp, token: string | null): void {
  signingIn = token === null ? null : signInWithCookie(server, token);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin) throw new TypeError(`test fetch: no network for ${url.href}`);
    const { signal, ...rest } = init;
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    await signingIn;
    const response = await sendWithCookies(server, url.href, rest);
    // A browser's fetch follows redirects (Canvas's override lookups answer 302), so this one does too.
    const location = response.headers.get('Location');
    if (response.status >= 300 && response.status < 400 && location && rest.redirect !== 'manual') {
      return sendWithCookies(server, new URL(location, url).href, { headers: rest.headers });
    }
    return response;
  });
}

let unmountApp: () => void = () => undefined;

/** Starts the app as src/main.tsx does (minus StrictMode's double effects and the global CSS). */
function mount(): void {
  const router = createAppRouter();
  const uninstallSessionExpiry = installSessionExpiry(router, queryClient);
  unmountApp = () => {
    uninstallSessionExpiry();
    router.dispose();
  };
  render(<AppProviders queryClient={queryClient} router={router} />);
}

export type RenderedApp = {
  user: ReturnType<typeof userEvent.setup>;
  /** Like reloading the tab: the app starts over at the current URL with an empty cache, still signed in. */
  reload: () => void;
};

/**
 * Renders the whole app (real providers, router, route modules and query client) at `path`, signed in with
 * `token` (null: signed out), against `server`: the real API over a temporary SQLite database that the test seeded.
 */
export function renderApp(server: TestApp, path: string, token: string | null): RenderedApp {
  routeFetchInto(server, token);
  window.history.replaceState(null, '', path);
  mount();
  const reload = () => {
    cleanup();
    unmountApp();
    queryClient.clear();
    mount();
  };
  return { user: userEvent.setup(), reload };
}

/**
 * Opens a document that is not the app (the sign-in document) at `path`, signed in with `token` (null: signed out):
 * its same-origin requests go to `server` as the app's do, cookies kept. The test renders the document itself.
 */
export function openDocument(server: TestApp, path: string, token: string | null): Pick<RenderedApp, 'user'> {
  routeFetchInto(server, token);
  window.history.replaceState(null, '', path);
  unmountApp = () => undefined;
  return { user: userEvent.setup() };
}

/** Another tab of the same browser signs in (again) as `token`: the shared cookie changes under this tab. */
export function signInElsewhere(server: TestApp, token: string): Promise<void> {
  return signInWithCookie(server, token);
}

/** The names of the cookies the browser holds for the app (HttpOnly ones included, as the browser sees them). */
export function cookieNames(): string[] {
  return [...cookieJar.keys()];
}

/** A piece of the app inside a data router of its own, for pieces that guard navigation (useBlocker). */
export function inDataRouter(ui: ReactNode): ReactNode {
  return <RouterProvider router={createMemoryRouter([{ path: '/', element: ui }])} />;
}

/**
 * Renders one piece of the app (a feature inside a test form, say) with the app's query client, its requests
 * going to `server` signed in as `token`: for features no route composes yet.
 */
export function renderWithApi(server: TestApp, ui: ReactNode, token: string): Pick<RenderedApp, 'user'> {
  routeFetchInto(server, token);
  // No router here to ask for the session, so ask now: its CSRF token must be in place before the first change.
  queryClient.query(sessionQueries.current()).catch(() => undefined);
  unmountApp = () => undefined;
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  unmountApp();
  queryClient.clear();
  sessionStorage.clear();
  cookieJar.clear();
  signingIn = null;
  setCsrfToken(null);
  vi.unstubAllGlobals();
});

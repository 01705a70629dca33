import { cleanup, configure, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { setSessionToken } from '@/api/http/session-token';
import { AppProviders } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { installSessionExpiry } from '@/app/session-expiry';
import type { TestApp } from '../../server/test/test-app';
import { installLayout } from './layout';

installLayout();
// jsdom has no CSS.escape; React Aria's menus call it when an item is pressed. Ids and meta names in tests are plain.
const existingCss: unknown = Reflect.get(globalThis, 'CSS');
if (existingCss === undefined) Reflect.set(globalThis, 'CSS', { escape: (value: string) => value });
// The first visit to a page compiles its lazy route module, which takes seconds on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

/**
 * Sends the app's same-origin requests into the real Hono app in process: this is the network boundary,
 * nothing of ours is replaced. jsdom's AbortSignal is not the one Node's Request accepts, so the signal
 * is checked here (an already aborted request rejects) instead of being handed on.
 */
function routeFetchInto(server: TestApp): void {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin) throw new TypeError(`test fetch: no network for ${url.href}`);
    const { signal, ...rest } = init;
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return server.request(url.href, rest);
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
 * `token`, against `server`: the real API over a temporary SQLite database that the test seeded.
 */
export function renderApp(server: TestApp, path: string, token: string): RenderedApp {
  routeFetchInto(server);
  setSessionToken(token);
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

afterEach(() => {
  cleanup();
  unmountApp();
  queryClient.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

import type { Page } from '@playwright/test';

/** One API request the page made, as "METHOD /api/v1/path" (query string dropped) plus its full URL. */
interface ApiRequest {
  call: string;
  url: URL;
}

/**
 * Records every /api/v1 request the page makes from now on, so a spec can assert how many a screen costs.
 * Returns the live list; call `calls()` for the "METHOD /path" strings.
 */
export function recordApiRequests(page: Page) {
  const requests: ApiRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) requests.push({ call: `${request.method()} ${url.pathname}`, url });
  });
  return {
    requests,
    calls: () => requests.map((request) => request.call),
    /** How many requests matched "METHOD /path" exactly. */
    count: (call: string) => requests.filter((request) => request.call === call).length,
    clear: () => requests.splice(0),
  };
}

/**
 * Records, from now on, every console error and every 404 answer the page gets (a browser logs each failed request
 * as a console error), so a spec can assert a screen made no noise a suite failing on console errors would trip on.
 */
export function recordPageNoise(page: Page) {
  const consoleErrors: string[] = [];
  const notFound: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  return { consoleErrors, notFound };
}

import type { Page } from '@playwright/test';

/** One request as the page's Navigation and Resource Timing saw it, on the page's clock (ms since navigation start). */
export type TimedRequest = { name: string; start: number; end: number };

/**
 * The longest chain of requests in `requests`, each starting at or after the previous one ended: how many round
 * trips the page waited for one after another (the document counts as the first). Requests that overlap are side by
 * side, not in sequence. Returns the chain's requests, first to last.
 */
export function longestChain(requests: TimedRequest[]): TimedRequest[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const chains: TimedRequest[][] = [];
  sorted.forEach((request, i) => {
    let before: TimedRequest[] = [];
    for (let j = 0; j < i; j++) {
      const earlier = chains[j] ?? [];
      const last = earlier.at(-1);
      if (last && last.end <= request.start && earlier.length > before.length) before = earlier;
    }
    chains.push([...before, request]);
  });
  return chains.reduce<TimedRequest[]>((longest, chain) => (chain.length > longest.length ? chain : longest), []);
}

/** What a first row can wait for: the document, its scripts and styles, preloads and the app's own requests (not icons or images). */
const AWAITED = ['navigation', 'script', 'link', 'css', 'fetch', 'xmlhttprequest'];

/**
 * Every request of the page (its document included) that had ended by `untilMs` on the page's clock, from the
 * page's own timing entries, that the first row could have waited for.
 */
export function requestsEndedBy(page: Page, untilMs: number): Promise<TimedRequest[]> {
  return page.evaluate(({ until, awaited }) => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
    return entries
      .filter((entry) => awaited.includes(entry.initiatorType) && entry.responseEnd > 0 && entry.responseEnd <= until)
      .map((entry) => {
        const { pathname, search } = new URL(entry.name);
        return { name: decodeURIComponent(pathname + search).slice(0, 80), start: entry.startTime, end: entry.responseEnd };
      });
  }, { until: untilMs, awaited: AWAITED });
}

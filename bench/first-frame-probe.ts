import type { Page } from '@playwright/test';
import { untilBrowserQuiet } from './browser';

/**
 * Page-side JavaScript for a probe's init script: `whenFirstShown(shown, record)` checks every animation frame from
 * the document's start until `shown()` holds, then hands that frame's time on the page's clock to `record`. Polling
 * from Playwright instead would start only once Playwright's own script was in the page, 0-170 ms into a cold visit
 * of the grading view on the large profile (9 visits), a delay the table probes (bench/table-probes.ts), which run in
 * the page, never count.
 */
export const WHEN_FIRST_SHOWN = `
  const whenFirstShown = (shown, record) => {
    const look = () => (shown() ? record(performance.now()) : requestAnimationFrame(look));
    requestAnimationFrame(look);
  };
`;

/**
 * Where a probe keeps the first frame's time, as the keys from `window` down (`['__gradingProbes', 'firstStudentAt']`);
 * 0 or absent until then. (A function reads it: the app's Content-Security-Policy refuses a string evaluated as script.)
 */
export type FirstFramePath = string[];

/**
 * Navigates `page` to `url` once the browser is at rest, and returns the first frame's time that the page's probe
 * keeps at `recorded`. Throws `failure()` when none came within `timeoutMs`.
 */
export async function openAtFirstFrame(page: Page, url: string, recorded: FirstFramePath, timeoutMs: number, failure: () => string): Promise<number> {
  await untilBrowserQuiet(page.context().browser());
  await page.goto(url, { waitUntil: 'commit' });
  const read = (path: FirstFramePath) => {
    let value: unknown = window;
    for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
    return typeof value === 'number' ? value : 0;
  };
  const shown = page.waitForFunction(read, recorded, { timeout: timeoutMs });
  return shown.then(
    (handle) => handle.jsonValue(),
    (error: unknown) => {
      throw new Error(`${failure()}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    },
  );
}

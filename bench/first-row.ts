import type { Browser, Page } from '@playwright/test';
import { assertMeasured, median, type Result } from './budget';
import { openAtFirstRow, signedInContext, type TablePage } from './table-pages';

const RUNS = 7;

type Samples = { cold: number[]; warm: number[]; warmScripts: { cached: number; all: number } };

/** The built app's scripts this page loaded, and how many came from the HTTP cache (nothing transferred). */
function scriptsFromCache(page: Page): Promise<{ cached: number; all: number }> {
  return page.evaluate(() => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
    return { cached: scripts.filter((entry) => entry.transferSize === 0).length, all: scripts.length };
  });
}

/**
 * One run: a cold navigation in a fresh context (empty HTTP cache, signed in), then, once that page is idle and
 * closed, a warm one in a new page of the same context (hashed assets from the cache, index.html revalidated).
 */
async function coldThenWarm(browser: Browser, origin: string, target: TablePage, samples: Samples): Promise<void> {
  const context = await signedInContext(browser, origin, target);
  try {
    const cold = await context.newPage();
    samples.cold.push(await openAtFirstRow(cold, origin, target));
    // Every chunk the page asks for after its first row lands in the cache before the warm visit.
    await cold.waitForLoadState('networkidle');
    await cold.close();
    const warm = await context.newPage();
    samples.warm.push(await openAtFirstRow(warm, origin, target));
    const scripts = await scriptsFromCache(warm);
    // A warm visit that took no script from the cache measured a second cold one.
    assertMeasured(`warm visit to ${target.label}: scripts from the HTTP cache`, scripts.cached);
    samples.warmScripts.cached += scripts.cached;
    samples.warmScripts.all += scripts.all;
  } finally {
    await context.close();
  }
}

/**
 * Time to the first data row in Chromium, cold and warm, for each page: RUNS runs (the pages take turns, so a
 * busy moment on the machine spreads over all of them), the median of each printed with every sample.
 */
export async function measureFirstRow(browser: Browser, origin: string, targets: TablePage[]): Promise<Result[]> {
  const samples = new Map<TablePage, Samples>(targets.map((target) => [target, { cold: [], warm: [], warmScripts: { cached: 0, all: 0 } }]));
  for (let run = 0; run < RUNS; run++) {
    for (const [target, own] of samples) await coldThenWarm(browser, origin, target, own);
  }
  const results: Result[] = [];
  for (const [target, { cold, warm, warmScripts }] of samples) {
    const budget = target.firstRowBudgetMs;
    assertMeasured(`first row of ${target.label}, cold runs`, cold.length, RUNS);
    assertMeasured(`first row of ${target.label}, warm runs`, warm.length, RUNS);
    const list = (ms: number[]) => ms.map((value) => value.toFixed(0)).join(', ');
    console.log(`first row, ${target.label}: cold ${list(cold)} ms; warm ${list(warm)} ms`
      + ` (warm: ${warmScripts.cached} of ${warmScripts.all} scripts from the HTTP cache)`);
    results.push({ name: `first row, ${target.label}, cold (median of ${RUNS})`, value: median(cold), budget: budget.cold, unit: 'ms' });
    results.push({ name: `first row, ${target.label}, warm (median of ${RUNS})`, value: median(warm), budget: budget.warm, unit: 'ms' });
  }
  return results;
}

import type { Browser, Page } from '@playwright/test';
import { barePath } from './bare-table-page';
import { assertMeasured, median, type Result } from './budget';
import { longestChain, requestsEndedBy } from './request-chain';
import { openAtFirstRow, signedInContext, type TablePage } from './table-pages';
import type { TableProbeWindow } from './table-probes';

const RUNS = 7;
/** The goals: within 1.5x of the bare page, two requests in sequence at most, no task over 50 ms. */
const RATIO_BUDGET = 1.5;
const CHAIN_BUDGET = 2;
const LONG_TASK_BUDGET_MS = 50;

type Samples = { cold: number[]; warm: number[]; chains: string[][]; longestTasks: number[]; warmScripts: { cached: number; all: number } };

const emptySamples = (): Samples => ({ cold: [], warm: [], chains: [], longestTasks: [], warmScripts: { cached: 0, all: 0 } });

/** `target`'s bare page (bench/bare-table-page.ts): same server, same cookie, same requests, same table name. */
export const bareOf = (target: TablePage): TablePage => ({ ...target, label: `bare ${target.label}`, path: barePath(target), probe: undefined });

/** The built app's scripts this page loaded, and how many came from the HTTP cache (nothing transferred). */
function scriptsFromCache(page: Page): Promise<{ cached: number; all: number }> {
  return page.evaluate(() => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
    return { cached: scripts.filter((entry) => entry.transferSize === 0).length, all: scripts.length };
  });
}

/** The longest task (over 50 ms, as the browser reports them) that started before the first row; 0 for none. */
function longestTaskBefore(page: Page, firstRowMs: number): Promise<number> {
  return page.evaluate((until) => {
    const { longTasks } = (window as unknown as TableProbeWindow).__tableProbes;
    return Math.max(0, ...longTasks.filter((task) => task.start < until).map((task) => task.duration));
  }, firstRowMs);
}

/** A cold visit: the first row, and what it waited for: the requests in sequence and the longest task before it. */
async function coldVisit(page: Page, origin: string, target: TablePage, samples: Samples): Promise<void> {
  const ms = await openAtFirstRow(page, origin, target);
  samples.cold.push(ms);
  samples.chains.push(longestChain(await requestsEndedBy(page, ms)).map(({ name }) => name));
  samples.longestTasks.push(await longestTaskBefore(page, ms));
}

/**
 * One run: a cold navigation in a fresh context (empty HTTP cache, signed in), then, once that page is idle and
 * closed, a warm one in a new page of the same context (hashed assets from the cache, the document revalidated).
 */
async function coldThenWarm(browser: Browser, origin: string, target: TablePage, samples: Samples, bare: boolean): Promise<void> {
  const context = await signedInContext(browser, origin, target);
  try {
    const cold = await context.newPage();
    await coldVisit(cold, origin, target, samples);
    // Every chunk the page asks for after its first row lands in the cache before the warm visit.
    await cold.waitForLoadState('networkidle');
    await cold.close();
    const warm = await context.newPage();
    samples.warm.push(await openAtFirstRow(warm, origin, target));
    if (bare) return; // The bare page has no scripts to cache.
    // A drawn page asks for its scripts after its first paint (src/app/first-screen/first-screen-boot.ts): count them once asked.
    await warm.waitForLoadState('networkidle');
    const scripts = await scriptsFromCache(warm);
    // A warm visit that took no script from the cache measured a second cold one.
    assertMeasured(`warm visit to ${target.label}: scripts from the HTTP cache`, scripts.cached);
    samples.warmScripts.cached += scripts.cached;
    samples.warmScripts.all += scripts.all;
  } finally {
    await context.close();
  }
}

const list = (ms: number[]) => ms.map((value) => value.toFixed(0)).join(', ');

function printSamples(target: TablePage, { cold, warm, chains, longestTasks, warmScripts }: Samples, bare: boolean): void {
  assertMeasured(`first row of ${target.label}, cold runs`, cold.length, RUNS);
  assertMeasured(`first row of ${target.label}, warm runs`, warm.length, RUNS);
  console.log(`first row, ${target.label}: cold ${list(cold)} ms; warm ${list(warm)} ms`
    + (bare ? '' : ` (warm: ${warmScripts.cached} of ${warmScripts.all} scripts from the HTTP cache)`));
  const longest = chains.reduce((a, b) => (b.length > a.length ? b : a), []);
  console.log(`  in sequence before the first row: ${chains.map((chain) => chain.length).join(', ')}; longest: ${longest.join(' → ')}`);
  console.log(`  longest task before the first row: ${list(longestTasks)} ms`);
}

/** The figures of one page against its bare page: first rows and their ratios, requests in sequence, longest task. */
function results(target: TablePage, own: Samples, bare: Samples): Result[] {
  const cold = { page: median(own.cold), bare: median(bare.cold) };
  const warm = { page: median(own.warm), bare: median(bare.warm) };
  const against = (page: number, floor: number) => `${page.toFixed(0)} against ${floor.toFixed(0)} ms bare`;
  return [
    { name: `first row, ${target.label}, cold (median of ${RUNS})`, value: cold.page, budget: target.firstRowBudgetMs.cold, unit: 'ms' },
    { name: `first row, ${target.label}, warm (median of ${RUNS})`, value: warm.page, budget: target.firstRowBudgetMs.warm, unit: 'ms' },
    { name: `  cold ${against(cold.page, cold.bare)}: ratio`, value: cold.page / cold.bare, budget: RATIO_BUDGET, unit: 'x' },
    { name: `  warm ${against(warm.page, warm.bare)}: ratio`, value: warm.page / warm.bare, budget: RATIO_BUDGET, unit: 'x' },
    { name: `  requests in sequence before the first row (cold, median)`, value: median(own.chains.map((chain) => chain.length)), budget: CHAIN_BUDGET, unit: 'req' },
    { name: `  longest task before the first row (cold, median)`, value: median(own.longestTasks), budget: LONG_TASK_BUDGET_MS, unit: 'ms' },
  ];
}

/**
 * Time to the first data row in Chromium, cold and warm, for each page and its bare page (bench/bare-table-page.ts)
 * in the same run: after one round not counted, RUNS runs (the pages take turns, so a busy moment on the machine
 * spreads over all of them), the median of each printed with every sample, the ratio to the bare page, and on the
 * cold visits the requests made in sequence and the longest task before the first row.
 */
export async function measureFirstRow(browser: Browser, origin: string, targets: TablePage[]): Promise<Result[]> {
  const samples = new Map(targets.map((target) => [target, { own: emptySamples(), bare: emptySamples() }]));
  // One round first, not counted: the server's first renders of a page compile its code, which a server that has
  // been answering for a while has done long before. Cold and warm stay the browser's cache, not the server's.
  for (const target of targets) {
    await coldThenWarm(browser, origin, target, emptySamples(), false);
    await coldThenWarm(browser, origin, bareOf(target), emptySamples(), true);
  }
  console.log('first row: one round of every page and its bare page done first, not counted (the server compiling their code)');
  for (let run = 0; run < RUNS; run++) {
    for (const [target, { own, bare }] of samples) {
      await coldThenWarm(browser, origin, target, own, false);
      await coldThenWarm(browser, origin, bareOf(target), bare, true);
    }
  }
  return [...samples].flatMap(([target, { own, bare }]) => {
    printSamples(target, own, false);
    printSamples(bareOf(target), bare, true);
    return results(target, own, bare);
  });
}

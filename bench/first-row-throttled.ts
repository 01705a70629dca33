import type { Browser } from '@playwright/test';
import { assertMeasured, median } from './budget';
import { bareOf } from './first-row';
import { openAtFirstRow, signedInContext, type TablePage } from './table-pages';

/** Fewer runs than unthrottled: each visit takes seconds. */
const RUNS = 3;
const CPU_SLOWDOWN = 4;
/** Chrome DevTools' "Slow 4G" preset: 1.6 Mbps down and 750 kbps up at 90 %, 150 ms of latency times 3.75. */
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 };

/** A cold visit (fresh context, signed in) to the first row with the CPU and the network slowed down from the start. */
async function throttledColdVisit(browser: Browser, origin: string, target: TablePage): Promise<number> {
  const context = await signedInContext(browser, origin, target);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    return await openAtFirstRow(page, origin, target);
  } finally {
    await context.close();
  }
}

/**
 * The first row, cold, of each page and its bare page under Chromium's 4x CPU throttling and DevTools' Slow 4G
 * profile: how a phone on a campus network sees it. Reported beside the bare page, with no budget.
 */
export async function reportThrottledFirstRow(browser: Browser, origin: string, targets: TablePage[]): Promise<void> {
  const samples = new Map(targets.map((target) => [target, { own: [] as number[], bare: [] as number[] }]));
  for (let run = 0; run < RUNS; run++) {
    for (const [target, { own, bare }] of samples) {
      own.push(await throttledColdVisit(browser, origin, target));
      bare.push(await throttledColdVisit(browser, origin, bareOf(target)));
    }
  }
  console.log(`First row, cold, under ${CPU_SLOWDOWN}x CPU throttling and Slow 4G (${SLOW_4G.latency} ms latency), median of ${RUNS}:`);
  for (const [target, { own, bare }] of samples) {
    assertMeasured(`throttled first row of ${target.label}`, own.length, RUNS);
    assertMeasured(`throttled first row of bare ${target.label}`, bare.length, RUNS);
    const list = (ms: number[]) => ms.map((value) => value.toFixed(0)).join(', ');
    console.log(`  ${target.label}: ${median(own).toFixed(0)} ms against ${median(bare).toFixed(0)} ms bare,`
      + ` ${(median(own) / median(bare)).toFixed(2)}x (page ${list(own)}; bare ${list(bare)})`);
  }
}

import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';
import { FIRST_VISIT_BUDGET_KIB } from '../build/first-visit-budgets';
import { signInContext } from './browser';
import { assertMeasured, type Result } from './budget';

type Download = { url: string; kind: string; bytes: number; gzipBytes: number; wireBytes: number };
type Visit = { route: string; path: string; signedIn: boolean; ready?: (page: Page) => Promise<void> };

/**
 * What one response cost: decoded size, its size gzipped at level 9 (as the size check in `npm test` counts it), and
 * the encoded bytes the server actually sent.
 */
async function download(response: Response): Promise<Download | undefined> {
  if (response.status() >= 300 && response.status() < 400) return undefined;
  const body = await response.body();
  const wireBytes = (await response.request().sizes()).responseBodySize;
  return { url: response.url(), kind: response.request().resourceType(), bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, wireBytes };
}

/** Opens one route in a fresh context (an empty cache) and records every response until the network is idle. */
async function visit(browser: Browser, origin: string, target: Visit): Promise<Download[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<Download | undefined>[] = [];
    page.on('response', (response) => pending.push(download(response)));
    if (target.signedIn) await signInContext(context, origin, 'demo-admin');
    await page.goto(`${origin}${target.path}`, { waitUntil: 'networkidle' });
    await target.ready?.(page);
    await page.waitForLoadState('networkidle');
    return (await Promise.all(pending)).filter((d) => d !== undefined);
  } finally {
    await context.close();
  }
}

const kib = (bytes: number) => bytes / 1024;
const sum = (downloads: Download[], key: 'bytes' | 'gzipBytes' | 'wireBytes') => downloads.reduce((total, d) => total + d[key], 0);

function printScripts(route: string, scripts: Download[], origin: string): void {
  console.log(`First visit to ${route}: ${scripts.length} scripts`);
  for (const d of scripts) {
    const figures = `${kib(d.gzipBytes).toFixed(1).padStart(7)} KiB gz ${kib(d.wireBytes).toFixed(1).padStart(7)} KiB sent ${kib(d.bytes).toFixed(1).padStart(8)} KiB`;
    console.log(`  ${figures}  ${d.url.replace(origin, '')}`);
  }
}

/**
 * First-visit JS per route in Chromium, from the real server at `origin` serving the built app: each route in a
 * cold context, its scripts summed gzipped (comparable with the size check in `npm test`) and as transferred (the
 * encoded bytes the server sent: brotli when it serves the build's .br files). Fails when a visit saw no document
 * or no script: a figure over nothing is no figure.
 */
export async function measureFirstVisit(browser: Browser, origin: string, course: { courseId: number; assignmentId: number }): Promise<Result[]> {
  const inCourse = `/courses/${course.courseId}`;
  const visits: Visit[] = [
    {
      route: 'sign-in',
      path: '/sign-in',
      signedIn: false,
      // The light document itself (sign-in.html), rendered: an empty page would measure nothing real.
      ready: (page) => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
    },
    {
      route: '/courses',
      path: '/courses',
      signedIn: true,
      ready: (page) => page.getByRole('table', { name: 'Courses' }).getByRole('row').nth(1).waitFor(),
    },
    { route: 'course home', path: inCourse, signedIn: true },
    { route: 'people', path: `${inCourse}/people`, signedIn: true },
    { route: 'due dates', path: `${inCourse}/due-dates`, signedIn: true },
    { route: 'files', path: `${inCourse}/files`, signedIn: true },
    { route: 'grading', path: `${inCourse}/assignments/${course.assignmentId}/grade`, signedIn: true },
  ];
  const results: Result[] = [];
  for (const target of visits) {
    const downloads = await visit(browser, origin, target);
    const scripts = downloads.filter((d) => d.kind === 'script');
    assertMeasured(`first visit to ${target.route}: document responses`, downloads.filter((d) => d.kind === 'document').length);
    assertMeasured(`first visit to ${target.route}: script responses`, scripts.length);
    printScripts(target.route, scripts, origin);
    const budget = FIRST_VISIT_BUDGET_KIB[target.route];
    if (budget === undefined) throw new Error(`no first-visit budget for ${target.route} in build/first-visit-budgets.ts`);
    const name = `first visit to ${target.route}: JS (${scripts.length} files)`;
    results.push({ name: `${name}, gzipped`, value: kib(sum(scripts, 'gzipBytes')), budget, unit: 'KiB' });
    results.push({ name: `${name}, as transferred`, value: kib(sum(scripts, 'wireBytes')), budget, unit: 'KiB' });
  }
  return results;
}

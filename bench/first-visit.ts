import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';
import { signInContext } from './browser';
import { assertMeasured, type Result } from './budget';

type Download = { url: string; kind: string; bytes: number; gzipBytes: number };

/** What one response cost on the wire: the encoded size when the server compressed it, else its gzip size. */
async function download(response: Response): Promise<Download | undefined> {
  if (response.status() >= 300 && response.status() < 400) return undefined;
  const body = await response.body();
  const encoded = response.headers()['content-encoding'];
  const wire = encoded ? (await response.request().sizes()).responseBodySize : gzipSync(body).length;
  return { url: response.url(), kind: response.request().resourceType(), bytes: body.length, gzipBytes: wire };
}

/** Opens /courses once, signed in as the admin, with an empty cache, and records every response. */
async function visitCourses(page: Page, origin: string): Promise<Download[]> {
  const pending: Promise<Download | undefined>[] = [];
  page.on('response', (response) => pending.push(download(response)));
  await signInContext(page.context(), origin, 'demo-admin');
  await page.goto(`${origin}/courses`, { waitUntil: 'networkidle' });
  // The visit is over when the first page of courses is on screen (and what it pulled in has arrived).
  await page.getByRole('table', { name: 'Courses' }).getByRole('row').nth(1).waitFor();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((d) => d !== undefined);
}

const kib = (bytes: number) => bytes / 1024;
const sum = (downloads: Download[], key: 'bytes' | 'gzipBytes') => downloads.reduce((total, d) => total + d[key], 0);

function printDownloads(downloads: Download[], origin: string): void {
  console.log(`First visit to /courses downloaded ${downloads.length} responses:`);
  for (const d of downloads) {
    console.log(`  ${d.kind.padEnd(10)} ${kib(d.gzipBytes).toFixed(1).padStart(7)} KiB gz ${kib(d.bytes).toFixed(1).padStart(8)} KiB  ${d.url.replace(origin, '')}`);
  }
  for (const kind of new Set(downloads.map((d) => d.kind))) {
    const ofKind = downloads.filter((d) => d.kind === kind);
    console.log(`  total ${kind}: ${ofKind.length} files, ${kib(sum(ofKind, 'gzipBytes')).toFixed(1)} KiB gz (${kib(sum(ofKind, 'bytes')).toFixed(1)} KiB)`);
  }
}

/**
 * Measures what a first visit to /courses downloads in Chromium, from the real server at `origin` serving the
 * built app. Fails when it saw no document, script or stylesheet: a figure over nothing is no figure.
 */
export async function measureFirstVisit(browser: Browser, origin: string): Promise<Result[]> {
  const context = await browser.newContext();
  let downloads: Download[];
  try {
    downloads = await visitCourses(await context.newPage(), origin);
  } finally {
    await context.close();
  }
  printDownloads(downloads, origin);
  const scripts = downloads.filter((d) => d.kind === 'script');
  for (const kind of ['document', 'script', 'stylesheet']) assertMeasured(`first visit: ${kind} responses`, downloads.filter((d) => d.kind === kind).length);
  return [{ name: `first visit to /courses: JS, gzipped (${scripts.length} files)`, value: kib(sum(scripts, 'gzipBytes')), budget: 200, unit: 'KiB' }];
}

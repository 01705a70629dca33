import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../server/app';
import type { AppEnv, Db } from '../server/canvas/context';
import { openDatabase } from '../server/db/open';
import { LARGE_NAMES } from '../server/db/seed/large-profile';
import { seedLarge } from '../server/db/seed/seed';
import { assertMeasured, median, type Result } from './budget';
import { bigFolder } from './files';

const ORIGIN = 'http://bench.local';
const PER_PAGE = 100;
const RUNS = 41;
/** Doubling the data may cost a page at most this much more. */
const BUDGET = 1.1;
// In-process requests have no socket; the bench stands in for a client on this machine, where demo tokens work.
const LOCAL_CLIENT = { clientAddress: () => '127.0.0.1' };

type App = Hono<AppEnv>;
type Profile = { app: App; db: Db };
type Endpoint = { name: string; token: string; path: (db: Db) => string };

const idOf = (db: Db, sql: string, ...args: string[]): number => {
  const row = db.prepare<string[], { id: number }>(sql).get(...args);
  if (!row) throw new Error(`the large profile has no row for ${sql}`);
  return row.id;
};
const bigCourse = (db: Db) => idOf(db, 'SELECT id FROM courses WHERE name = ?', LARGE_NAMES.bigCourse);
const bigAssignment = (db: Db) => idOf(db, 'SELECT id FROM assignments WHERE course_id = ? AND name = ?', String(bigCourse(db)), LARGE_NAMES.bigAssignment);
const rootAccount = (db: Db) => idOf(db, 'SELECT id FROM accounts WHERE parent_account_id IS NULL ORDER BY id LIMIT 1');

/** The paged lists that grow with the profile, each as the client that reads it most asks for it. */
const ENDPOINTS: Endpoint[] = [
  { name: 'course list', token: 'demo-admin', path: () => '/api/v1/courses?include[]=term&include[]=total_students&include[]=teachers' },
  { name: "a user's course list", token: 'demo-admin', path: () => '/api/v1/users/self/courses' },
  { name: "an account's courses", token: 'demo-admin', path: (db) => `/api/v1/accounts/${rootAccount(db)}/courses` },
  { name: 'submissions list', token: 'demo-teacher', path: (db) => `/api/v1/courses/${bigCourse(db)}/assignments/${bigAssignment(db)}/submissions` },
  { name: "students' submissions", token: 'demo-teacher', path: (db) => `/api/v1/courses/${bigCourse(db)}/students/submissions?student_ids[]=all` },
  { name: 'course users', token: 'demo-teacher', path: (db) => `/api/v1/courses/${bigCourse(db)}/users` },
  { name: 'files in a folder', token: 'demo-teacher', path: (db) => `/api/v1/folders/${bigFolder(db).folderId}/files` },
];

async function request(app: App, token: string, url: string): Promise<{ items: number; links: Record<string, string> }> {
  const response = await app.request(url.startsWith('http') ? url : `${ORIGIN}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as unknown;
  const links: Record<string, string> = {};
  for (const [, href, rel] of (response.headers.get('Link') ?? '').matchAll(/<([^>]+)>;\s*rel="([^"]+)"/g)) if (href && rel) links[rel] = href;
  return { items: Array.isArray(body) ? body.length : 0, links };
}

const withPerPage = (path: string) => `${path}${path.includes('?') ? '&' : '?'}per_page=${PER_PAGE}`;

/**
 * The first page, the middle one reached by following `next`, and the one `last` names: the URLs a client follows.
 * A list without `last` (Canvas leaves it out of some) has its last full page reached through `next` instead.
 */
async function pageUrls(app: App, endpoint: Endpoint, db: Db): Promise<{ first: string; middle: string; last: string }> {
  const first = withPerPage(endpoint.path(db));
  const walked: { url: string; items: number }[] = [];
  let url: string | undefined = first;
  let lastLink: string | undefined;
  while (url && walked.length < 1000) {
    const page = await request(app, endpoint.token, url);
    walked.push({ url, items: page.items });
    lastLink ??= page.links.last;
    url = page.links.next;
  }
  const middle = walked[Math.floor(walked.length / 2)]?.url;
  const last = lastLink ?? walked.findLast((page) => page.items === PER_PAGE)?.url;
  if (walked.length < 3 || !middle || !last) throw new Error(`${endpoint.name}: fewer than three pages`);
  return { first, middle, last };
}

/** One request's time in process (server work, no network), failing unless the page held a full 100 items. */
async function timeOne(app: App, token: string, url: string, what: string): Promise<number> {
  const start = performance.now();
  const { items } = await request(app, token, url);
  const ms = performance.now() - start;
  assertMeasured(`${what} (${url})`, items, PER_PAGE);
  return ms;
}

/** Median time of each page at 1x and at 2x, the two sampled in turn so a change in the machine's load hits both. */
async function measureEndpoint(one: Profile, two: Profile, endpoint: Endpoint): Promise<Result[]> {
  const [urls1, urls2] = [await pageUrls(one.app, endpoint, one.db), await pageUrls(two.app, endpoint, two.db)];
  const results: Result[] = [];
  for (const which of ['first', 'middle', 'last'] as const) {
    const samples: [number[], number[]] = [[], []];
    for (let i = 0; i < RUNS; i++) {
      samples[0].push(await timeOne(one.app, endpoint.token, urls1[which], `${endpoint.name}, ${which} page at 1x`));
      samples[1].push(await timeOne(two.app, endpoint.token, urls2[which], `${endpoint.name}, ${which} page at 2x`));
    }
    const [at1, at2] = [median(samples[0]), median(samples[1])];
    console.log(`${endpoint.name}, ${which} page: ${at2.toFixed(2)} ms at 2x beside ${at1.toFixed(2)} ms at 1x`);
    results.push({ name: `${endpoint.name}, ${which} page: 2x / 1x (median of ${RUNS})`, value: at2 / at1, budget: BUDGET, unit: 'x' });
  }
  return results;
}

/**
 * Page cost against data size: the large profile (the run's own, `one`) beside a second one seeded at twice the
 * volume in a temporary directory. Each paged list is read as a client reads it, per_page=100, following the Link
 * header to a middle page and to `last`; each page at 2x must cost at most 1.1x its twin at 1x.
 */
export async function measurePageCost(one: Profile): Promise<Result[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-bench-2x-'));
  try {
    const db = openDatabase(join(dataDir, 'lectern.sqlite'));
    const seedStart = performance.now();
    seedLarge(db, { dataDir }, 2);
    console.log(`Seeded the doubled large profile in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const two = { app: createApp({ db, dataDir, network: LOCAL_CLIENT }), db };
    const results: Result[] = [];
    for (const endpoint of ENDPOINTS) results.push(...(await measureEndpoint(one, two, endpoint)));
    db.close();
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

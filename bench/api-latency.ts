import type { Hono } from 'hono';
import type { AppEnv } from '../server/canvas/context';
import { assertMeasured, percentile, type Result } from './budget';

const RUNS = 30;
const PER_PAGE = 100;
const ORIGIN = 'http://bench.local';
const LIST_INCLUDES = 'include[]=term&include[]=total_students&include[]=teachers';

type App = Hono<AppEnv>;

async function get(app: App, path: string): Promise<{ body: unknown; link: string }> {
  const response = await app.request(path.startsWith('http') ? path : `${ORIGIN}${path}`, {
    headers: { Authorization: 'Bearer demo-admin' },
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { body: (await response.json()) as unknown, link: response.headers.get('Link') ?? '' };
}

/** Rows in a list response, or entries (student × assignment) in the effective due dates map. */
function itemCount(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object') {
    return Object.values(body).reduce<number>((sum, inner) => sum + Object.keys(inner as object).length, 0);
  }
  return 0;
}

/** How many courses the admin's list holds, counted by following its `next` links. */
async function countCourses(app: App): Promise<number> {
  let url: string | undefined = `/api/v1/courses?per_page=${PER_PAGE}`;
  let total = 0;
  while (url) {
    const page = await get(app, url);
    total += itemCount(page.body);
    url = /<([^>]+)>; rel="next"/.exec(page.link)?.[1];
  }
  return total;
}

/** p95 latency of one request, after checking every answer holds `expected` items (or at least one). */
async function timed(app: App, name: string, path: string, budgetMs: number, expected?: number): Promise<Result> {
  const samples: number[] = [];
  let items = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const { body } = await get(app, path);
    samples.push(performance.now() - start);
    items = itemCount(body);
    if (expected !== undefined && items !== expected) throw new Error(`${name}: ${path} gave ${items} items, expected ${expected}`);
    assertMeasured(`${name} (${path})`, items);
  }
  return { name: `${name}: ${items} items (p95 of ${RUNS})`, value: percentile(samples, 95), budget: budgetMs, unit: 'ms' };
}

/** API latency on the large profile, in process (no network), as the admin. */
export async function measureApi(app: App, largeCourseId: number): Promise<Result[]> {
  const courses = await countCourses(app);
  // The last page that is full: the admin does not see all 2,000 courses, so a fixed page number can be empty.
  const fullPage = Math.floor(courses / PER_PAGE);
  assertMeasured('courses the admin sees, in full pages', fullPage, 2);
  console.log(`The admin sees ${courses} courses: page ${fullPage} of ${PER_PAGE} is the last full page`);
  const list = `/api/v1/courses?per_page=${PER_PAGE}&${LIST_INCLUDES}`;
  const roster = `/api/v1/courses/${largeCourseId}/users`;
  return [
    await timed(app, 'courses list, page 1', list, 60, PER_PAGE),
    await timed(app, `courses list, page ${fullPage}`, `${list}&page=${fullPage}`, 60, PER_PAGE),
    await timed(app, '3,000-student roster, page 1', `${roster}?per_page=100&include[]=enrollments&include[]=avatar_url`, 80, PER_PAGE),
    await timed(app, '3,000-student roster, search "an"', `${roster}?search_term=an&per_page=100`, 80),
    await timed(app, 'effective due dates, 3,000 students', `/api/v1/courses/${largeCourseId}/effective_due_dates`, 250),
  ];
}

import type { Hono } from 'hono';
import type { AppEnv, Db } from '../server/canvas/context';
import { LARGE_COUNTS, LARGE_NAMES } from '../server/db/seed/large-profile';
import { assertMeasured, percentile, type Result } from './budget';

const ORIGIN = 'http://bench.local';
const PER_PAGE = 100;
/** What the file browser asks for with each page: who modified each file, and its usage rights. */
const INCLUDES = 'include[]=user&include[]=usage_rights';

type App = Hono<AppEnv>;

/** The large profile's folder of 10,000 files, with its course. */
export function bigFolder(db: Db): { courseId: number; folderId: number } {
  const row = db
    .prepare<[string, string], { courseId: number; folderId: number }>(
      `SELECT c.id AS courseId, f.id AS folderId FROM folders f JOIN courses c ON f.context_type = 'Course' AND f.context_id = c.id
        WHERE c.name = ? AND f.name = ? AND f.workflow_state <> 'deleted'`,
    )
    .get(LARGE_NAMES.bigCourse, LARGE_NAMES.bigFolder);
  if (!row) throw new Error(`the large profile has no "${LARGE_NAMES.bigFolder}" folder in "${LARGE_NAMES.bigCourse}"`);
  return row;
}

/** One page: its rows and the next link, timed from request to parsed body (in process: server time, no network). */
async function page(app: App, url: string): Promise<{ ms: number; rows: number; next?: string }> {
  const start = performance.now();
  const response = await app.request(url.startsWith('http') ? url : `${ORIGIN}${url}`, { headers: { Authorization: 'Bearer demo-teacher' } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as unknown;
  const ms = performance.now() - start;
  if (!Array.isArray(body)) throw new Error(`${url} answered no list`);
  return { ms, rows: body.length, next: /<([^>]+)>; rel="next"/.exec(response.headers.get('Link') ?? '')?.[1] };
}

/**
 * Lists the 10,000-file folder as the file browser does, per_page=100 following each Link `next` to the end, as
 * the demo teacher. Prints the pages and fails unless every file was listed: a faster list that drops rows is no win.
 */
export async function measureFileList(app: App, db: Db): Promise<Result[]> {
  const { folderId } = bigFolder(db);
  const samples: number[] = [];
  let rows = 0;
  let url: string | undefined = `/api/v1/folders/${folderId}/files?per_page=${PER_PAGE}&${INCLUDES}`;
  while (url !== undefined) {
    const result = await page(app, url);
    samples.push(result.ms);
    rows += result.rows;
    url = result.next;
    if (samples.length > LARGE_COUNTS.bigFolderFiles) throw new Error('the file list never ends: its next links loop');
  }
  console.log(`Listed the ${LARGE_NAMES.bigFolder} folder in ${samples.length} pages of ${PER_PAGE}: ${rows} files,`
    + ` p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms per page;`
    + ` first ${samples[0]?.toFixed(1)} ms, last ${samples.at(-1)?.toFixed(1)} ms, slowest ${Math.max(...samples).toFixed(1)} ms`);
  assertMeasured('files listed in the 10,000-file folder', rows, LARGE_COUNTS.bigFolderFiles);
  return [
    { name: `10,000-file folder, per page of ${PER_PAGE} (p50 of ${samples.length})`, value: percentile(samples, 50), budget: 40, unit: 'ms' },
    { name: `10,000-file folder, per page of ${PER_PAGE} (p95 of ${samples.length})`, value: percentile(samples, 95), budget: 100, unit: 'ms' },
  ];
}

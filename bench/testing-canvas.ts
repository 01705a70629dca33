import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertMeasured, median, type Result } from './budget';
import { freePort } from './lectern-server';
import { BARE_SERVER, idleMemory, stop } from './start-up';

const START_SAMPLES = 5;
const RESETS = 10;
const SERVERS = 5;
const MB = 1024 * 1024;
const FIRST_LINE_TIMEOUT_MS = 120_000;

type Seed = 'demo' | 'large';
type Canvas = { child: ChildProcess; url: string; admin: string; ms: number; dataDir: string };

/** `lectern-canvas` as an installed package runs it: its bin, from package.json, with Node. */
function canvasBin(): string {
  const bin = (JSON.parse(readFileSync('package.json', 'utf8')) as { bin?: Record<string, string> }).bin?.['lectern-canvas'];
  if (!bin) throw new Error('package.json names no lectern-canvas bin');
  return bin;
}

/** The first line `child` prints on stdout; rejects if it exits (or stays silent) first. */
function firstLine(child: ChildProcess, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`${what} printed no line within ${FIRST_LINE_TIMEOUT_MS / 1000} s:\n${err}`)), FIRST_LINE_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const end = out.indexOf('\n');
      if (end < 0) return;
      clearTimeout(timer);
      resolve(out.slice(0, end));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code} before its first line:\n${err}`));
    });
  });
}

/** Spawns `args` with Node in a process group of its own and times it from spawn to its first line on stdout. */
async function timeToFirstLine(args: string[], env: Record<string, string> = {}): Promise<{ child: ChildProcess; line: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { detached: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const line = await firstLine(child, args.join(' '));
    return { child, line, ms: performance.now() - started };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

/** `lectern-canvas` on `dataDir`, once it has printed its JSON line. */
async function startCanvas(dataDir: string, seed: Seed): Promise<Canvas> {
  const port = await freePort();
  const { child, line, ms } = await timeToFirstLine([canvasBin(), '--port', String(port), '--data-dir', dataDir, '--seed', seed, '--json']);
  const printed = JSON.parse(line) as { url?: string; tokens?: { admin?: string } };
  if (!printed.url || !printed.tokens?.admin) {
    await stop(child);
    throw new Error(`lectern-canvas printed no url and admin token: ${line}`);
  }
  return { child, url: printed.url.replace(/\/$/, ''), admin: printed.tokens.admin, ms, dataDir };
}

/** The bare node:http server of the start-up figures, printing its own JSON line once it listens. */
async function startBare(): Promise<number> {
  const announce = `${BARE_SERVER}.on('listening', function () { console.log(JSON.stringify({ url: 'http://127.0.0.1:' + this.address().port })) })`;
  const { child, ms } = await timeToFirstLine(['-e', announce], { PORT: String(await freePort()) });
  await stop(child);
  return ms;
}

async function withDataDir<T>(run: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-canvas-bench-'));
  try {
    return await run(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function coldStartDemo(): Promise<number> {
  return withDataDir(async (dataDir) => {
    const canvas = await startCanvas(dataDir, 'demo');
    await stop(canvas.child);
    return canvas.ms;
  });
}

async function call(canvas: Canvas, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${canvas.admin}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${canvas.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A course with an assignment, made through the API as a test would; returns the course's path. */
async function writeSomething(canvas: Canvas, accountId: number, round: number): Promise<string> {
  const course = await json<{ id: number }>(await call(canvas, 'POST', `/api/v1/accounts/${accountId}/courses`, { course: { name: `Reset bench ${round}` } }), 'create a course');
  await json(await call(canvas, 'POST', `/api/v1/courses/${course.id}/assignments`, { assignment: { name: 'Undone by the reset', points_possible: 10 } }), 'create an assignment');
  return `/api/v1/courses/${course.id}`;
}

/**
 * RESETS rounds of writes then `POST /lectern/testing/reset`, timed as the test sees it (request to answer). A
 * round counts only when what it wrote is gone after the reset.
 */
async function timeResets(canvas: Canvas): Promise<number[]> {
  const accounts = await json<{ id: number; parent_account_id: number | null }[]>(await call(canvas, 'GET', '/api/v1/accounts'), 'list accounts');
  const root = accounts.find((account) => account.parent_account_id === null);
  if (!root) throw new Error('the admin sees no root account');
  const times: number[] = [];
  for (let round = 0; round < RESETS; round++) {
    const made = await writeSomething(canvas, root.id, round);
    const started = performance.now();
    const reset = await call(canvas, 'POST', '/lectern/testing/reset');
    const ms = performance.now() - started;
    if (reset.status !== 200) throw new Error(`POST /lectern/testing/reset answered ${reset.status}: ${await reset.text()}`);
    await reset.body?.cancel();
    const after = await call(canvas, 'GET', made);
    await after.body?.cancel();
    if (after.status === 404) times.push(ms);
  }
  assertMeasured('resets that undid their round of writes', times.length, RESETS);
  return times;
}

async function measureReset(dataDir: string, seed: Seed): Promise<number[]> {
  const canvas = await startCanvas(dataDir, seed);
  try {
    return await timeResets(canvas);
  } finally {
    await stop(canvas.child);
  }
}

/** Bytes of every file under `dir`: the database, its WAL and any stored file bytes. */
function bytesOnDisk(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + lstatSync(join(entry.parentPath, entry.name)).size, 0);
}

/** What a test's first requests make a server load: the course list, a roster, assignments, a write. */
async function warmUp(canvas: Canvas): Promise<void> {
  for (const path of ['/api/v1/courses?per_page=100', '/api/v1/courses/1/users?per_page=100', '/api/v1/courses/1/assignments?per_page=100']) {
    await json(await call(canvas, 'GET', path), `GET ${path}`);
  }
  await json(await call(canvas, 'POST', '/api/v1/courses/1/assignments', { assignment: { name: 'Warm-up' } }), 'create an assignment');
}

/** SERVERS idle servers on the demo seed at once, each after a few requests: resident memory (all its processes) and data on disk. */
async function measureServers(): Promise<{ rss: number[]; disk: number[] }> {
  const canvases: Canvas[] = [];
  const dirs: string[] = [];
  try {
    for (let i = 0; i < SERVERS; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'lectern-canvas-bench-'));
      dirs.push(dataDir);
      canvases.push(await startCanvas(dataDir, 'demo'));
    }
    for (const canvas of canvases) await warmUp(canvas);
    const memory = await Promise.all(canvases.map((canvas) => idleMemory(canvas)));
    const rss = memory.map(({ primary, workers }) => primary + workers.reduce((sum, worker) => sum + worker, 0));
    return { rss, disk: dirs.map(bytesOnDisk) };
  } finally {
    await Promise.all(canvases.map((canvas) => stop(canvas.child)));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => (bytes / MB).toFixed(1);

async function medianOf(samples: number, sample: () => Promise<number>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await sample());
  assertMeasured('start-up samples', times.length, samples);
  return median(times);
}

/**
 * `lectern-canvas` for other teams' tests: cold start on the demo seed to its JSON line beside a bare node:http
 * server started the same way; reset time on the demo seed and on a copy of the bench's large data dir, each after
 * a round of writes; and how many idle servers on the demo seed fit in 1 GB.
 */
export async function measureTestingCanvas(largeDataDir: string): Promise<Result[]> {
  const bareMs = await medianOf(START_SAMPLES, startBare);
  // The bench has just built the server, so this start seeds; it keeps the seed for the build's later starts.
  const firstMs = await coldStartDemo();
  const coldMs = await medianOf(START_SAMPLES, coldStartDemo);
  console.log(`lectern-canvas --seed demo to its JSON line, fresh data dir each: the build's first start (seeding) ${ms(firstMs)}; then median of ${START_SAMPLES} ${ms(coldMs)}; bare node:http ${ms(bareMs)}; ${(coldMs / bareMs).toFixed(1)}x`);

  const demo = await withDataDir((dataDir) => measureReset(dataDir, 'demo'));
  // A copy: the resets must not write into the data the other figures read.
  const large = await withDataDir(async (dataDir) => {
    cpSync(largeDataDir, dataDir, { recursive: true });
    console.log(`the large seed's data dir: ${mb(bytesOnDisk(dataDir))} MB`);
    return measureReset(dataDir, 'large');
  });
  for (const [seed, times] of [['demo', demo], ['large', large]] as const) {
    console.log(`POST /lectern/testing/reset on the ${seed} seed after a course and an assignment (${times.length} resets): median ${ms(median(times))}, max ${ms(Math.max(...times))}`);
  }

  const servers = await measureServers();
  assertMeasured('servers measured', servers.rss.filter((rss) => rss > 0).length, SERVERS);
  const perServer = servers.rss.reduce((sum, rss) => sum + rss, 0) / servers.rss.length / MB;
  const fit = Math.floor(1024 / perServer);
  console.log(`${SERVERS} idle lectern-canvas servers on the demo seed, after a few requests: RSS ${servers.rss.map(mb).join(', ')} MB (mean ${perServer.toFixed(1)} MB, ${fit} fit in 1 GB); data dirs ${servers.disk.map(mb).join(', ')} MB on disk`);

  return [
    { name: 'lectern-canvas first start of a build, demo seed, seeding', value: firstMs, budget: 1000, unit: 'ms' },
    { name: `lectern-canvas cold start, demo seed (bare node:http ${ms(bareMs)}, ${(coldMs / bareMs).toFixed(1)}x)`, value: coldMs, budget: 1000, unit: 'ms' },
    // A reset puts back only the rows changed since the start, so the large seed is held to the demo's budget.
    { name: 'reset, demo seed, median', value: median(demo), budget: 50, unit: 'ms' },
    { name: 'reset, demo seed, max', value: Math.max(...demo), budget: 100, unit: 'ms' },
    { name: 'reset, large seed, median', value: median(large), budget: 50, unit: 'ms' },
    { name: 'reset, large seed, max', value: Math.max(...large), budget: 100, unit: 'ms' },
    { name: `idle lectern-canvas servers in 1 GB (${perServer.toFixed(0)} MB each)`, value: fit, budget: 8, unit: 'servers', atLeast: true },
  ];
}

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compressibleFiles } from '../build/precompress';
import { assertMeasured, median, type Result } from './budget';
import { freePort, runCommand } from './lectern-server';

const SAMPLES = 5;
const FRESH_CLONE_SAMPLES = 3;
const POLL_MS = 5;
const IDLE_MS = 2000;
const MB = 1024 * 1024;

/** The floor: Node itself, answering 200 from node:http as soon as it listens. */
export const BARE_SERVER = "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";

type Started = { child: ChildProcess; port: number; ms: number; output: () => string };

/** Spawns a process in a group of its own and times it from spawn to the first 200 on `path`. */
async function timeToFirst200(command: string, args: string[], env: Record<string, string>, path = '/healthz', cwd?: string): Promise<Started> {
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const child = spawn(command, args, { cwd, detached: true, env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}${path}`).then((response) => response.ok, () => false);
    if (ok) return { child, port, ms: performance.now() - started, output: () => output };
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
  await stop(child);
  throw new Error(`${command} ${args.join(' ')} did not answer ${path} within 120 s:\n${output}`);
}

/** SIGTERM to the whole group (npm, its shell, the server, its workers), then waits for the leader. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    const listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    return listed ? listed.split(/\s+/).map(Number) : [];
  });
}

/** Resident memory of a server's primary and each of its workers, once it has idled a moment after starting. */
export async function idleMemory(started: Pick<Started, 'child'>): Promise<{ primary: number; workers: number[] }> {
  await new Promise((done) => setTimeout(done, IDLE_MS));
  const pid = started.child.pid ?? 0;
  return { primary: rssOf(pid), workers: childrenOf(pid).map(rssOf) };
}

async function medianStart(samples: number, start: () => Promise<Started>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = await start();
    times.push(started.ms);
    await stop(started.child);
  }
  assertMeasured('start-up samples', times.length, samples);
  return median(times);
}

/** `npm start` in a clone of this repository's HEAD made just now, as a newcomer runs it (node_modules linked). */
async function freshCloneStart(): Promise<{ ms: number; phases: string; precompressedMs: number }> {
  // No '-' before mkdtemp's random letters: React Aria's locale plugin empties any module whose path holds an
  // "ab-CD" locale-like run, and "clone-TH…" would be one.
  const clone = mkdtempSync(join(tmpdir(), 'lectern_clone_'));
  try {
    await runCommand('git', ['clone', '--quiet', '--no-hardlinks', resolve('.'), clone]);
    symlinkSync(resolve('node_modules'), join(clone, 'node_modules'));
    const dataDir = join(clone, '.lectern-data');
    const started = await timeToFirst200('npm', ['start', '--silent'], { DATA_DIR: dataDir }, '/healthz', clone);
    const begun = performance.now() - started.ms;
    const phases = started.output().split('\n').filter((line) => / in \d+\.\d s$/.test(line)).join('; ');
    // The background compression writes into the clone: wait for it, so it neither loads the next sample nor loses its files.
    let precompressedMs = Number.NaN;
    for (const deadline = performance.now() + 120_000; performance.now() < deadline; await new Promise((done) => setTimeout(done, 50))) {
      const sources = await compressibleFiles(join(clone, 'dist'));
      if (sources.length > 0 && sources.every((source) => existsSync(`${source.path}.br`) && existsSync(`${source.path}.gz`))) {
        precompressedMs = performance.now() - begun;
        break;
      }
    }
    await stop(started.child);
    return { ms: started.ms, phases, precompressedMs };
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Start-up beside a bare node:http server started in the same run: the compiled server (as `npm run serve` runs it)
 * over the seeded data dir, with its default workers and with one process; the idle memory of its primary, its
 * workers and the proxy's worker; and `npm start` on a fresh clone, build included.
 */
export async function measureStartUp(dataDir: string): Promise<Result[]> {
  const served = { DATA_DIR: dataDir, SEED: 'none', LECTERN_SERVE_SPA: 'false' };
  const compiled = (env: Record<string, string>) => () => timeToFirst200(process.execPath, ['dist-server/main.js'], { ...served, ...env });
  const bare = () => timeToFirst200(process.execPath, ['-e', BARE_SERVER], {});
  const bareMs = await medianStart(SAMPLES, bare);
  const workersMs = await medianStart(SAMPLES, compiled({}));
  const oneMs = await medianStart(SAMPLES, compiled({ LECTERN_WORKERS: '1' }));
  console.log(`start-up to the first 200 (median of ${SAMPLES}): bare node:http ${seconds(bareMs)}; compiled server, default workers ${seconds(workersMs)} (${(workersMs / bareMs).toFixed(1)}x), LECTERN_WORKERS=1 ${seconds(oneMs)} (${(oneMs / bareMs).toFixed(1)}x)`);

  const bareRss = await bare().then(async (started) => (await idleMemory(started).finally(() => stop(started.child))).primary);
  const embedded = await compiled({})().then(async (started) => idleMemory(started).finally(() => stop(started.child)));
  const upstream = await bare();
  const proxy = await timeToFirst200(process.execPath, ['dist-server/main.js'], { CANVAS_URL: `http://127.0.0.1:${upstream.port}`, LECTERN_SESSION_SECRET: 'bench-proxy-session-secret-0123456789abcdef' })
    .then(async (started) => idleMemory(started).finally(() => stop(started.child)))
    .finally(() => stop(upstream.child));
  assertMeasured('embedded workers measured', embedded.workers.length);
  assertMeasured('proxy workers measured', proxy.workers.length);
  const mb = (bytes: number) => (bytes / MB).toFixed(0);
  console.log(`idle RSS: bare node:http ${mb(bareRss)} MB; embedded primary ${mb(embedded.primary)} MB, workers ${embedded.workers.map(mb).join(', ')} MB; proxy primary ${mb(proxy.primary)} MB, worker ${proxy.workers.map(mb).join(', ')} MB`);

  const clones = [];
  for (let i = 0; i < FRESH_CLONE_SAMPLES; i++) clones.push(await freshCloneStart());
  for (const clone of clones) console.log(`npm start on a fresh clone: first 200 at ${seconds(clone.ms)} (${clone.phases}); all assets precompressed at ${seconds(clone.precompressedMs)}`);
  const cloneMs = median(clones.map((clone) => clone.ms));
  console.log(`npm start on a fresh clone (median of ${FRESH_CLONE_SAMPLES}): ${seconds(cloneMs)}, ${(cloneMs / bareMs).toFixed(0)}x the bare server`);

  return [
    { name: `start-up, default workers, over bare node:http (${seconds(bareMs)})`, value: workersMs / bareMs, budget: 6, unit: 'x' },
    { name: `start-up, LECTERN_WORKERS=1, over bare node:http`, value: oneMs / bareMs, budget: 6, unit: 'x' },
    ...embedded.workers.map((rss, i) => ({ name: `idle RSS, embedded worker ${i + 1} (bare node:http ${mb(bareRss)} MB)`, value: rss / MB, budget: 80, unit: 'MB' })),
    ...proxy.workers.map((rss) => ({ name: `idle RSS, proxy worker`, value: rss / MB, budget: 80, unit: 'MB' })),
    { name: 'npm start on a fresh clone, to the first 200', value: cloneMs / 1000, budget: 6, unit: 's' },
  ];
}

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { assertMeasured, median, type Result } from './budget';
import { freePort, startServer } from './lectern-server';

/** The goals for the proxy, each against the bare node:http pipe in front of the same upstream. */
const RATIO_BUDGET = 0.8;
const ADDED_P50_BUDGET_MS = 1;
const IDLE_RSS_BUDGET_MB = 80;
/** Seconds of load per front, in rounds that alternate between the pipe and the proxy. */
const LOAD_ROUNDS = 4;
const ROUND_SECONDS = 2;
/** Sequential requests per side for the one-connection p50, alternating in rounds so drift hits both alike. */
const SEQUENTIAL = 2000;
const ROUNDS = 4;
/** What Chromium sends: the proxy must pass it on so Canvas's own encoding reaches the browser once. */
const HEADERS = { Authorization: 'Bearer bench-proxy-token', 'Accept-Encoding': 'gzip, deflate, br' };
const PATHS: [name: string, path: string][] = [
  ['a course', '/api/v1/courses/1'],
  ['100 courses with Link', '/api/v1/courses?per_page=100'],
];
const TICKS_PER_SECOND = 100;

type Proc = { pid: number; stop: () => Promise<void> };
type Front = { label: string; origin: string; pid: number };

async function spawnReady(script: string, args: string[]): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  return { pid: child.pid ?? 0, stop };
}

/** user + system CPU seconds a process has used (/proc/<pid>/stat fields 14 and 15). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const children = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);

/** The proxy's worker: the last descendant of the started command (tsx, then the primary, then its one worker). */
function deepestDescendant(pid: number): number {
  const next = children(pid).at(-1);
  return next === undefined ? pid : deepestDescendant(next);
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function timedGet(origin: string, path: string): Promise<number> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers: HEADERS, agent }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${origin}${path} answered ${res.statusCode}`));
      res.resume();
      res.once('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
    }).once('error', reject).end();
  });
}

/** p50 of one connection's sequential requests to each front, in rounds that alternate between them. */
async function sequentialP50(fronts: Front[], path: string): Promise<number[]> {
  const samples = fronts.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, front] of fronts.entries()) {
      for (let n = 0; n < SEQUENTIAL / ROUNDS; n++) samples[i]?.push(await timedGet(front.origin, path));
    }
  }
  return samples.map((s) => (assertMeasured('sequential requests', s.length, 100), median(s)));
}

type Load = { rps: number; p50: number; requests: number; cpuMsPerRequest: number; upstreamCpuMsPerRequest: number };

/** What one front did in its rounds of load, summed. */
type Tally = { requests: number; seconds: number; cpu: number; upstreamCpu: number; p50s: number[] };

async function loadRound(front: Front, upstreamPid: number, path: string, connections: number, tally: Tally): Promise<void> {
  const before = [cpuSeconds(front.pid), cpuSeconds(upstreamPid)] as const;
  const result = await autocannon({ url: `${front.origin}${path}`, connections, headers: HEADERS, duration: ROUND_SECONDS });
  const after = [cpuSeconds(front.pid), cpuSeconds(upstreamPid)] as const;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${front.label} ${path}: ${failed} of ${result.requests.total} requests failed`);
  tally.requests += result.requests.total;
  tally.seconds += result.duration;
  tally.cpu += after[0] - before[0];
  tally.upstreamCpu += after[1] - before[1];
  tally.p50s.push(result.latency.p50);
}

/**
 * Each front loaded in rounds that alternate between them (after a warm-up of each), so a burst of other work on
 * the machine falls on both alike rather than on whichever was being measured just then.
 */
async function load(fronts: Front[], upstreamPid: number, path: string, connections: number): Promise<Load[]> {
  for (const front of fronts) await autocannon({ url: `${front.origin}${path}`, connections, headers: HEADERS, duration: 1 });
  const tallies = fronts.map((): Tally => ({ requests: 0, seconds: 0, cpu: 0, upstreamCpu: 0, p50s: [] }));
  for (let round = 0; round < LOAD_ROUNDS; round++) {
    const order = round % 2 === 0 ? fronts.entries() : [...fronts.entries()].reverse();
    for (const [i, front] of order) if (tallies[i]) await loadRound(front, upstreamPid, path, connections, tallies[i]);
  }
  return tallies.map((tally, i) => {
    assertMeasured(`requests answered by ${fronts[i]?.label ?? ''} ${path}`, tally.requests, 100);
    const perRequest = (seconds: number) => (seconds * 1000) / tally.requests;
    return {
      rps: tally.requests / tally.seconds,
      p50: median(tally.p50s),
      requests: tally.requests,
      cpuMsPerRequest: perRequest(tally.cpu),
      upstreamCpuMsPerRequest: perRequest(tally.upstreamCpu),
    };
  });
}

const line = (label: string, l: Load) =>
  `${label} ${l.rps.toFixed(0)} req/s, p50 ${l.p50} ms, ${l.cpuMsPerRequest.toFixed(3)} CPU ms/request, upstream ${l.upstreamCpuMsPerRequest.toFixed(3)} CPU ms/request`;

async function measureFronts(pipe: Front, proxy: Front, upstreamPid: number): Promise<Result[]> {
  const results: Result[] = [];
  for (const [name, path] of PATHS) {
    const [pipeP50 = 0, proxyP50 = 0] = await sequentialP50([pipe, proxy], path);
    console.log(`proxy, ${name}, 1 connection sequential: p50 ${proxyP50.toFixed(3)} ms, pipe ${pipeP50.toFixed(3)} ms`);
    results.push({ name: `proxy added p50, ${name}, 1 connection`, value: proxyP50 - pipeP50, budget: ADDED_P50_BUDGET_MS, unit: 'ms' });
    for (const connections of [1, 10]) {
      const [bare, ours] = await load([pipe, proxy], upstreamPid, path, connections);
      if (!bare || !ours) throw new Error('the load measured no front');
      console.log(`proxy, ${name}, ${connections} connection(s): ${line('Lectern', ours)}; ${line('pipe', bare)}; added p50 ${ours.p50 - bare.p50} ms`);
      results.push({
        name: `proxy/pipe req/s, ${name}, ${connections} conn (${ours.rps.toFixed(0)}/${bare.rps.toFixed(0)})`,
        value: ours.rps / bare.rps,
        budget: RATIO_BUDGET,
        unit: 'x',
        atLeast: true,
      });
    }
  }
  return results;
}

/**
 * The proxy (the real server with CANVAS_URL) and a bare node:http pipe in front of the same cheap upstream, in one
 * run: requests per second and p50 at 1 and 10 connections, the proxy's share of the pipe's rate, the p50 it adds,
 * CPU per request of each and of the upstream behind each, and the proxy worker's idle memory.
 */
export async function measureProxy(dataDir: string): Promise<Result[]> {
  const [upstreamPort, pipePort] = [await freePort(), await freePort()];
  const upstream = await spawnReady('bench/proxy-upstream.ts', [String(upstreamPort)]);
  const started: Proc[] = [upstream];
  try {
    const pipeProc = await spawnReady('bench/proxy-pipe.ts', [String(pipePort), String(upstreamPort)]);
    started.push(pipeProc);
    const server = await startServer(dataDir, undefined, { CANVAS_URL: `http://127.0.0.1:${upstreamPort}`, LECTERN_SESSION_SECRET: 'bench-proxy-secret-bench-proxy-secret' });
    started.push(server);
    const proxy: Front = { label: 'Lectern', origin: server.origin, pid: deepestDescendant(server.pid) };
    const pipe: Front = { label: 'pipe', origin: `http://127.0.0.1:${pipePort}`, pid: pipeProc.pid };
    // Idle: started, answered its health check, and left alone for a moment.
    await sleep(2000);
    const idle = rssMb(proxy.pid);
    assertMeasured('proxy worker RSS (kB)', idle * 1024, 1000);
    console.log(`proxy worker idle RSS ${idle.toFixed(1)} MB (pid ${proxy.pid}); the pipe ${rssMb(pipe.pid).toFixed(1)} MB`);
    const results: Result[] = [{ name: 'proxy worker idle RSS', value: idle, budget: IDLE_RSS_BUDGET_MB, unit: 'MB' }];
    results.push(...(await measureFronts(pipe, proxy, upstream.pid)));
    return results;
  } finally {
    agent.destroy();
    for (const proc of started.reverse()) await proc.stop();
  }
}

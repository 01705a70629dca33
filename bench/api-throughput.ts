import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import type { Db } from '../server/canvas/context';
import { hashToken } from '../server/canvas/auth';
import { nowIso } from '../server/canvas/dates';
import { assertMeasured, type Result } from './budget';
import { freePort, type RunningServer } from './lectern-server';

const CONNECTIONS = 10;
const SECONDS = 4;
const TOKEN = 'bench-throughput-teacher';
/** The goal: list endpoints at half the bare route's throughput or better. */
const LIST_RATIO_BUDGET = 0.5;

export type ThroughputTarget = { courseId: number; searchTerm: string };

/** The teacher with the most courses, given a token both servers accept; run before the bench closes `db`. */
export function prepareThroughput(db: Db, courseId: number): ThroughputTarget & { courses: number } {
  const teacher = db
    .prepare<[], { user_id: number; n: number }>(
      `SELECT user_id, COUNT(*) AS n FROM enrollments WHERE type = 'TeacherEnrollment' AND workflow_state = 'active'
       GROUP BY user_id ORDER BY n DESC LIMIT 1`,
    )
    .get();
  if (!teacher) throw new Error('the large profile has no teacher');
  db.prepare(
    `INSERT INTO access_tokens (user_id, token_hash, purpose, workflow_state, created_at) VALUES (?, ?, 'bench', 'active', ?)`,
  ).run(teacher.user_id, hashToken(TOKEN), nowIso());
  return { courseId, searchTerm: 'an', courses: teacher.n };
}

type Load = { rps: number; p50: number; p99: number; requests: number };

const WARM_UP_SECONDS = 1;

async function load(origin: string, path: string): Promise<Load> {
  const options = { url: `${origin}${path}`, connections: CONNECTIONS, headers: { Authorization: `Bearer ${TOKEN}` } };
  // Unmeasured first second: both servers' page cache, compiled statements and JIT are warm before timing starts.
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${origin}${path}: ${failed} of ${result.requests.total} requests failed`);
  assertMeasured(`requests answered by ${origin}${path}`, result.requests.total, 10);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

/** bench/bare-baseline.ts over the same database file, on a free loopback port. */
async function startBaseline(dbFile: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn('node_modules/.bin/tsx', ['bench/bare-baseline.ts', dbFile, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the bare baseline exited with ${code}`)));
  });
  await ready;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * req/s with p50 and p99 (autocannon, 10 connections) of the course list, a course and a roster search on the
 * real server, each beside the bare baseline running the same shape of query; the list endpoints fail below 0.5.
 */
export async function measureThroughput(lectern: RunningServer, dbFile: string, target: ThroughputTarget): Promise<Result[]> {
  const baseline = await startBaseline(dbFile);
  const cases: [name: string, path: string, budgeted: boolean][] = [
    ['course list, 100 per page', '/api/v1/courses?per_page=100', true],
    ['a course', `/api/v1/courses/${target.courseId}`, false],
    ['roster search, 100 per page', `/api/v1/courses/${target.courseId}/users?search_term=${target.searchTerm}&per_page=100`, true],
  ];
  const results: Result[] = [];
  try {
    for (const [name, path, budgeted] of cases) {
      const ours = await load(lectern.origin, path);
      const bare = await load(baseline.origin, path);
      const ratio = ours.rps / bare.rps;
      console.log(
        `${name}: Lectern ${ours.rps.toFixed(0)} req/s (p50 ${ours.p50} ms, p99 ${ours.p99} ms), ` +
          `bare ${bare.rps.toFixed(0)} req/s (p50 ${bare.p50} ms, p99 ${bare.p99} ms), ratio ${ratio.toFixed(2)}`,
      );
      results.push({
        name: `${name}: Lectern/bare req/s (${ours.rps.toFixed(0)}/${bare.rps.toFixed(0)})`,
        value: ratio,
        budget: budgeted ? LIST_RATIO_BUDGET : 0,
        unit: 'x',
        atLeast: true,
      });
    }
  } finally {
    await baseline.stop();
  }
  return results;
}

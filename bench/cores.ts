import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { assertMeasured, type Result } from './budget';
import { startServer } from './lectern-server';

const CLIENTS = 200;
const SECONDS = 15;
// 200 clients queue behind a CPU-bound process: an answer may take seconds, and is still an answer.
const TIMEOUT_SECONDS = 60;
const PATH = '/api/v1/courses?per_page=100';

type Throughput = { perSecond: number; p50: number; p99: number };

/** Requests per second of the course list under 200 concurrent clients, every answer a 200 or the figure fails. */
async function throughput(origin: string): Promise<Throughput> {
  const url = `${origin}${PATH}`;
  const headers = { Authorization: 'Bearer demo-admin' };
  // A short run first, so neither process pays its first statements and JIT inside the figure.
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const result = await autocannon({ url, headers, connections: CLIENTS, duration: SECONDS, timeout: TIMEOUT_SECONDS });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${PATH} under ${CLIENTS} clients: ${result.errors} connection errors, ${result.non2xx} answers other than 2xx`);
  }
  assertMeasured(`${PATH} requests answered`, result.requests.total, SECONDS);
  return { perSecond: result.requests.total / SECONDS, p50: result.latency.p50, p99: result.latency.p99 };
}

async function measureWith(dataDir: string, workers: number): Promise<Throughput> {
  const server = await startServer(dataDir, undefined, { LECTERN_WORKERS: String(workers), LECTERN_SERVE_SPA: 'false' });
  try {
    return await throughput(server.origin);
  } finally {
    await server.stop();
  }
}

/**
 * The real server (server/main.ts) over the seeded data dir, first as one process, then with one worker per core
 * (LECTERN_WORKERS unset): the course list's req/s under 200 concurrent clients, and how much more the workers serve.
 */
export async function measureCores(dataDir: string): Promise<Result[]> {
  const single = await measureWith(dataDir, 1);
  const cores = availableParallelism();
  const several = await measureWith(dataDir, cores);
  const label = (workers: number) => `GET /courses (100) req/s, ${CLIENTS} clients, ${workers} worker${workers > 1 ? 's' : ''}`;
  for (const [workers, figures] of [[1, single], [cores, several]] as const) {
    console.log(`      ${label(workers)}: p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
  }
  return [
    { name: label(1), value: single.perSecond, budget: 1, unit: 'req/s', atLeast: true },
    { name: label(cores), value: several.perSecond, budget: 1, unit: 'req/s', atLeast: true },
    // One core is all some machines have: the gain is asked of two or more only.
    { name: `req/s with ${cores} workers over 1 worker`, value: several.perSecond / single.perSecond, budget: cores > 1 ? 1.3 : 0, unit: 'x', atLeast: true },
  ];
}


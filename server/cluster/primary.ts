import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';

export type PrimaryOptions = {
  workers: number;
  host: string;
  /** LECTERN_HEALTH_PORT: the primary's own /healthz, which no worker's queue can hold up. */
  healthPort?: number;
  /** Added to each worker's environment: what every worker, a replacement included, must share. */
  workerEnv?: Record<string, string>;
  /** Once, when the first worker listens, with the port they share. */
  onListening: (port: number) => void;
  /**
   * What must be done before a worker opens the data (migrations, seed, sweep). The workers fork at once and load
   * their code meanwhile; each is told when it has settled (dataReady below). A rejection stops the server.
   */
  preparing?: Promise<unknown>;
};

const DATA_READY = 'lectern:data-ready';
const ASK_READY = 'lectern:data-ready?';

/**
 * In a worker: resolves when the primary says the data is prepared, so the worker may open it. The worker asks once
 * it listens for the answer: a message sent before anyone listened would be lost.
 */
export function dataReady(): Promise<void> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if (message !== DATA_READY) return;
      process.off('message', listener);
      resolve();
    };
    process.on('message', listener);
    process.send?.(ASK_READY);
  });
}

/** How long stopping waits for workers to close their connections and SQLite before the primary leaves anyway. */
const STOP_GRACE_MS = 5000;

const liveWorkers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

/**
 * The primary owns no database handle and serves no API: it forks the workers, which share the listening socket
 * (node:cluster hands each connection to one of them), replaces one that dies, answers its own health port, and
 * stops them all on SIGINT/SIGTERM.
 */
export function runPrimary(options: PrimaryOptions): void {
  let stopping = false;
  let prepared = false;
  const asking = new Set<Worker>();
  cluster.on('message', (worker, message) => {
    if (message !== ASK_READY) return;
    if (prepared) worker.send(DATA_READY);
    else asking.add(worker);
  });
  const fork = () => cluster.fork(options.workerEnv);
  // Worker id -> process id, for those listening now.
  const listening = new Map<number, number | undefined>();

  cluster.on('listening', (worker, address) => {
    if (listening.size === 0) options.onListening(address.port);
    listening.set(worker.id, worker.process.pid);
  });
  cluster.on('exit', (worker, code, signal) => {
    const served = listening.delete(worker.id);
    if (stopping) {
      if (liveWorkers().length === 0) process.exit(0);
      return;
    }
    // A worker that dies before it ever listened (port taken, bad data dir) would die again: give up instead of looping.
    if (!served) {
      console.error(`A worker could not start (${exitCause(code, signal)}); stopping.`);
      stop(1);
      return;
    }
    console.error(`Worker ${String(worker.process.pid)} exited (${exitCause(code, signal)}); starting another.`);
    fork();
  });
  for (let i = 0; i < options.workers; i++) fork();
  (options.preparing ?? Promise.resolve()).then(
    () => {
      prepared = true;
      for (const worker of asking) if (worker.isConnected()) worker.send(DATA_READY);
      asking.clear();
    },
    (error: unknown) => {
      console.error(error);
      stop(1);
    },
  );

  const health = options.healthPort === undefined ? undefined : healthServer(options.host, options.healthPort, () => [...listening.values()]);
  health?.on('error', (error) => {
    console.error(`The health port could not listen: ${error.message}`);
    stop(1);
  });

  function stop(exitCode = 0): void {
    stopping = true;
    health?.close();
    for (const worker of liveWorkers()) worker.process.kill('SIGTERM');
    if (liveWorkers().length === 0) process.exit(exitCode);
    setTimeout(() => process.exit(exitCode), STOP_GRACE_MS).unref();
  }
  process.once('SIGINT', () => stop());
  process.once('SIGTERM', () => stop());
}

/** Node types a worker's exit signal as a string, but it is null when the worker exited with a code. */
const exitCause = (code: number, signal: string | null): string => signal ?? `code ${String(code)}`;

/** 200 while at least one worker listens, 503 otherwise; the body lists the listening workers' process ids. */
function healthServer(host: string, port: number, listeningWorkers: () => (number | undefined)[]): Server {
  return createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://health').pathname;
    if (path !== '/healthz') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const workers = listeningWorkers();
    const up = workers.length > 0;
    response
      .writeHead(up ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      .end(JSON.stringify({ status: up ? 'ok' : 'starting', workers }));
  }).listen(port, host);
}

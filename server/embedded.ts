import cluster from 'node:cluster';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv, Db } from './canvas/context';
import { createDataDir, isEmpty, openDatabase } from './db/open';
import { DEMO_ACCOUNTS, type DemoAccount } from './db/seed/demo-accounts';
import type { ServerEnv } from './env';
import { listeningUrl, networkWarnings } from './network-warnings';
import type { CreateServer } from './proxy/fast-path';
import { prepared } from './db/statements';
import { hashToken } from './session/token-hash';

/*
 * What both process entries (main.ts, the server; lectern-canvas/main.ts, the testing command) do to prepare the
 * embedded server's data and serve it.
 */

/** How long an idle keep-alive connection stays open: longer than the 60 s proxies and clients commonly keep theirs. */
const KEEP_ALIVE_MS = 65_000;

/** A seed profile, or `accounts`: the four demo accounts alone (lectern-canvas --seed none), an empty Canvas to sign in to. */
export type SeedChoice = ServerEnv['seed'] | 'accounts';

type Log = (line: string) => void;

type SeedOptions = {
  seed: SeedChoice;
  /** The instant the seed's dates are relative to; default now. */
  seedNow?: Date;
  /** Runs once a seed has been written (not when the data dir had data already). */
  afterSeed?: (db: Db) => void;
};

async function seedIfEmpty(db: Db, dataDir: string, { seed, seedNow, afterSeed }: SeedOptions, log: Log): Promise<void> {
  if (seed === 'none' || !isEmpty(db)) return;
  const { seedAccounts, seedDemo, seedLarge } = await import('./db/seed/seed');
  // A duration on the monotonic timer: the testing clock (decision 0083) has no say in how long seeding took.
  const started = performance.now();
  ({ demo: seedDemo, large: seedLarge, accounts: seedAccounts })[seed](db, { dataDir, now: seedNow });
  log(`Seeded ${seed} data in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  afterSeed?.(db);
}

/** Demo accounts are offered on the sign-in page only while their tokens exist in this database. */
export function availableDemoAccounts(db: Db): DemoAccount[] {
  const exists = prepared<[string], { id: number }>(db,
    `SELECT id FROM access_tokens WHERE token_hash = ? AND workflow_state = 'active'`,
  );
  return DEMO_ACCOUNTS.filter((account) => exists.get(hashToken(account.token)) !== undefined);
}

type PrepareOptions = SeedOptions & { dataDir: string; sessionSecret?: string; seedOnly?: boolean; log?: Log };

/**
 * What must happen once per start, before anything serves: migrate, seed, sweep half-done uploads, make the stored
 * session key. Returns the demo accounts, or undefined when `seedOnly`.
 */
export async function prepareData({ dataDir, sessionSecret, seedOnly = false, log = console.log, ...seed }: PrepareOptions): Promise<DemoAccount[] | undefined> {
  createDataDir(dataDir);
  const db = openDatabase(join(dataDir, 'lectern.sqlite'));
  try {
    await seedIfEmpty(db, dataDir, seed, log);
    if (seedOnly) return undefined;
    const [{ sweepUploads }, { createBlobStore }, { embeddedSessionKey }, { renewUploadPolicyKey }] = await Promise.all([
      import('./resources/files/upload/upload.store'),
      import('./storage/blob-store'),
      import('./session/embedded-session-key'),
      import('./resources/files/upload/upload-policy'),
    ]);
    // Before any worker listens, so no upload is in flight: what a crash left half-done goes (files/upload/upload.store.ts).
    const swept = sweepUploads(db, createBlobStore(dataDir));
    if (swept.pending + swept.temps + swept.blobs > 0) {
      log(`Removed ${swept.pending} unfinished uploads, ${swept.temps} temporary files and ${swept.blobs} unused files`);
    }
    embeddedSessionKey(db, sessionSecret);
    renewUploadPolicyKey(db);
    return availableDemoAccounts(db);
  } finally {
    db.close();
  }
}

/**
 * Opens the prepared data and builds the app over it as `env` configures it. The app's code loads here, so a
 * primary that never serves never loads it (a chunk of its own in the compiled server).
 */
export async function openEmbeddedApp(env: ServerEnv, onUnexpectedError: (error: unknown) => void): Promise<{ app: Hono<AppEnv>; db: Db; demoAccounts: DemoAccount[] }> {
  const { createApp } = await import('./app');
  const db = openDatabase(join(env.dataDir, 'lectern.sqlite'));
  const demoAccounts = availableDemoAccounts(db);
  const app = createApp({
    db,
    dataDir: env.dataDir,
    defaultQuotaMb: env.defaultQuotaMb,
    sessionSecret: env.sessionSecret,
    distDir: env.serveSpa ? env.distDir : undefined,
    demoAccounts,
    rateLimit: env.rateLimit,
    extensions: env.extensions,
    // Never in front of a real Canvas: the proxy has no database to reset and no clock to move (env.ts refuses it).
    testing: env.testing,
    network: { trustProxy: env.trustProxy, demoRemote: env.demoRemote },
    onUnexpectedError,
  });
  return { app, db, demoAccounts };
}

type Served = { fetch: Parameters<typeof serve>[0]['fetch']; createServer?: CreateServer };

type ListenHandlers = {
  /** Once listening, with the URL to print and the port (the one picked for port 0). */
  onListening: (url: string, port: number) => void;
  /** Once the server has closed (or stopping gave up waiting), before the process exits. */
  onStop: () => void;
  /** When the port cannot be had (in use, not permitted); the process then exits with 1. */
  onListenError?: (message: string) => void;
};

/** Serves the app until SIGINT/SIGTERM or the returned stop(), then exits with 0. */
export function listen(app: Served, env: Pick<ServerEnv, 'port' | 'host' | 'demoRemote' | 'trustProxy'>, handlers: ListenHandlers): () => void {
  const server = serve({ fetch: app.fetch, createServer: app.createServer, port: env.port, hostname: env.host }, (info) => {
    handlers.onListening(listeningUrl(env.host, info.port), info.port);
    // Workers leave the warnings to their primary, which prints them once.
    if (!cluster.isWorker) for (const warning of networkWarnings(env)) console.warn(warning);
  });
  server.once('error', (error: Error) => {
    (handlers.onListenError ?? console.error)(`Cannot listen on ${env.host}:${env.port}: ${error.message}`);
    process.exit(1);
  });
  // Node closes an idle keep-alive connection after 5 s; a client (or a proxy in front, which commonly keeps them
  // 60 s) that reuses one just then gets ECONNRESET. Idle connections therefore stay open longer than theirs.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }
  let stopped = false;
  const exit = () => {
    if (stopped) return;
    stopped = true;
    handlers.onStop();
    process.exit(0);
  };
  const stop = () => {
    server.close(exit);
    // Open keep-alive connections would hold close() forever.
    setTimeout(exit, 2000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return stop;
}

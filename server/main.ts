import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Db } from './canvas/context';
import { createDataDir, isEmpty, openDatabase } from './db/open';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { readEnv, type ServerEnv } from './env';
import { oneLine, rateLimitedLog } from './lib/rate-limited-log';
import { listeningUrl, networkWarnings } from './network-warnings';
import type { CreateServer } from './proxy/fast-path';
import { dataReady, runPrimary } from './cluster/primary';
import { prepared } from './db/statements';
import { hashToken } from './session/token-hash';

/*
 * Each role imports only what it runs, when it runs it: a primary never loads the API, a worker never loads the
 * seed, and a compiled server (scripts/build-server.mjs) keeps each of those in a chunk of its own.
 */

/** How long an idle keep-alive connection stays open: longer than the 60 s proxies and clients commonly keep theirs. */
const KEEP_ALIVE_MS = 65_000;

async function seedIfEmpty(db: Db, env: ServerEnv): Promise<void> {
  if (env.seed === 'none' || !isEmpty(db)) return;
  const { seedDemo, seedLarge } = await import('./db/seed/seed');
  // A duration on the monotonic timer: the testing clock (decision 0083) has no say in how long seeding took.
  const started = performance.now();
  (env.seed === 'large' ? seedLarge : seedDemo)(db, { dataDir: env.dataDir });
  console.log(`Seeded ${env.seed} data in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Demo accounts are offered on the sign-in page only while their tokens exist in this database. */
function availableDemoAccounts(db: Db) {
  const exists = prepared<[string], { id: number }>(db,
    `SELECT id FROM access_tokens WHERE token_hash = ? AND workflow_state = 'active'`,
  );
  return DEMO_ACCOUNTS.filter((account) => exists.get(hashToken(account.token)) !== undefined);
}

/** Serves the app until SIGINT/SIGTERM; `onStop` runs once the server has closed. */
function listen(app: { fetch: Parameters<typeof serve>[0]['fetch']; createServer?: CreateServer }, env: ServerEnv, onListening: (url: string) => void, onStop: () => void): void {
  const server = serve({ fetch: app.fetch, createServer: app.createServer, port: env.port, hostname: env.host }, (info) => {
    onListening(listeningUrl(env.host, info.port));
    // Workers leave the warnings to their primary, which prints them once.
    if (!cluster.isWorker) for (const warning of networkWarnings(env)) console.warn(warning);
  });
  // Node closes an idle keep-alive connection after 5 s; a client (or a proxy in front, which commonly keeps them
  // 60 s) that reuses one just then gets ECONNRESET. Idle connections therefore stay open longer than theirs.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }
  const stop = () => {
    server.close(() => {
      onStop();
      process.exit(0);
    });
    // Open keep-alive connections would hold close() forever.
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** CANVAS_URL set: Lectern in front of that Canvas, with no database and nothing written to DATA_DIR. */
async function serveProxy(env: ServerEnv & { canvasUrl: string }): Promise<void> {
  const { proxyFromEnv } = await import('./proxy/proxy-from-env');
  const logUnexpected = rateLimitedLog((line) => console.error(line));
  const { app, createServer } = proxyFromEnv(env, (error) => logUnexpected(`Unexpected error: ${oneLine(error)}`));
  // The primary tells what runs and warns, once.
  listen({ fetch: app.fetch, createServer }, env, () => undefined, () => undefined);
}

/**
 * The proxy's primary supervises exactly one worker, whatever LECTERN_WORKERS says: concurrent requests share an
 * OAuth token refresh only within a process (proxy/shared-refresh.ts), and the primary replaces the worker if it dies.
 */
async function superviseProxy(env: ServerEnv & { canvasUrl: string }): Promise<void> {
  const { proxyFromEnv } = await import('./proxy/proxy-from-env');
  const { warnings } = proxyFromEnv(env, () => undefined);
  runPrimary({
    workers: 1,
    host: env.host,
    healthPort: env.healthPort,
    // Without a configured secret, a key made here outlives the worker: a replaced worker still opens the sessions.
    workerEnv: env.sessionSecret ? undefined : { LECTERN_SESSION_SECRET: randomBytes(32).toString('base64url') },
    onListening: (port) => {
      console.log(`Lectern is running at ${listeningUrl(env.host, port)} in front of ${env.canvasUrl}`);
      for (const warning of [...warnings, ...networkWarnings(env)]) console.warn(warning);
    },
  });
}

/** Serves the API and the built SPA from one process; a worker stays quiet, since its primary tells what it runs. */
async function serveEmbedded(env: ServerEnv, announce: boolean): Promise<void> {
  // A worker loads its code while its primary prepares the data, and opens the data once told it is ready.
  const [{ createApp }] = await Promise.all([import('./app'), cluster.isWorker ? dataReady() : undefined]);
  const db = openDatabase(join(env.dataDir, 'lectern.sqlite'));
  const demoAccounts = availableDemoAccounts(db);
  const logUnexpected = rateLimitedLog((line) => console.error(line));
  const app = createApp({
    db,
    dataDir: env.dataDir,
    defaultQuotaMb: env.defaultQuotaMb,
    sessionSecret: env.sessionSecret,
    distDir: env.serveSpa ? env.distDir : undefined,
    demoAccounts,
    rateLimit: env.rateLimit,
    extensions: env.extensions,
    // Never in front of a real Canvas: serveProxy has no database to reset and no clock to move.
    testing: env.testing,
    network: { trustProxy: env.trustProxy, demoRemote: env.demoRemote },
    onUnexpectedError: (error) => logUnexpected(`Unexpected error: ${oneLine(error)}`),
  });
  listen(app, env, (url) => (announce ? announceStart(env, url, demoAccounts) : undefined), () => db.close());
}

function announceStart(env: ServerEnv, url: string, demoAccounts: ReturnType<typeof availableDemoAccounts>): void {
  const processes = env.workers > 1 ? `, ${env.workers} workers` : '';
  console.log(`Lectern is running at ${url} (data in ${env.dataDir}${processes})`);
  if (demoAccounts.length > 0) {
    console.log('Demo access tokens:');
    for (const account of demoAccounts) console.log(`  ${account.token.padEnd(14)} ${account.name} (${account.description})`);
  }
}

/**
 * What must happen once per start, before anything serves: migrate, seed, sweep half-done uploads, make the stored
 * session key. Returns the demo accounts, or undefined for --seed-only.
 */
async function prepareData(env: ServerEnv): Promise<ReturnType<typeof availableDemoAccounts> | undefined> {
  createDataDir(env.dataDir);
  const db = openDatabase(join(env.dataDir, 'lectern.sqlite'));
  try {
    await seedIfEmpty(db, env);
    if (process.argv.includes('--seed-only')) return undefined;
    const [{ sweepUploads }, { createBlobStore }, { embeddedSessionKey }, { renewUploadPolicyKey }] = await Promise.all([
      import('./resources/files/upload/upload.store'),
      import('./storage/blob-store'),
      import('./session/embedded-session-key'),
      import('./resources/files/upload/upload-policy'),
    ]);
    // Before any worker listens, so no upload is in flight: what a crash left half-done goes (files/upload/upload.store.ts).
    const swept = sweepUploads(db, createBlobStore(env.dataDir));
    if (swept.pending + swept.temps + swept.blobs > 0) {
      console.log(`Removed ${swept.pending} unfinished uploads, ${swept.temps} temporary files and ${swept.blobs} unused files`);
    }
    embeddedSessionKey(db, env.sessionSecret);
    renewUploadPolicyKey(db);
    return availableDemoAccounts(db);
  } finally {
    db.close();
  }
}

async function start(): Promise<void> {
  const env = readEnv();
  if (env.canvasUrl !== undefined) {
    const proxyEnv = { ...env, canvasUrl: env.canvasUrl };
    if (cluster.isWorker) await serveProxy(proxyEnv);
    else await superviseProxy(proxyEnv);
    return;
  }
  if (cluster.isWorker) {
    await serveEmbedded(env, false);
    return;
  }
  if (env.workers === 1 || process.argv.includes('--seed-only')) {
    if ((await prepareData(env)) !== undefined) await serveEmbedded(env, true);
    return;
  }
  let demoAccounts: ReturnType<typeof availableDemoAccounts> = [];
  runPrimary({
    workers: env.workers,
    host: env.host,
    healthPort: env.healthPort,
    preparing: prepareData(env).then((accounts) => (demoAccounts = accounts ?? [])),
    onListening: (port) => {
      announceStart(env, listeningUrl(env.host, port), demoAccounts);
      for (const warning of networkWarnings(env)) console.warn(warning);
    },
  });
}

await start();

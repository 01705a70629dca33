import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import type { DemoAccount } from './db/seed/demo-accounts';
import { listen, openEmbeddedApp, prepareData } from './embedded';
import { readEnv, type ServerEnv } from './env';
import { oneLine, rateLimitedLog } from './lib/rate-limited-log';
import { listeningUrl, networkWarnings } from './network-warnings';
import { dataReady, runPrimary } from './cluster/primary';

/*
 * Each role imports only what it runs, when it runs it: a primary never loads the API, a worker never loads the
 * seed, and a compiled server (scripts/build-server.mjs) keeps each of those in a chunk of its own.
 */

/** CANVAS_URL set: Lectern in front of that Canvas, with no database and nothing written to DATA_DIR. */
async function serveProxy(env: ServerEnv & { canvasUrl: string }): Promise<void> {
  const { proxyFromEnv } = await import('./proxy/proxy-from-env');
  const logUnexpected = rateLimitedLog((line) => console.error(line));
  const { app, createServer } = proxyFromEnv(env, (error) => logUnexpected(`Unexpected error: ${oneLine(error)}`));
  // The primary tells what runs and warns, once.
  listen({ fetch: app.fetch, createServer }, env, { onListening: () => undefined, onStop: () => undefined });
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
  // V8 drops the compiled code of a function that has not run through five major collections, and compiles it again
  // when it next runs. A page drawn now and then paid for that on every visit (docs/decisions/0102). The server's
  // code is fixed, so keeping all of it compiled costs little memory, once.
  setFlagsFromString('--no-flush-bytecode');
  // A worker loads its code while its primary prepares the data, and opens the data once told it is ready.
  await Promise.all([import('./app'), cluster.isWorker ? dataReady() : undefined]);
  const logUnexpected = rateLimitedLog((line) => console.error(line));
  const { app, db, demoAccounts } = await openEmbeddedApp(env, (error) => logUnexpected(`Unexpected error: ${oneLine(error)}`));
  listen(app, env, { onListening: (url) => (announce ? announceStart(env, url, demoAccounts) : undefined), onStop: () => db.close() });
}

function announceStart(env: ServerEnv, url: string, demoAccounts: DemoAccount[]): void {
  const processes = env.workers > 1 ? `, ${env.workers} workers` : '';
  console.log(`Lectern is running at ${url} (data in ${env.dataDir}${processes})`);
  if (demoAccounts.length > 0) {
    console.log('Demo access tokens:');
    for (const account of demoAccounts) console.log(`  ${account.token.padEnd(14)} ${account.name} (${account.description})`);
  }
}

/** A bad setting ends the start with its message alone: the compiled code's line would bury it. */
function readEnvOrExit(): ServerEnv {
  try {
    return readEnv();
  } catch (error) {
    console.error(`Lectern cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}

async function start(): Promise<void> {
  const env = readEnvOrExit();
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
    if ((await prepareData({ ...env, seedOnly: process.argv.includes('--seed-only') })) !== undefined) await serveEmbedded(env, true);
    return;
  }
  let demoAccounts: DemoAccount[] = [];
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

import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { hashToken } from './canvas/auth';
import type { Db } from './canvas/context';
import { createDataDir, isEmpty, openDatabase } from './db/open';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { seedDemo, seedLarge } from './db/seed/seed';
import { readEnv, type ServerEnv } from './env';
import { sweepUploads } from './resources/files/upload/upload.store';
import { createBlobStore } from './storage/blob-store';
import { oneLine, rateLimitedLog } from './lib/rate-limited-log';
import { listeningUrl, networkWarnings } from './network-warnings';
import { proxyFromEnv } from './proxy/proxy-from-env';
import { prepared } from './db/statements';

/** How long an idle keep-alive connection stays open: longer than the 60 s proxies and clients commonly keep theirs. */
const KEEP_ALIVE_MS = 65_000;

function seedIfEmpty(db: Db, env: ServerEnv): void {
  if (env.seed === 'none' || !isEmpty(db)) return;
  const started = Date.now();
  (env.seed === 'large' ? seedLarge : seedDemo)(db, { dataDir: env.dataDir });
  console.log(`Seeded ${env.seed} data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Demo accounts are offered on the sign-in page only while their tokens exist in this database. */
function availableDemoAccounts(db: Db) {
  const exists = prepared<[string], { id: number }>(db,
    `SELECT id FROM access_tokens WHERE token_hash = ? AND workflow_state = 'active'`,
  );
  return DEMO_ACCOUNTS.filter((account) => exists.get(hashToken(account.token)) !== undefined);
}

/** Serves the app until SIGINT/SIGTERM; `onStop` runs once the server has closed. */
function listen(app: { fetch: Parameters<typeof serve>[0]['fetch'] }, env: ServerEnv, onListening: (url: string) => void, onStop: () => void): void {
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    onListening(listeningUrl(env.host, info.port));
    for (const warning of networkWarnings(env)) console.warn(warning);
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
function startProxy(env: ServerEnv & { canvasUrl: string }): void {
  const logUnexpected = rateLimitedLog((line) => console.error(line));
  const { app, warnings } = proxyFromEnv(env, (error) => logUnexpected(`Unexpected error: ${oneLine(error)}`));
  listen(
    app,
    env,
    (url) => {
      console.log(`Lectern is running at ${url} in front of ${env.canvasUrl}`);
      for (const warning of warnings) console.warn(warning);
    },
    () => undefined,
  );
}

function start(): void {
  const env = readEnv();
  if (env.canvasUrl !== undefined) {
    startProxy({ ...env, canvasUrl: env.canvasUrl });
    return;
  }
  createDataDir(env.dataDir);
  const db = openDatabase(join(env.dataDir, 'lectern.sqlite'));
  seedIfEmpty(db, env);
  if (process.argv.includes('--seed-only')) {
    db.close();
    return;
  }
  // Before listening, so no upload is in flight: what a crash left half-done goes (files/upload/upload.store.ts).
  const swept = sweepUploads(db, createBlobStore(env.dataDir));
  if (swept.pending + swept.temps + swept.blobs > 0) {
    console.log(`Removed ${swept.pending} unfinished uploads, ${swept.temps} temporary files and ${swept.blobs} unused files`);
  }
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
    network: { trustProxy: env.trustProxy, demoRemote: env.demoRemote },
    onUnexpectedError: (error) => logUnexpected(`Unexpected error: ${oneLine(error)}`),
  });
  listen(
    app,
    env,
    (url) => {
      console.log(`Lectern is running at ${url} (data in ${env.dataDir})`);
      if (demoAccounts.length > 0) {
        console.log('Demo access tokens:');
        for (const account of demoAccounts) console.log(`  ${account.token.padEnd(14)} ${account.name} (${account.description})`);
      }
    },
    () => db.close(),
  );
}

start();

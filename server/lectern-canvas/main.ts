import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen, openEmbeddedApp, prepareData } from '../embedded';
import { now } from '../canvas/clock';
import { readEnv, type ServerEnv } from '../env';
import { oneLine, rateLimitedLog } from '../lib/rate-limited-log';
import { parseCanvasArgs, USAGE, UsageError, type CanvasArgs } from './args';
import { canvasOutput, type CanvasOutput } from './output';
import { seedCache, seedInstant } from './seed-cache';

/*
 * `lectern-canvas` (docs/decisions/0086-lectern-canvas-package.md): the embedded server alone, in testing mode, as
 * one process another team's tests start and stop.
 */

/** How often the command checks that whoever started it is still there. */
const PARENT_CHECK_MS = 500;

/**
 * The server's settings: the command line's, the environment's for the rest (quota, rate limit, extensions,
 * LECTERN_TESTING=off). Never a proxy: a tool under test may well have CANVAS_URL in its environment for itself.
 */
function serverEnv(args: CanvasArgs, dataDir: string): ServerEnv {
  const { CANVAS_URL: _url, CANVAS_CLIENT_ID: _id, CANVAS_CLIENT_SECRET: _secret, ...env } = process.env;
  return readEnv({
    ...env,
    PORT: String(args.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: args.seed,
    LECTERN_SERVE_SPA: 'false',
    LECTERN_WORKERS: '1',
    LECTERN_TESTING: env.LECTERN_TESTING || 'on',
  });
}

/** Stops the server when its parent dies (killed by SIGKILL, say) rather than leaving it behind with its port. */
function stopWithParent(stop: () => void): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, PARENT_CHECK_MS).unref();
}

async function run(args: CanvasArgs, out: CanvasOutput): Promise<void> {
  const temporary = args.dataDir === undefined;
  const dataDir = args.dataDir ?? mkdtempSync(join(tmpdir(), 'lectern-canvas-'));
  const removeTemporary = () => {
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
  };
  let env: ServerEnv;
  try {
    env = serverEnv(args, dataDir);
  } catch (error) {
    removeTemporary();
    throw new UsageError((error as Error).message);
  }
  const seed = env.seed === 'none' ? 'accounts' : env.seed;
  const seedNow = seedInstant(now());
  const cache = seedCache(seed, seedNow);
  cache?.fill(dataDir);
  await prepareData({ ...env, seed, seedNow, afterSeed: cache && ((db) => cache.keep(db, dataDir)), log: out.info });
  const logUnexpected = rateLimitedLog(out.error);
  const { app, db, demoAccounts } = await openEmbeddedApp(env, (error) => logUnexpected(`Unexpected error: ${oneLine(error)}`));
  const stop = listen(app, env, {
    onListening: (_url, port) => out.ready(`http://127.0.0.1:${port}`, demoAccounts, dataDir),
    onStop: () => {
      db.close();
      removeTemporary();
    },
    onListenError: (message) => {
      out.error(message);
      removeTemporary();
    },
  });
  stopWithParent(stop);
}

async function main(argv: string[]): Promise<void> {
  const json = argv.includes('--json');
  const out = canvasOutput(json);
  try {
    const args = parseCanvasArgs(argv);
    if (args.help) {
      process.stdout.write(`${USAGE}\n`);
      return;
    }
    await run(args, out);
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`lectern-canvas: ${error.message}`);
      if (!json) process.stderr.write(`${USAGE}\n`);
      process.exit(2);
    }
    out.error(`lectern-canvas could not start: ${oneLine(error)}`);
    process.exit(1);
  }
}

await main(process.argv.slice(2));

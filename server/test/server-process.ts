import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export type ServerProcess = { child: ChildProcess; url: string; output: () => string };

/**
 * The real server (server/main.ts under tsx's loader) as a child process on an ephemeral port over `dataDir`,
 * resolved once it prints the address it listens on. Node runs main.ts itself rather than through the tsx command,
 * which would put a second process in between: a signal to the child must reach the server. The caller ends it.
 * `entry` runs another build of it instead, such as the compiled one (scripts/build-server.mjs).
 */
export function startServer(dataDir: string, env: Record<string, string> = {}, entry = ['--import', 'tsx', 'server/main.ts']): Promise<ServerProcess> {
  const child = spawn(process.execPath, entry, {
    // One process unless asked: SIGKILL to the child is then the whole server's crash, with no orphaned workers.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', LECTERN_SERVE_SPA: 'false', LECTERN_WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within 15 s:\n${output}`));
    }, 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+) /.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1'), output: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
}

/** Resolves when the child has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A port nothing listens on now, for a server that must be told its port up front (LECTERN_HEALTH_PORT). */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The process ids of the workers listening now, as the primary's health port lists them. */
export async function listeningWorkers(health: string): Promise<number[]> {
  return ((await (await fetch(`${health}/healthz`)).json()) as { workers: number[] }).workers;
}

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A free port on loopback, so the bench never meets another server (or another engineer's). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('could not find a free port');
  return address.port;
}

/** Runs a command to completion with its output shown; rejects when it fails. */
export async function runCommand(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

async function waitUntilHealthy(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before answering`);
    const healthy = await fetch(`${origin}/healthz`).then((r) => r.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${origin} did not answer /healthz within 60 s`);
}

export type RunningServer = { origin: string; stop: () => Promise<void> };

/** The compiled server (scripts/build-server.mjs), as `npm run serve` runs it, serving `distDir` (if any) over the data in `dataDir`, on loopback. */
export async function startServer(dataDir: string, distDir?: string, extraEnv: Record<string, string> = {}): Promise<RunningServer & { pid: number }> {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'none', ...(distDir && { LECTERN_DIST_DIR: distDir }), ...extraEnv };
  const server = spawn(process.execPath, ['dist-server/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilHealthy(origin, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: server.pid ?? 0, stop };
}

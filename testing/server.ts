import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tokens } from './types.js';

export type Seed = 'demo' | 'none' | 'large';

/** What `lectern-canvas --json` prints once it answers. */
export type Ready = { url: string; tokens: Tokens };

/** The large seed builds its template on the first start: allow for it on a busy machine. */
const START_TIMEOUT_MS = 120_000;

function isReady(value: unknown): value is Ready {
  if (typeof value !== 'object' || value === null) return false;
  const { url, tokens } = value as Partial<Ready>;
  return typeof url === 'string' && typeof tokens === 'object' && typeof tokens.admin === 'string';
}

/**
 * Resolves with the first stdout line that is the command's ready line; rejects, with everything it printed, when
 * it exits first or takes longer than `timeoutMs`. Other lines (logs) are skipped.
 */
export function readyLine(child: ChildProcess, timeoutMs = START_TIMEOUT_MS): Promise<Ready> {
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const done = (finish: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', onStdout);
      child.stderr?.off('data', onStderr);
      child.off('exit', onExit);
      // Later output keeps being read (a full pipe would block the server's next write); its errors reach the
      // test's output, where a 500 would otherwise come with no reason.
      child.stdout?.resume();
      child.stderr?.on('data', byLine(forwardProblem));
      finish();
    };
    const timer = setTimeout(() => done(() => reject(new Error(`lectern-canvas did not print its ready line within ${timeoutMs} ms:\n${output}`))), timeoutMs);
    const onExit = (code: number | null, signal: string | null) =>
      done(() => reject(new Error(`lectern-canvas exited (${signal ?? code}) before it was ready:\n${output}`)));
    const readLine = byLine((line) => {
      const ready = parseLine(line);
      if (isReady(ready)) done(() => resolvePromise(ready));
    });
    const onStdout = (chunk: Buffer) => {
      output += chunk.toString();
      readLine(chunk);
    };
    const onStderr = (chunk: Buffer) => (output += chunk.toString());
    child.stdout?.on('data', onStdout);
    child.stderr?.on('data', onStderr);
    child.on('exit', onExit);
  });
}

/** A chunk handler that calls `onLine` with each whole line, however the lines were cut into chunks. */
function byLine(onLine: (line: string) => void): (chunk: Buffer) => void {
  let pending = '';
  return (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
}

/** `--json` writes its messages to stderr as JSON lines; all but the info ones go on to the worker's stderr. */
function forwardProblem(line: string): void {
  const message = parseLine(line);
  const info = typeof message === 'object' && message !== null && (message as { level?: unknown }).level === 'info';
  if (line.trim() !== '' && !info) process.stderr.write(`[lectern-canvas] ${line}\n`);
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** The `lectern-canvas` script of the package this file ships in (its package.json's bin). */
async function ownBin(): Promise<string> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const manifest = JSON.parse(await readFile(resolve(root, 'package.json'), 'utf8')) as { bin?: Record<string, string> };
  const bin = manifest.bin?.['lectern-canvas'];
  if (!bin) throw new Error(`no lectern-canvas bin in ${root}/package.json`);
  return resolve(root, bin);
}

export type RunningServer = Ready & { stop: () => Promise<void> };

/** Starts the package's own `lectern-canvas` on a free port over `dataDir`; `stop` ends it and waits for its exit. */
export async function startLecternCanvas(dataDir: string, seed: Seed): Promise<RunningServer> {
  const child = spawn(process.execPath, [await ownBin(), '--port', '0', '--data-dir', dataDir, '--seed', seed, '--json'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    return { ...(await readyLine(child)), stop: () => stop(child) };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

/** SIGTERM, then SIGKILL if it has not exited in 10 s: a worker's teardown must end. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}

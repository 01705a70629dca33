import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { DEMO_ACCOUNTS, type DemoRole } from '../db/seed/demo-accounts';
import { exited } from '../test/server-process';

type Ready = { url: string; tokens: Record<DemoRole, string> };

/**
 * `lectern-canvas` as the installed package runs it: compiled (scripts/build-server.mjs), started with arguments,
 * read from its stdout.
 */
describe('lectern-canvas', () => {
  // Inside the project, so the compiled code finds node_modules as dist-server/ does.
  mkdirSync('.cache', { recursive: true });
  const outDir = mkdtempSync(join('.cache', 'lectern-canvas-'));
  const dataDirs = mkdtempSync(join(tmpdir(), 'lectern-canvas-test-'));
  const children: ChildProcess[] = [];
  const run = (args: string[]) => {
    const child = spawn(process.execPath, [join(outDir, 'lectern-canvas.js'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return { child, stderr: () => stderr };
  };
  /** Starts it and resolves with its first stdout line, parsed. */
  const start = async (args: string[]) => {
    const started = run(['--port', '0', ...args]);
    const lines = createInterface({ input: started.child.stdout });
    const first = await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      started.child.once('exit', (code) => reject(new Error(`exited ${code}: ${started.stderr()}`)));
    });
    return { ...started, ready: JSON.parse(first) as Ready, lines };
  };
  const get = (ready: Ready, path: string, token: string) => fetch(`${ready.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    await buildServer(outDir);
  }, 60_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDirs, { recursive: true, force: true });
  });

  it('prints one JSON line with its URL and four tokens that sign in as the demo accounts, then stops on SIGTERM', async () => {
    const dataDir = join(dataDirs, 'demo');
    const { child, ready } = await start(['--data-dir', dataDir]);
    expect(Object.keys(ready.tokens).sort()).toEqual(['admin', 'student', 'ta', 'teacher']);
    for (const account of DEMO_ACCOUNTS) {
      const self = await get(ready, '/api/v1/users/self', ready.tokens[account.role]);
      expect(await self.json()).toMatchObject({ name: account.name });
    }
    const courses = (await (await get(ready, '/api/v1/courses', ready.tokens.teacher)).json()) as { name: string }[];
    expect(courses.map((course) => course.name)).toContain('Biology 101');
    const reset = await fetch(`${ready.url}/lectern/testing/reset`, { method: 'POST', headers: { Authorization: `Bearer ${ready.tokens.admin}` } });
    expect(await reset.json()).toMatchObject({ reset: true });

    child.kill('SIGTERM');
    await exited(child);
    expect(child.exitCode).toBe(0);
    // The data dir stays for the next start, which reuses it.
    expect(existsSync(join(dataDir, 'lectern.sqlite'))).toBe(true);
  });

  it('with --seed none, gives the same four working tokens over a Canvas with no courses; --json keeps stdout to the one line', async () => {
    const { child, ready, lines, stderr } = await start(['--data-dir', join(dataDirs, 'none'), '--seed', 'none', '--json']);
    const more: string[] = [];
    lines.on('line', (line) => more.push(line));
    const statuses = await Promise.all(Object.values(ready.tokens).map(async (token) => (await get(ready, '/api/v1/users/self', token)).status));
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(await (await get(ready, '/api/v1/accounts/1/courses', ready.tokens.admin)).json()).toEqual([]);
    child.kill('SIGTERM');
    await exited(child);
    expect(more).toEqual([]);
    const levels = stderr().split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { level: string }).level);
    expect(levels.filter((level) => level !== 'info')).toEqual([]);
  });

  it('without --data-dir, serves a fresh directory, named in its banner, and removes it when stopped', async () => {
    const { child, lines } = await start([]);
    const banner = await new Promise<string>((resolve) => lines.once('line', resolve));
    const dataDir = /data in (.+)\)$/.exec(banner)?.[1] ?? '';
    expect(existsSync(join(dataDir, 'lectern.sqlite'))).toBe(true);
    child.kill('SIGINT');
    await exited(child);
    expect(child.exitCode).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
  });

  it.each([
    [['--prot', '1'], "Unknown option '--prot'"],
    [['--port', 'eighty'], '--port must be a whole number'],
    [['--port', '70000'], '--port must be a whole number'],
    [['--seed', 'huge'], '--seed must be demo, none or large'],
    [['extra'], "Unexpected argument 'extra'"],
  ])('refuses %j with exit status 2 and says why', async (args, message) => {
    const { child, stderr } = run(args);
    await exited(child);
    expect(child.exitCode).toBe(2);
    expect(stderr()).toContain(message);
    expect(stderr()).toContain('Usage: lectern-canvas');
  });
});

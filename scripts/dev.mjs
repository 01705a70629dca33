#!/usr/bin/env node
// `npm run dev`: the API server in watch mode on :3001 (no SPA) and Vite on :3000,
// which proxies /api to it (vite.config.ts, LECTERN_API_URL). Ctrl-C stops both;
// if either exits, the other is stopped and this exits with its code.
//
// Ports: LECTERN_API_PORT (default 3001) for the API; Vite's port is in vite.config.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);
const apiPort = process.env.LECTERN_API_PORT ?? '3001';

/** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
const children = [];
let stopping = false;

/** @param {string} name @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env */
function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('error', (error) => {
    console.error(`[dev] could not start ${name}: ${error.message}`);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? `code ${String(code)}`}); stopping the other.`);
      stop(code ?? 1);
    } else if (children.every(({ child: c }) => c.exitCode !== null || c.signalCode !== null)) {
      process.exit(process.exitCode ?? 0);
    }
  });
  children.push({ name, child });
}

/** Stops every child (SIGTERM, then SIGKILL after 5 s) and exits with `code`. */
function stop(/** @type {number} */ code, /** @type {NodeJS.Signals} */ signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  for (const { child } of running) child.kill(signal);
  setTimeout(() => {
    for (const { child } of running) child.kill('SIGKILL');
    process.exit(code);
  }, 5_000).unref();
}

// A terminal's Ctrl-C reaches the children too (same process group); forwarding
// covers a SIGINT/SIGTERM sent to this process alone.
process.on('SIGINT', () => stop(130, 'SIGINT'));
process.on('SIGTERM', () => stop(143, 'SIGTERM'));

start('api', bin('tsx'), ['watch', 'server/main.ts'], { PORT: apiPort, LECTERN_SERVE_SPA: 'false' });
start('vite', bin('vite'), [], { LECTERN_API_URL: process.env.LECTERN_API_URL ?? `http://localhost:${apiPort}` });

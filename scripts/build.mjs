#!/usr/bin/env node
// `npm run build`: the app (Vite, into dist/), the server's render of first screens (Vite, into dist-ssr/) and the
// server (esbuild, into dist-server/) built side by side, each phase's time printed.
//
//   node scripts/build.mjs [--precompress-later]
//
// --precompress-later (`npm start`): the build ends once the files are written, and a background process at the
// lowest priority writes their .br/.gz siblings (build/precompress-cli.ts) while the server starts. Until a sibling
// is there the server sends that file uncompressed; a sibling appears whole, never half-written.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const later = process.argv.includes('--precompress-later');
const started = performance.now();

/** @param {string} name @param {Promise<unknown>} work */
async function phase(name, work) {
  await work;
  console.log(`${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function buildApp() {
  if (later) process.env.LECTERN_PRECOMPRESS = 'later';
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}

/** The server's render of first screens (vite.config.ts), into dist-ssr/. */
async function buildFirstScreen() {
  const { build } = await import('vite');
  await build({ root, logLevel: 'error', build: { ssr: true } });
}

await Promise.all([
  phase(`app built${later ? '' : ' and precompressed'}`, buildApp()),
  phase('first screens built', buildFirstScreen()),
  phase('server built', buildServer()),
]);

if (later) {
  // Detached and left behind: it ends by itself within seconds, and Ctrl-C on the server must not cut it short.
  const child = spawn(process.execPath, ['--import', 'tsx', 'build/precompress-cli.ts', 'dist'], { cwd: root, detached: true, stdio: 'ignore' });
  child.unref();
  console.log('precompressing dist/ in the background');
}

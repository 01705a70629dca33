#!/usr/bin/env node
// Compiles the server (server/main.ts and everything it imports) and the `lectern-canvas` command
// (server/lectern-canvas/main.ts) to JavaScript in dist-server/, so they start without a TypeScript compiler
// (docs/decisions/0071-compiled-server.md, 0086-lectern-canvas-package.md).
//
//   node scripts/build-server.mjs [--if-stale]
//
// --if-stale builds only when a source the last build read has changed since, or there is no build.
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(root, 'dist-server');
/** The sources (relative to the root) and their build time, for --if-stale. */
const INPUTS_FILE = 'inputs.json';

/**
 * Files the server reads beside its own code at run time, found through `new URL('./…', import.meta.url)`: in the
 * bundle that URL is dist-server/…, so each is copied there under the same relative name.
 */
const RUN_TIME_FILES = [
  { from: 'server/db/migrations', to: 'migrations' },
  { from: 'server/db/seed/assets', to: 'assets' },
];

/** Whether dist-server/ is missing or older than a source it was built from (npm install counts as one). */
export function serverBuildIsStale(outDir = SERVER_OUT_DIR) {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(path.join(outDir, INPUTS_FILE), 'utf8'));
  } catch {
    return true;
  }
  const changed = (/** @type {string} */ source, /** @type {boolean} */ ifMissing) => {
    try {
      return statSync(path.join(root, source)).mtimeMs > recorded.builtAt;
    } catch {
      return ifMissing;
    }
  };
  const sources = [...recorded.inputs, ...RUN_TIME_FILES.map(({ from }) => from)];
  // npm rewrites this on every install; another package manager has none, and then only sources count.
  return sources.some((source) => changed(source, true)) || changed('node_modules/.package-lock.json', false);
}

/**
 * Bundles the server with esbuild into `outDir`: one ES module per process entry plus chunks that load on first
 * use. better-sqlite3 stays outside (a native addon Node must load from node_modules); every other dependency is
 * bundled, so a process reads a few files at start instead of hundreds.
 */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  const { build } = await import('esbuild');
  const builtAt = Date.now();
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    // dist-server/main.js and dist-server/lectern-canvas.js, sharing their chunks.
    entryPoints: { main: 'server/main.ts', 'lectern-canvas': 'server/lectern-canvas/main.ts' },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['better-sqlite3'],
    // Bundled CommonJS dependencies call require() for Node's built-ins, which an ES module lacks.
    banner: { js: "import { createRequire as lecternCreateRequire } from 'node:module'; const require = lecternCreateRequire(import.meta.url);" },
    // Identifiers keep their names, so a stack trace in the log still reads as the source.
    minifySyntax: true,
    minifyWhitespace: true,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  for (const { from, to } of RUN_TIME_FILES) cpSync(path.join(root, from), path.join(outDir, to), { recursive: true });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, INPUTS_FILE), JSON.stringify({ builtAt, inputs }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes('--if-stale');
  if (!ifStale || serverBuildIsStale()) await buildServer();
}

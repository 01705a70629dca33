#!/usr/bin/env node
// The packed-tarball example (examples/missing-work) as an outside team runs it: `npm pack` the package, copy the
// example to a temporary directory, install the tarball and the example's devDependencies there, and run its
// Playwright tests, which use lectern/testing. Prints how long each phase took; exits non-zero on any failure.
//
//   node scripts/test-example.mjs [--report <file>] [--keep] [--compile-sqlite]
//
// --report writes Playwright's JSON report to <file> (scripts/test-all.mjs counts its tests); --keep leaves the
// temporary directory in place to look into. Where better-sqlite3's prebuilt binary cannot be downloaded it compiles
// from source (about 1.5-2 minutes on two cores), so unless --compile-sqlite is given the install is offered this
// checkout's own build of it as a local prebuild, used only when its version, Node ABI and platform match.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SQLITE_ADDON } from './sqlite-addon.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const example = path.join(root, 'examples', 'missing-work');

/** @param {string[]} argv */
function parseArgs(argv) {
  const reportAt = argv.indexOf('--report');
  const report = reportAt === -1 ? undefined : argv[reportAt + 1];
  const known = new Set(['--keep', '--compile-sqlite', '--report', report]);
  const unknown = argv.filter((arg) => !known.has(arg));
  if (unknown.length > 0 || (reportAt !== -1 && !report)) {
    console.error(`Usage: node scripts/test-example.mjs [--report <file>] [--keep] [--compile-sqlite] (got ${argv.join(' ')})`);
    process.exit(2);
  }
  return { keep: argv.includes('--keep'), compile: argv.includes('--compile-sqlite'), report: report && path.resolve(report) };
}

/**
 * Offers this checkout's better-sqlite3 binary to installs under `work`: packed as prebuild-install names a release
 * asset, in work/prebuilds, and named by a .prebuild-installrc in `work`, which prebuild-install finds from the
 * installed package upwards. (An npm_config_ variable would do too, but npm warns about names it does not know.)
 * @param {string} work
 */
async function offerLocalSqlite(work) {
  const module = path.join(root, 'node_modules', 'better-sqlite3');
  if (!existsSync(path.join(module, SQLITE_ADDON))) return;
  const { version } = JSON.parse(readFileSync(path.join(module, 'package.json'), 'utf8'));
  const asset = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  const dir = path.join(work, 'prebuilds');
  mkdirSync(dir);
  await run('tar', ['-czf', path.join(dir, asset), '-C', module, SQLITE_ADDON], { cwd: root });
  writeFileSync(path.join(work, '.prebuild-installrc'), `local-prebuilds=${dir}\n`);
}

/**
 * Runs a command with inherited stdio; rejects when it fails.
 * @param {string} command @param {string[]} args @param {{ cwd: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<void>}
 */
function run(command, args, { cwd, env = process.env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** @type {{ phase: string, seconds: number }[]} */
const timings = [];

/** @template T @param {string} phase @param {() => Promise<T>} body @returns {Promise<T>} */
async function timed(phase, body) {
  console.log(`\n-- ${phase}`);
  const started = performance.now();
  try {
    return await body();
  } finally {
    timings.push({ phase, seconds: (performance.now() - started) / 1000 });
  }
}

const { keep, compile, report } = parseArgs(process.argv.slice(2));
const work = mkdtempSync(path.join(tmpdir(), 'lectern-example-'));
const project = path.join(work, 'missing-work');
try {
  const tarball = await timed('npm pack (builds the server and lectern/testing)', async () => {
    await run('npm', ['pack', '--pack-destination', work], { cwd: root });
    // Found rather than read from npm's output, which the prepack build's output shares.
    const filename = readdirSync(work).find((name) => /^lectern-.*\.tgz$/.test(name));
    if (!filename) throw new Error('npm pack left no lectern-*.tgz');
    return filename;
  });
  cpSync(example, project, { recursive: true, filter: (source) => !/[/\\](node_modules|test-results|playwright-report)$/.test(source) });
  if (!compile) await offerLocalSqlite(work);
  await timed('npm install the tarball and the example\'s devDependencies', () =>
    run('npm', ['install', path.join(work, tarball), '--prefer-offline', '--no-audit', '--no-fund'], { cwd: project }),
  );
  await timed('playwright test (the example)', () =>
    run(path.join(project, 'node_modules', '.bin', 'playwright'), ['test', ...(report ? ['--reporter=list,json'] : [])], {
      cwd: project,
      env: { ...process.env, CI: '1', ...(report ? { PLAYWRIGHT_JSON_OUTPUT_NAME: report } : {}) },
    }),
  );
} finally {
  for (const { phase, seconds } of timings) console.log(`${seconds.toFixed(1).padStart(7)}s  ${phase}`);
  if (keep) console.log(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

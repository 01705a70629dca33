#!/usr/bin/env node
// `npm test`: every check in one run, output streamed live (the lint's once the steps beside it are done, Vitest's
// once the lint's is printed), a summary at the end.
// The very last line is always `N passed, M failed` (Vitest and Playwright tests
// together; a failed step that reports no test failures counts as 1 failed).
//
//   node scripts/test-all.mjs [--skip-e2e]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';
import { SQLITE_ADDON } from './sqlite-addon.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);
const resultsDir = path.join(root, 'test-results');
const vitestReport = path.join(resultsDir, 'vitest-results.json');
const e2eReport = path.join(resultsDir, 'e2e-results.json');
const exampleReport = path.join(resultsDir, 'example-results.json');

const skipE2e = process.argv.includes('--skip-e2e');
const unknownArgs = process.argv.slice(2).filter((arg) => arg !== '--skip-e2e');
if (unknownArgs.length > 0) {
  console.error(`Unknown argument(s): ${unknownArgs.join(' ')}\nUsage: node scripts/test-all.mjs [--skip-e2e]`);
  process.exit(2);
}

/**
 * @typedef {{ passed: number, failed: number, flaky?: string[] }} Counts
 * @typedef {{ name: string, status: 'passed' | 'failed' | 'skipped', seconds: number, note?: string, counts?: Counts }} StepResult
 */

/** @type {StepResult[]} */
const results = [];
const env = { ...process.env };

/** @param {string} title */
function header(title) {
  const line = '='.repeat(Math.max(60, title.length + 8));
  console.log(`\n${line}\n==  ${title}\n${line}`);
}

/**
 * Where a step's output goes while it runs: straight through, or held back until `release()` (a step running beside
 * another, so the two never interleave), then straight through.
 * @typedef {{ write: (stream: NodeJS.WriteStream, chunk: Buffer) => void, release: () => void }} Output
 * @returns {Output}
 */
function heldOutput() {
  /** @type {Array<[NodeJS.WriteStream, Buffer]> | null} */
  let held = [];
  return {
    write(stream, chunk) {
      if (held) held.push([stream, chunk]);
      else stream.write(chunk);
    },
    release() {
      for (const [stream, chunk] of held ?? []) stream.write(chunk);
      held = null;
    },
  };
}

/**
 * Runs a command, its output live (inherited stdio) or through `output`; resolves to its exit code (a signal counts
 * as failure).
 * @param {string} command @param {string[]} args @param {Output} [output]
 */
function run(command, args, output) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (output) {
      child.stdout?.on('data', (/** @type {Buffer} */ chunk) => output.write(process.stdout, chunk));
      child.stderr?.on('data', (/** @type {Buffer} */ chunk) => output.write(process.stderr, chunk));
    }
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    // 'close', not 'exit': the piped output has all been read by then.
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/**
 * Runs one step, records its result. A step started earlier, beside another, passes the time it started.
 * @param {string} name
 * @param {() => Promise<{ ok: boolean, note?: string, counts?: Counts }>} body
 * @param {number} [started]
 */
async function step(name, body, started) {
  header(`[${results.length + 1}] ${name}`);
  started ??= performance.now();
  let outcome;
  try {
    outcome = await body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    outcome = { ok: false };
  }
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, status: outcome.ok ? 'passed' : 'failed', seconds, note: outcome.note, counts: outcome.counts });
  return outcome.ok;
}

/** @param {string} name @param {string} why */
function skip(name, why) {
  header(`[${results.length + 1}] ${name}`);
  console.log(`Skipped: ${why}`);
  results.push({ name, status: 'skipped', seconds: 0, note: why });
}

/**
 * Starts a command that runs beside the steps after it, its output held back; `finish(name)` waits for it and
 * records it as a step from when it started, its output printed then. `outcome` reads the exit code (and any report).
 * @param {string} command @param {string[]} args
 */
function startBeside(command, args) {
  const output = heldOutput();
  const started = performance.now();
  const exited = run(command, args, output);
  return {
    /** @param {string} name @param {(code: number) => { ok: boolean, note?: string, counts?: Counts }} [outcome] */
    finish: (name, outcome = (code) => ({ ok: code === 0 })) =>
      step(
        name,
        async () => {
          output.release();
          return outcome(await exited);
        },
        started,
      ),
  };
}

/** @param {string} file @returns {unknown} */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** @param {unknown} value */
const count = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Vitest's JSON report: numPassedTests / numFailedTests, and the tests that passed only on CI's second try (a passed
 * test that carries the first try's failure). @returns {Counts | undefined}
 */
function vitestCounts() {
  const report = /** @type {{ numPassedTests?: unknown, numFailedTests?: unknown, testResults?: Array<{ assertionResults?: Array<{ status?: string, fullName?: string, failureMessages?: unknown[] }> }> } | undefined} */ (readJson(vitestReport));
  if (!report) return undefined;
  const flaky = (report.testResults ?? [])
    .flatMap((file) => file.assertionResults ?? [])
    .filter((test) => test.status === 'passed' && (test.failureMessages ?? []).length > 0)
    .map((test) => test.fullName ?? '');
  return { passed: count(report.numPassedTests), failed: count(report.numFailedTests), flaky };
}

/**
 * @typedef {{ title?: string, specs?: Array<{ title?: string, tests?: Array<{ status?: string, projectName?: string }> }>, suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @param {PlaywrightSuite[]} suites @param {string[]} path @returns {string[]}
 */
function flakyPlaywrightTests(suites, path = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const specs = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).filter((test) => test.status === 'flaky').map((test) => `[${test.projectName}] ${[...here, spec.title].join(' › ')}`),
    );
    return [...specs, ...flakyPlaywrightTests(suite.suites ?? [], here)];
  });
}

/** Playwright's JSON report: flaky tests passed in the end, and are named; skipped ones are not counted. @param {string} file @returns {Counts | undefined} */
function playwrightCounts(file) {
  const report = /** @type {{ stats?: Record<string, unknown>, suites?: PlaywrightSuite[] } | undefined} */ (readJson(file));
  if (!report?.stats) return undefined;
  const { expected, unexpected, flaky } = report.stats;
  return { passed: count(expected) + count(flaky), failed: count(unexpected), flaky: flakyPlaywrightTests(report.suites ?? []) };
}

/** @param {Counts | undefined} counts */
const describe = (counts) => {
  if (!counts) return 'no report';
  const flaky = counts.flaky?.length ? `, ${counts.flaky.length} passed on a second try` : '';
  return `${counts.passed} passed, ${counts.failed} failed${flaky}`;
};

// Stale reports must never be mistaken for this run's.
mkdirSync(resultsDir, { recursive: true });
rmSync(vitestReport, { force: true });
rmSync(e2eReport, { force: true });
rmSync(exampleReport, { force: true });

// The package's lint script, so `npm test` and `npm run lint` check the same: ESLint, then knip (unused code). It takes
// one core for about three minutes, so the typecheck, the packed example and the build run beside it on the other;
// its output waits for theirs.
const lint = startBeside('npm', ['run', '--silent', 'lint']);

// Installed without its install scripts (`npm ci --ignore-scripts`, as .ci/run does), better-sqlite3 has no addon
// yet: compiling its SQLite takes one core for about two minutes, which an install would spend with the other idle.
// Here it builds beside the lint, the typecheck and the build, which do not need it; the steps after them do.
const addonMissing = !existsSync(path.join(root, 'node_modules', 'better-sqlite3', SQLITE_ADDON));
const addon = addonMissing ? startBeside('npm', ['rebuild', '--foreground-scripts']) : undefined;

// The package's typecheck script, as for the lint: TypeScript 7's `tsc -b` (docs/decisions/0095).
await step('Typecheck: npm run typecheck (TypeScript 7)', async () => ({ ok: (await run('npm', ['run', '--silent', 'typecheck'])) === 0 }));

// The build feeds both the first-visit size check (deterministic: the manifest and gzip, no browser) and e2e, which
// runs the compiled server. Neither needs the SQLite addon, so they run while it may still be building.
const built = await step('Build the SPA and the server', async () => ({ ok: (await run(process.execPath, ['scripts/build.mjs'])) === 0 }));
if (built) {
  await step('First-visit JS per route within budget', async () => {
    const ok = (await run(bin('tsx'), ['build/check-first-visit.ts', 'dist'])) === 0;
    return { ok, counts: { passed: ok ? 1 : 0, failed: ok ? 0 : 1 } };
  });
} else skip('First-visit JS per route within budget', 'the build failed');

await addon?.finish('Install scripts: npm rebuild (better-sqlite3)');

// What another team does with the package: pack it, install the tarball in a project of its own, run that project's
// Playwright tests over lectern/testing (examples/missing-work; no browser).
await step('Packed example: lectern/testing', async () => {
  const code = await run(process.execPath, ['scripts/test-example.mjs', '--report', exampleReport]);
  const counts = playwrightCounts(exampleReport);
  return { ok: code === 0, counts, note: describe(counts) };
});

// Vitest starts as soon as the steps beside the lint are done, rather than after the lint: the core they had would
// otherwise wait for the lint's last minute or two. One test file per core; its output follows the lint's.
const vitest = startBeside(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${path.relative(root, vitestReport)}`]);

await lint.finish('Lint: npm run lint (eslint, knip)');

await vitest.finish('Unit tests: vitest run', (code) => {
  const counts = vitestCounts();
  return { ok: code === 0, counts, note: describe(counts) };
});

if (skipE2e) {
  skip('End-to-end tests', '--skip-e2e');
} else {
  const found = await step('Find Chromium', async () => {
    const executable = await findChromium();
    env.PLAYWRIGHT_CHROMIUM_EXECUTABLE = executable;
    console.log(`Using Chromium at ${executable}`);
    return { ok: true, note: executable };
  });
  if (!found) skip('End-to-end tests: playwright test', 'no Chromium');
  else if (!built) skip('End-to-end tests: playwright test', 'the build failed');
  else {
    await step('End-to-end tests: playwright test', async () => {
      const code = await run(bin('playwright'), ['test']);
      const counts = playwrightCounts(e2eReport);
      return { ok: code === 0, counts, note: describe(counts) };
    });
  }
}

// Summary. A failed step adds at least one failure, so a failing run never ends in "0 failed".
let passed = 0;
let failed = 0;
header('Summary');
for (const result of results) {
  const reported = result.counts ?? { passed: 0, failed: 0 };
  passed += reported.passed;
  failed += result.status === 'failed' ? Math.max(1, reported.failed) : reported.failed;
  const status = result.status.toUpperCase().padEnd(7);
  const time = result.status === 'skipped' ? '' : `${result.seconds.toFixed(1)}s`;
  console.log(`${status} ${result.name.padEnd(42)} ${time.padStart(7)}${result.note ? `  ${result.note}` : ''}`);
}
// A second try is CI's alone (docs/decisions/0096): what needed one is named, never only counted.
const secondTries = results.flatMap((result) => result.counts?.flaky ?? []);
if (secondTries.length > 0) console.log(`\nPassed only on a second try:\n${secondTries.map((name) => `  ${name}`).join('\n')}`);
const anyFailed = results.some((result) => result.status === 'failed');
console.log(anyFailed ? '\nSome steps failed.' : '\nAll steps passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = anyFailed ? 1 : 0;

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/*
 * This file is evaluated by the runner and again by every worker. Values that
 * must be the same everywhere (the data dir) are created once by the runner and
 * handed to the workers through process.env, which they inherit.
 */

// The servers run compiled (scripts/build-server.mjs): built here, once, by the runner before it starts them, and
// only when a source changed since the last build.
if (!process.env.LECTERN_E2E_SERVER_BUILT) {
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { stdio: 'inherit' });
  process.env.LECTERN_E2E_SERVER_BUILT = '1';
}

const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh database per run: the server migrates and seeds an empty DATA_DIR.
// Set E2E_DATA_DIR to use (and keep) a directory of your own; the temp dir made
// here is removed after the run by e2e/global-setup.ts unless E2E_KEEP_DATA=1.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'lectern-e2e-'));
  process.env.LECTERN_E2E_TEMP_DATA_DIR = process.env.E2E_DATA_DIR;
}
const dataDir = process.env.E2E_DATA_DIR;

/*
 * The canvas-proxy project: an embedded server with the demo data plays a school's Canvas, and Lectern runs in
 * proxy mode in front of it (e2e/canvas-proxy/start-proxy.ts). The school listens on another loopback address,
 * not just another port, because cookies ignore ports: its session must not overwrite Lectern's. It runs with
 * Lectern's extensions off (docs/lectern-extensions.md), so the app is shown working as against a real Canvas.
 */
const schoolURL = `http://127.0.0.2:${port + 1}`;
const proxyPort = port + 2;
const proxyURL = `http://127.0.0.1:${proxyPort}`;
if (!process.env.E2E_SCHOOL_DATA_DIR) {
  process.env.E2E_SCHOOL_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'lectern-e2e-school-'));
  process.env.LECTERN_E2E_TEMP_SCHOOL_DIR = process.env.E2E_SCHOOL_DATA_DIR;
}
const schoolDataDir = process.env.E2E_SCHOOL_DATA_DIR;

/** See docs/decisions/0003-how-tests-find-chromium.md. */
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined; // Playwright's own download, if there is one.
}

// The machine has no network: without the background-networking switches
// Chromium stalls on start-up trying to reach Google services.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const isCI = Boolean(process.env.CI);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
};

const serverDefaults = {
  reuseExistingServer: !isCI,
  timeout: 60_000,
  stdout: 'ignore',
  stderr: 'pipe',
  // SIGTERM first so the server can close SQLite cleanly.
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
} as const;

export default defineConfig({
  testDir: 'e2e/specs',
  // Not test-results/ itself: Playwright empties its outputDir at start, and
  // scripts/test-all.mjs keeps the Vitest report in test-results/.
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  // One more try in CI, where the machine is shared; a test that passes on it is named as flaky in npm test's
  // summary (docs/decisions/0096-a-second-try-in-ci-named-in-the-summary.md).
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL,
    headless: true,
    screenshot: 'only-on-failure',
    // Recording a trace of every test costs CI an eighth of the browser tests' time, and CI keeps only what the
    // run prints: there a failure shows its error and screenshot. Locally a failed test leaves its trace.
    trace: isCI ? 'off' : 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium },
    { name: 'canvas-proxy', testDir: 'e2e/canvas-proxy', use: { ...chromium, baseURL: proxyURL } },
  ],
  webServer: [
    {
      ...serverDefaults,
      command: 'node dist-server/main.js',
      url: `${baseURL}/healthz`,
      env: { PORT: String(port), DATA_DIR: dataDir, SEED: 'demo', LECTERN_SERVE_SPA: 'true' },
    },
    {
      ...serverDefaults,
      command: 'node dist-server/main.js',
      url: `${schoolURL}/healthz`,
      env: { HOST: '127.0.0.2', PORT: String(port + 1), DATA_DIR: schoolDataDir, SEED: 'demo', LECTERN_SERVE_SPA: 'true', LECTERN_EXTENSIONS: 'off' },
    },
    {
      ...serverDefaults,
      command: 'node_modules/.bin/tsx e2e/canvas-proxy/start-proxy.ts',
      url: `${proxyURL}/healthz`,
      env: { PORT: String(proxyPort), SCHOOL_URL: schoolURL },
    },
  ],
});

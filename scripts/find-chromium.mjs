#!/usr/bin/env node
// Finds a Chromium for Playwright; see docs/decisions/0003-how-tests-find-chromium.md.
//
//   node scripts/find-chromium.mjs      prints "Using Chromium at ..." or what to do, exits 1 if none
//   import { findChromium } from './find-chromium.mjs'   resolves to the path, or rejects with the advice
//
// Order: $PLAYWRIGHT_CHROMIUM_EXECUTABLE, /usr/bin/chromium (Debian), Playwright's
// own download (trying `playwright install chromium` once), and as root on Debian
// `apt-get install chromium`. This machine reaches the npm and Debian registries
// only, so Playwright's own download is expected to fail; Debian's package works.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEBIAN_PATH = '/usr/bin/chromium';

/** @param {string | undefined} file */
function isExecutable(file) {
  if (!file) return false;
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Playwright's own Chromium for this version (may not be downloaded). */
async function playwrightChromiumPath() {
  try {
    const { chromium } = await import('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * Runs a command with its output shown; returns true when it exits 0.
 * @param {string} command @param {string[]} args @param {number} timeoutMs
 */
function tryRun(command, args, timeoutMs) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function isRootOnDebian() {
  return existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0;
}

export const HOW_TO_FIX = `No Chromium found for the end-to-end tests. Do one of:
  - Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium
  - with network access to Playwright's CDN: npx playwright install chromium
  - point at an existing Chromium or Chrome: export PLAYWRIGHT_CHROMIUM_EXECUTABLE=/path/to/chromium
Then run the tests again (or \`npm test -- --skip-e2e\` to skip them).`;

/**
 * Resolves to the path of a usable Chromium, installing one if it can.
 * @param {{ install?: boolean, log?: (line: string) => void }} [options]
 *   install: false only looks, never downloads or installs.
 * @returns {Promise<string>}
 */
export async function findChromium({ install = true, log = (line) => console.log(line) } = {}) {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    log(`PLAYWRIGHT_CHROMIUM_EXECUTABLE=${fromEnv} is not an executable file; looking elsewhere.`);
  }

  if (isExecutable(DEBIAN_PATH)) return DEBIAN_PATH;

  const bundled = await playwrightChromiumPath();
  if (isExecutable(bundled)) return /** @type {string} */ (bundled);

  if (install) {
    log("Trying Playwright's own Chromium download (fails without access to its CDN) ...");
    const playwrightCli = path.join(root, 'node_modules', '.bin', 'playwright');
    if (existsSync(playwrightCli) && tryRun(playwrightCli, ['install', 'chromium'], 5 * 60_000)) {
      const downloaded = await playwrightChromiumPath();
      if (isExecutable(downloaded)) return /** @type {string} */ (downloaded);
    }
    log('Playwright could not download Chromium.');

    if (isRootOnDebian()) {
      log("Installing Debian's chromium package with apt-get ...");
      if (tryRun('apt-get', ['update'], 10 * 60_000) && tryRun('apt-get', ['install', '-y', 'chromium'], 15 * 60_000)) {
        if (isExecutable(DEBIAN_PATH)) return DEBIAN_PATH;
      }
      log('apt-get could not install chromium.');
    }
  }

  throw new Error(HOW_TO_FIX);
}

/** The browser's own version line, for the log; empty if it cannot say. */
function versionOf(/** @type {string} */ executable) {
  try {
    return execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 }).trim();
  } catch {
    return '';
  }
}

function isMain() {
  if (!process.argv[1]) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (isMain()) {
  try {
    const executable = await findChromium();
    const version = versionOf(executable);
    console.log(`Using Chromium at ${executable}${version ? ` (${version})` : ''}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

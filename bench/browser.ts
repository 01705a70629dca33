import { chromium, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { runCommand } from './lectern-server';

// Without network, Chromium stalls on start-up trying to reach Google services (as in playwright.config.ts).
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Builds the app once into `distDir`; every browser figure loads that build from the real server. */
export async function buildApp(distDir: string): Promise<void> {
  await runCommand('node_modules/.bin/vite', ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn']);
  // The server's render of first screens, where the server looks for it (docs/decisions/0093).
  await runCommand('node_modules/.bin/vite', ['build', '--ssr', '--outDir', firstScreenDir(distDir), '--emptyOutDir', '--logLevel', 'error']);
}

/** The build of the server's render that goes with the app built into `distDir`. */
export const firstScreenDir = (distDir: string) => `${distDir}-ssr`;

/** Signs the context in as the sign-in page does: the session cookie from POST /lectern/session. */
export async function signInContext(context: BrowserContext, origin: string, token: string): Promise<void> {
  const response = await context.request.post(`${origin}/lectern/session`, { data: { access_token: token } });
  if (!response.ok()) throw new Error(`sign-in as ${token} failed: ${response.status()}`);
}

/** A browser at rest spends under this much CPU (all its processes together) in each QUIET_WINDOW_MS. */
const QUIET_CPU_MS = 20;
const QUIET_WINDOW_MS = 200;
const QUIET_TIMEOUT_MS = 10_000;

const browserCpuSeconds = async (cdp: CDPSession) => {
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { cpuTime: number }[] };
  return processInfo.reduce((sum, { cpuTime }) => sum + cpuTime, 0);
};

/**
 * Waits until Chromium's processes are at rest: a page closed a moment ago is still being torn down (a large app's
 * heap, its renderer), and that work, on the same two cores, would count in the next visit's figures. Gives up
 * after QUIET_TIMEOUT_MS, and says so.
 */
export async function untilBrowserQuiet(browser: Browser | null): Promise<void> {
  if (!browser) return;
  const cdp = await browser.newBrowserCDPSession();
  try {
    const deadline = Date.now() + QUIET_TIMEOUT_MS;
    let before = await browserCpuSeconds(cdp);
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_WINDOW_MS));
      const now = await browserCpuSeconds(cdp);
      // A process that ended leaves the sum: that lowers it, and counts as quiet.
      if ((now - before) * 1000 < QUIET_CPU_MS) return;
      before = now;
    }
    console.log(`(the browser was still busy after ${QUIET_TIMEOUT_MS / 1000} s; measuring anyway)`);
  } finally {
    await cdp.detach();
  }
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await findChromium({ install: false }), args: CHROMIUM_ARGS });
}

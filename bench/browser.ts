import { chromium, type Browser, type BrowserContext } from '@playwright/test';
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

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await findChromium({ install: false }), args: CHROMIUM_ARGS });
}

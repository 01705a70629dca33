import { chromium, type Browser } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { runCommand } from './lectern-server';

/** The app reads its token from here at start-up (src/api/http/session-token.ts). */
export const TOKEN_STORAGE_KEY = 'lectern.token';
// Without network, Chromium stalls on start-up trying to reach Google services (as in playwright.config.ts).
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Builds the app once into `distDir`; every browser figure loads that build from the real server. */
export async function buildApp(distDir: string): Promise<void> {
  await runCommand('node_modules/.bin/vite', ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn']);
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await findChromium({ install: false }), args: CHROMIUM_ARGS });
}

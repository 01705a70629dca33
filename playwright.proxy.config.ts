import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/*
 * Proxy mode end to end: one web server process runs an embedded "school Canvas" with the demo data and Lectern
 * with CANVAS_URL pointed at it (server/test/school-and-proxy.ts); every request of the app goes through the proxy.
 * Run: npx vite build && E2E_PORT=3312 npx playwright test -c playwright.proxy.config.ts
 */
const port = Number(process.env.E2E_PORT ?? 3108);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: /proxy-mode\.spec\.ts$/,
  outputDir: 'test-results/e2e-proxy',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-proxy-results.json' }]],
  use: { ...base.use, baseURL },
  webServer: {
    command: 'node_modules/.bin/tsx server/test/school-and-proxy.ts',
    url: `${baseURL}/healthz`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});

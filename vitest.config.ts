import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // As in the browser's build (vite.config.ts).
  define: { __SERVER_SCREEN__: 'undefined' },
  test: {
    pool: 'threads',
    // One test file per core: Vitest's default in a run leaves a core free for itself, which on a two-core machine
    // is one file at a time.
    maxWorkers: '100%',
    // Deletes the temporary directories test apps create, after every test file.
    setupFiles: ['server/test/dispose-after-file.ts'],
    testTimeout: 20_000,
    // Disposing a file's test apps (databases, directories) took over Vitest's 10 s default after the authorization
    // matrix's 92 tests on a slow two-core machine.
    hookTimeout: 60_000,
    // In CI, a test that fails is run once more, and passes only as "flaky": npm test names it in its summary
    // (docs/decisions/0096-a-second-try-in-ci-named-in-the-summary.md). Locally every failure stands.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        // The server's tests share a worker's modules instead of importing the whole server again for every file:
        // that import was two thirds of their time. Each test builds its own app, database and directory
        // (server/test), and a test that moves the one process-wide clock puts it back (afterEach(useRealTime)).
        extends: true,
        test: {
          name: 'API',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // The app's own modules hold the browser's state (the request gate, the CSRF token, the render's transport),
        // so these files keep a fresh module graph each.
        extends: true,
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'src/**/*.test.ts', 'bench/**/*.test.ts', 'build/**/*.test.ts', 'testing/**/*.test.ts'],
          environment: 'node',
          // Vitest empties CSS imports by default; the contrast test reads the design tokens with `?raw`.
          css: { include: [/tokens\.css/] },
        },
      },
      {
        // Components render in jsdom against the real server in process (src/test/render-app.tsx).
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: './src/test/jsdom-with-node-modules.ts',
          // A first render compiles the app's lazy route modules; slow on a busy two-core machine.
          testTimeout: 60_000,
        },
      },
    ],
  },
});

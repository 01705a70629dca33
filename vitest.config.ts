import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['server/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    // Deletes the temporary directories test apps create, after every test file.
    setupFiles: ['server/test/dispose-after-file.ts'],
    testTimeout: 20_000,
  },
});

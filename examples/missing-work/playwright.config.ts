import { defineConfig } from '@playwright/test';

// The tool is an API client: no browser. Each worker gets its own Canvas from lectern/testing.
export default defineConfig({
  testDir: 'tests',
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  forbidOnly: Boolean(process.env.CI),
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { clockControl, faultControl, resetServer, type Clock, type Faults } from './controls.js';
import { createFactory, type Factory } from './factory.js';
import { caller } from './http.js';
import { startLecternCanvas, type Ready, type Seed } from './server.js';
import type { Tokens } from './types.js';

/** What a test receives as `canvas`: its server, the controls, and the factory over the real API. */
export type Canvas = Factory & {
  url: string;
  tokens: Tokens;
  clock: Clock;
  faults: Faults;
  /** Back to the seed's state mid-test (every test already starts from one). */
  reset: () => Promise<void>;
};

export type LecternOptions = {
  /** The seed each worker's server starts from and every reset returns to: demo (the default), none or large. */
  lecternSeed: Seed;
};

type WorkerFixtures = LecternOptions & { lecternServer: Ready };
type TestFixtures = { lecternReset: undefined; canvas: Canvas };

/**
 * Playwright's `test` with a Canvas: each worker starts its own `lectern-canvas` on a free port over a temporary
 * data directory (gone when the worker ends), and each test starts from a reset of it.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  lecternSeed: ['demo', { scope: 'worker', option: true }],

  lecternServer: [
    async ({ lecternSeed }, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'lectern-canvas-'));
      try {
        const server = await startLecternCanvas(dataDir, lecternSeed);
        try {
          await use({ url: server.url, tokens: server.tokens });
        } finally {
          await server.stop();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  lecternReset: [
    async ({ lecternServer }, use) => {
      await resetServer(caller(lecternServer.url, lecternServer.tokens.admin));
      await use(undefined);
    },
    { auto: true },
  ],

  canvas: async ({ lecternServer, lecternReset: _reset }, use) => {
    const { url, tokens } = lecternServer;
    const admin = caller(url, tokens.admin);
    await use({
      url,
      tokens,
      clock: clockControl(admin),
      faults: faultControl(admin),
      reset: () => resetServer(admin),
      ...createFactory(url, tokens.admin),
    });
  },
});

export { expect };
export { CanvasRequestError } from './http.js';
export type { ActiveFaultRule, Clock, FaultRule, Faults } from './controls.js';
export type { AssignmentOptions, AssignmentOverride, CourseOptions, Factory, SectionOptions, StudentOptions, SubmitContent } from './factory.js';
export type { FileContent } from './upload.js';
export type { Seed } from './server.js';
export type * from './types.js';

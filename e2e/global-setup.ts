import { rmSync } from 'node:fs';

/**
 * Runs once before the tests (after the web server is up). Its only job is the
 * returned teardown: remove the temp DATA_DIRs that playwright.config.ts made,
 * unless E2E_KEEP_DATA=1 (to inspect the database after a failing run).
 * A directory the user chose with E2E_DATA_DIR is never removed.
 */
export default function globalSetup(): () => void {
  return () => {
    if (process.env.E2E_KEEP_DATA === '1') return;
    for (const dir of [process.env.LECTERN_E2E_TEMP_DATA_DIR, process.env.LECTERN_E2E_TEMP_SCHOOL_DIR]) {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  };
}

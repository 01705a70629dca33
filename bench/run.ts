import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/open';
import { seedLarge } from '../server/db/seed/seed';
import { measureApi } from './api-latency';
import { assertMeasured, report, type Result } from './budget';
import { measureFirstVisit } from './first-visit';

// In-process requests have no socket; the bench stands in for a client on this machine, where demo tokens work.
const LOCAL_CLIENT = { clientAddress: () => '127.0.0.1' };

/**
 * `npm run bench`: performance budgets on the large profile. API latency is measured in process; the first
 * visit builds the app and loads it from the real server in Chromium. Fails when a budget is exceeded or a
 * figure measured nothing.
 */
async function main(): Promise<void> {
  // The server reads DATA_DIR/lectern.sqlite, so the first visit reuses the seeded database.
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-bench-'));
  const results: Result[] = [];
  try {
    const db = openDatabase(join(dataDir, 'lectern.sqlite'));
    const seedStart = performance.now();
    seedLarge(db, { dataDir });
    const courses = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM courses').get()?.n ?? 0;
    assertMeasured('courses seeded', courses, 2000);
    results.push({ name: `seed large profile (${courses} courses)`, value: (performance.now() - seedStart) / 1000, budget: 60, unit: 's' });

    const largeCourse = db.prepare<[], { id: number }>(`SELECT id FROM courses WHERE name LIKE 'Psychology 100%'`).get()?.id;
    if (largeCourse === undefined) throw new Error('the large profile has no 3,000-student course');
    results.push(...(await measureApi(createApp({ db, dataDir, network: LOCAL_CLIENT }), largeCourse)));
    db.close();

    results.push(...(await measureFirstVisit(dataDir)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const over = report(results);
  console.log(over ? `${over} budget(s) exceeded` : 'All budgets met');
  process.exitCode = over ? 1 : 0;
}

try {
  await main();
} catch (error) {
  console.error(`Bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/open';
import { seedLarge } from '../server/db/seed/seed';

/** Performance budgets, measured in-process on the large profile. `npm run bench` fails when one is exceeded. */
type Result = { name: string; value: number; budget: number; unit: string };

const RUNS = 30;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-bench-'));
  const results: Result[] = [];
  try {
    const db = openDatabase(join(dataDir, 'bench.sqlite'));
    const seedStart = performance.now();
    seedLarge(db, { dataDir });
    results.push({ name: 'seed large profile', value: (performance.now() - seedStart) / 1000, budget: 60, unit: 's' });

    // In-process requests have no socket; the bench stands in for a client on this machine.
    const app = createApp({ db, dataDir, network: { clientAddress: () => '127.0.0.1' } });
    const largeCourse = db
      .prepare<[], { id: number }>(`SELECT id FROM courses WHERE name LIKE 'Psychology 100%'`)
      .get()?.id;
    const assignments = db
      .prepare<[number], { id: number }>('SELECT id FROM assignments WHERE course_id = ? ORDER BY id')
      .all(largeCourse ?? 0);
    const timed = async (name: string, path: string, budgetMs: number) => {
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const response = await app.request(`http://bench.local${path}`, {
          headers: { Authorization: 'Bearer demo-admin' },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        samples.push(performance.now() - start);
      }
      results.push({ name: `${name} (p95 of ${RUNS})`, value: percentile(samples, 95), budget: budgetMs, unit: 'ms' });
    };
    const listIncludes = 'include[]=term&include[]=total_students&include[]=teachers';
    await timed('courses list, first page of 100', `/api/v1/courses?per_page=100&${listIncludes}`, 60);
    await timed('courses list, page 20 of 100', `/api/v1/courses?per_page=100&page=20&${listIncludes}`, 60);
    await timed('3,000-student roster, page of 100', `/api/v1/courses/${largeCourse}/users?per_page=100&include[]=enrollments&include[]=avatar_url`, 80);
    await timed('3,000-student roster, search', `/api/v1/courses/${largeCourse}/users?search_term=an&per_page=100`, 80);
    await timed('effective due dates, 3,000 students', `/api/v1/courses/${largeCourse}/effective_due_dates`, 250);
    if (assignments.length === 0) throw new Error('large profile has no assignments');
    bundleBudget(results);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  report(results);
}

/** The JavaScript a first visit downloads before any route chunk: index.html's entry scripts. */
function bundleBudget(results: Result[]): void {
  const index = join('dist', 'index.html');
  if (!existsSync(index)) {
    console.log('dist/ not built: run `npm run build` to measure the bundle budget');
    return;
  }
  const html = readFileSync(index, 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const bytes = entries.reduce((sum, file) => sum + gzipSync(readFileSync(join('dist', 'assets', file))).length, 0);
  results.push({ name: `initial JS, gzipped (${entries.length} files)`, value: bytes / 1024, budget: 200, unit: 'KiB' });
  const chunks = readdirSync(join('dist', 'assets')).filter((f) => f.endsWith('.js')).length;
  console.log(`dist/assets holds ${chunks} JS chunks (route-level code splitting)`);
}

function report(results: Result[]): void {
  let failed = 0;
  for (const r of results) {
    const ok = r.value <= r.budget;
    if (!ok) failed++;
    console.log(`${ok ? 'ok  ' : 'OVER'}  ${r.name.padEnd(48)} ${r.value.toFixed(1).padStart(8)} ${r.unit}  (budget ${r.budget} ${r.unit})`);
  }
  console.log(failed ? `${failed} budget(s) exceeded` : 'All budgets met');
  process.exitCode = failed ? 1 : 0;
}

await main();

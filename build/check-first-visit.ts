import { resolve } from 'node:path';
import { FIRST_VISIT_BUDGET_KIB } from './first-visit-budgets';
import { firstVisitSizes } from './first-visit-js';

const kib = (bytes: number) => bytes / 1024;

/** `tsx build/check-first-visit.ts [distDir]`: prints the table, exits 1 when a route is over or unbudgeted. */
function main(): void {
  const sizes = firstVisitSizes(resolve(process.argv[2] ?? 'dist'));
  let over = 0;
  console.log('First-visit JS per route (entry + route chunks + their static imports, gzip -9):');
  for (const { route, files, gzipBytes, bytes } of sizes) {
    const budget = FIRST_VISIT_BUDGET_KIB[route];
    const ok = budget !== undefined && kib(gzipBytes) <= budget;
    if (!ok) over++;
    console.log(
      `${ok ? 'ok  ' : 'OVER'}  ${route.padEnd(12)} ${kib(gzipBytes).toFixed(1).padStart(7)} KiB gz (budget ${budget ?? 'none'})  ${kib(bytes).toFixed(1).padStart(7)} KiB raw  ${files.length} files`,
    );
  }
  if (sizes.length === 0) over++;
  console.log(over ? `${over} route(s) over budget` : 'All first-visit budgets met');
  process.exitCode = over ? 1 : 0;
}

main();

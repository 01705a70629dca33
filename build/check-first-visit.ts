import { resolve } from 'node:path';
import { firstVisitSizes } from './first-visit-js';

/**
 * Budgets for each route's first-visit JS, gzipped, in KiB: the build fails `npm test` when a route grows past its
 * own. Set at the figures measured when this check landed plus a small margin; the BUNDLE work on issue 12 lowers
 * /courses to 140 and sign-in to 110 as its reductions land. Lower a budget whenever a route gets lighter.
 */
export const FIRST_VISIT_BUDGET_KIB: Record<string, number> = {
  'sign-in': 188,
  '/courses': 208,
  'course home': 196,
  people: 266,
  'due dates': 218,
  files: 288,
  grading: 270,
};

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

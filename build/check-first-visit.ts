import { resolve } from 'node:path';
import { FIRST_VISIT_BUDGET_KIB } from './first-visit-budgets';
import { bundledModules, firstVisitSizes, LAZY_OVERLAY_MODULES } from './first-visit-js';

const kib = (bytes: number) => bytes / 1024;

/**
 * `tsx build/check-first-visit.ts [distDir]`: prints the table, exits 1 when a route is over or unbudgeted, or
 * when its first visit carries React Aria's overlay code.
 */
function main(): void {
  const distDir = resolve(process.argv[2] ?? 'dist');
  const sizes = firstVisitSizes(distDir);
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
  for (const { route, files } of sizes) {
    const overlays = bundledModules(distDir, files).filter((module) => LAZY_OVERLAY_MODULES.test(module));
    if (overlays.length === 0) continue;
    over++;
    console.log(`OVER  ${route}: React Aria's overlay code at first paint, load it when opened instead:\n      ${overlays.map((module) => module.replace(/^.*node_modules\//, '')).join('\n      ')}`);
  }
  if (sizes.length === 0) over++;
  console.log(over ? `${over} route(s) over budget or loading overlays early` : 'All first-visit budgets met; no route loads React Aria’s dialogs, popovers or menus before they open');
  process.exitCode = over ? 1 : 0;
}

main();

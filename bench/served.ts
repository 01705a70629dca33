import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { LARGE_COUNTS } from '../server/db/seed/large-profile';
import { measureThroughput, type ThroughputTarget } from './api-throughput';
import { writeBarePages } from './bare-table-page';
import { buildApp, firstScreenDir, launchChromium } from './browser';
import type { Result } from './budget';
import type { FigureGroup } from './figure-selection';
import { measureFileScroll } from './files-browser';
import { measureFirstRow } from './first-row';
import { reportThrottledFirstRow } from './first-row-throttled';
import { measureFirstVisit } from './first-visit';
import { measureGradebook, type GradebookTarget } from './gradebook';
import { measureGrading, type GradingTarget } from './grading';
import { measureRubricGrading } from './grading-rubric';
import { startServer } from './lectern-server';
import { measureScrollLongTasks } from './scroll-long-tasks';
import { checkTableProbes } from './table-probes-check';
import { tablePages, type TablePages } from './table-pages';

/** What the figures served by the real server need from the seeded database. */
export type ServedTargets = {
  grading: GradingTarget[];
  filesCourseId: number;
  bigCourseId: number;
  /** The 3,000 x 50 course of the gradebook figures, without the grading view they are measured beside. */
  gradebook: Omit<GradebookTarget, 'grading'>;
  throughput: ThroughputTarget;
  /** Shows or hides a 10-criterion rubric on the first grading target's assignment, in the served database. */
  showRubric: (shown: boolean) => void;
};

const BROWSER_GROUPS: FigureGroup[] = ['first-visit', 'first-row', 'first-row-throttled', 'long-tasks', 'grading', 'gradebook', 'grading-rubric', 'file-scroll'];

/** The selected Chromium figures, in FIGURE_GROUPS' order, on one browser. */
async function measureInBrowser(browser: Browser, origin: string, want: Set<FigureGroup>, targets: ServedTargets, pages: TablePages): Promise<Result[]> {
  const results: Result[] = [];
  // The small seminar: the first-visit figures are about code, not about waiting for a 3,000-student roster.
  const seminar = targets.grading.at(-1);
  const big = targets.grading[0];
  if (!seminar || !big) throw new Error('no course to measure first visits in');
  if (want.has('first-row') || want.has('first-row-throttled') || want.has('long-tasks')) await checkTableProbes(browser);
  if (want.has('first-visit')) results.push(...(await measureFirstVisit(browser, origin, seminar)));
  const firstRowPages = Object.values(pages);
  if (want.has('first-row')) results.push(...(await measureFirstRow(browser, origin, firstRowPages)));
  if (want.has('first-row-throttled')) await reportThrottledFirstRow(browser, origin, firstRowPages);
  if (want.has('long-tasks')) {
    const minRows = LARGE_COUNTS.bigCourseStudents;
    results.push(...(await measureScrollLongTasks(browser, origin, [{ page: pages.people, minRows }, { page: pages.dueDates, minRows }])));
  }
  if (want.has('grading')) results.push(...(await measureGrading(browser, origin, targets.grading)));
  // Before the rubric below, so its baseline is the grading view the grading figures measure.
  if (want.has('gradebook')) results.push(...(await measureGradebook(browser, origin, { ...targets.gradebook, grading: pages.grading })));
  // After every other grading figure: the rubric it attaches stays on the assignment.
  if (want.has('grading-rubric')) results.push(...(await measureRubricGrading(browser, origin, big, targets.showRubric)));
  if (want.has('file-scroll')) results.push(...(await measureFileScroll(browser, origin, targets.filesCourseId)));
  return results;
}

/**
 * The figures that need the real server over the seeded data dir: API throughput beside the bare baseline, and
 * everything that runs in Chromium, with one build (made only when a browser figure is selected), one server
 * process and one browser.
 */
export async function measureServed(dataDir: string, want: Set<FigureGroup>, targets: ServedTargets): Promise<Result[]> {
  const inBrowser = BROWSER_GROUPS.some((group) => want.has(group));
  if (!inBrowser && !want.has('api-throughput')) return [];
  const big = targets.grading[0];
  if (!big) throw new Error('no grading course to measure');
  const pages = tablePages(targets.bigCourseId, big.assignmentId);
  const distDir = inBrowser ? mkdtempSync(join(tmpdir(), 'lectern-bench-dist-')) : undefined;
  try {
    if (distDir) await buildApp(distDir);
    if (distDir) writeBarePages(distDir, Object.values(pages));
    const server = await startServer(dataDir, distDir);
    try {
      // Before Chromium starts, so the load generator and the servers have the cores to themselves.
      const results = want.has('api-throughput') ? await measureThroughput(server, join(dataDir, 'lectern.sqlite'), targets.throughput) : [];
      if (!inBrowser) return results;
      const browser = await launchChromium();
      try {
        return [...results, ...(await measureInBrowser(browser, server.origin, want, targets, pages))];
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    if (distDir) for (const dir of [distDir, firstScreenDir(distDir)]) rmSync(dir, { recursive: true, force: true });
  }
}

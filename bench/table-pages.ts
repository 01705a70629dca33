import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LARGE_NAMES } from '../server/db/seed/large-profile';
import { signInContext } from './browser';
import { TABLE_PROBES, type TableProbeWindow } from './table-probes';

/**
 * A page whose figure is its table: where it is, the table's accessible name, who looks at it, and its first row's
 * budgets. `probe: 'grading'`: the page has no table; its first row is the first student's submission with its grade
 * box, as bench/grading-probes.ts finds them (`table` then names the rail, for the printout).
 */
export type TablePage = {
  label: string;
  path: string;
  table: string;
  token: string;
  firstRowBudgetMs: { cold: number; warm: number };
  probe?: 'grading';
};

const FIRST_ROW_TIMEOUT_MS = 30_000;

/**
 * The course list as the admin who teaches 2,000 courses, and the 3,000-student course's people and due dates as its
 * teacher. First-row budgets: /courses cold is issue 12's goal. People and due dates ask for the course, then the
 * caller's permissions in it, before their roster: two round trips more than the course list, and more code, so
 * 300 ms more. Warm, the code comes from the HTTP cache (hashed assets are immutable), which must save 100 ms or more.
 */
export function tablePages(bigCourseId: number, bigAssignmentId: number): Record<'courses' | 'people' | 'dueDates' | 'files' | 'grading', TablePage> {
  const course = `/courses/${bigCourseId}`;
  const coursePage = { token: 'demo-teacher', firstRowBudgetMs: { cold: 800, warm: 700 } };
  return {
    courses: { label: '/courses (2,000 courses)', path: '/courses', table: 'Courses', token: 'demo-admin', firstRowBudgetMs: { cold: 500, warm: 400 } },
    people: { label: 'people (3,000 students)', path: `${course}/people`, table: 'People', ...coursePage },
    dueDates: { label: 'due dates (3,000 students)', path: `${course}/due-dates`, table: 'Due dates by student', ...coursePage },
    // Bare-page requests: the folder's first page of files (by id), and the assignment's first page of submissions.
    files: { label: 'files (10,000)', path: `${course}/files/${encodeURIComponent(LARGE_NAMES.bigFolder)}`, table: `Contents of ${LARGE_NAMES.bigFolder}`, ...coursePage },
    grading: { label: 'grading (3,000 students)', path: `${course}/assignments/${bigAssignmentId}/grade`, table: 'Students', probe: 'grading', ...coursePage },
  };
}

/** A fresh context (empty HTTP cache and storage) holding `target`'s session cookie, with the table probes in every page. */
export async function signedInContext(browser: Browser, origin: string, target: TablePage): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInContext(context, origin, target.token);
  await context.addInitScript({ content: TABLE_PROBES });
  return context;
}

/**
 * Navigates `page` to the target and returns the milliseconds from navigation start to the first frame showing a
 * data row of its table, as the probe measured it in the page. Throws when no row appeared.
 */
export async function openAtFirstRow(page: Page, origin: string, target: TablePage): Promise<number> {
  await page.goto(`${origin}${target.path}`, { waitUntil: 'commit' });
  const shown = page.waitForFunction(
    (table) => (window as unknown as TableProbeWindow).__tableProbes.firstRows[table] ?? 0,
    target.table,
    { timeout: FIRST_ROW_TIMEOUT_MS },
  );
  const ms = await shown.then(
    (handle) => handle.jsonValue(),
    () => {
      throw new Error(`${target.label}: no data row of the table "${target.table}" appeared within ${FIRST_ROW_TIMEOUT_MS / 1000} s (at ${page.url()})`);
    },
  );
  // The same row through Playwright's accessibility queries, so the probe cannot drift from what a user finds.
  const naming = page.getByRole('link').or(page.getByRole('button'));
  const cell = page.getByRole('cell').or(page.getByRole('rowheader')).filter({ has: naming });
  await page.getByRole('table', { name: target.table, exact: true }).getByRole('row').filter({ has: cell }).first().waitFor();
  return ms;
}

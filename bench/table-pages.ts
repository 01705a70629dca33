import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LARGE_NAMES } from '../server/db/seed/large-profile';
import { signInContext } from './browser';
import { openAtFirstFrame } from './first-frame-probe';
import { GRADING_PROBES, openAtFirstStudent } from './grading-probes';
import { TABLE_PROBES } from './table-probes';

/**
 * What a bare page (bench/bare-table-page.ts) asks for to show the same first rows: `urls`, fetched together with
 * the session cookie as the page asks for them, then `rows`, the source of a JavaScript function taking their JSON
 * answers in order (and `json(url)` for a request that needs one of them) and returning [name, detail] per row.
 */
type Baseline = { urls: string[]; rows: string };

/**
 * A page whose figure is its table: where it is, the table's accessible name, who looks at it, its first row's
 * budgets, and the bare page it is measured against. A new target is one more entry in `tablePages`.
 * `probe: 'grading'`: the page has no table; its first row is the first student's submission with its grade box,
 * as bench/grading-probes.ts finds them (`table` then names the bare page's table, for the printout).
 */
export type TablePage = {
  label: string;
  path: string;
  table: string;
  token: string;
  firstRowBudgetMs: { cold: number; warm: number };
  baseline: Baseline;
  probe?: 'grading';
};

const byName = '(answers) => answers[0].map((item) => [item.name, String(item.id)])';

const FIRST_ROW_TIMEOUT_MS = 30_000;

/**
 * The course list as the admin who teaches 2,000 courses, and the 3,000-student course's people, due dates and
 * 10,000-file folder as its teacher. First-row budgets: /courses cold is issue 12's goal. People and due dates ask for the course, then the
 * caller's permissions in it, before their roster: two round trips more than the course list, and more code, so
 * 300 ms more. Warm, the code comes from the HTTP cache (hashed assets are immutable), which must save 100 ms or more.
 */
export type TablePages = Record<'courses' | 'people' | 'dueDates' | 'files' | 'grading', TablePage>;

export function tablePages(bigCourseId: number, bigAssignmentId: number): TablePages {
  const course = `/courses/${bigCourseId}`;
  const api = `/api/v1${course}`;
  const coursePage = { token: 'demo-teacher', firstRowBudgetMs: { cold: 800, warm: 700 } };
  return {
    courses: {
      label: '/courses (2,000 courses)',
      path: '/courses',
      table: 'Courses',
      token: 'demo-admin',
      firstRowBudgetMs: { cold: 500, warm: 400 },
      baseline: { urls: ['/api/v1/courses?per_page=100&include[]=term&include[]=total_students&include[]=teachers'], rows: byName },
    },
    people: {
      label: 'people (3,000 students)',
      path: `${course}/people`,
      table: 'People',
      ...coursePage,
      baseline: { urls: [`${api}/users?per_page=100&include[]=enrollments&include[]=avatar_url&include[]=email`], rows: byName },
    },
    dueDates: {
      label: 'due dates (3,000 students)',
      path: `${course}/due-dates`,
      table: 'Due dates by student',
      ...coursePage,
      // The dates name students by id: the names of the first 100 follow, as the page asks for them.
      baseline: {
        urls: [`${api}/effective_due_dates`, `${api}/assignments?per_page=100`],
        rows: `async ([dates], json) => {
          const ids = [...new Set(Object.values(dates).flatMap((byStudent) => Object.keys(byStudent)))].slice(0, 100);
          const users = await json('${api}/users?per_page=100&include[]=enrollments&' + ids.map((id) => 'user_ids[]=' + id).join('&'));
          return users.map((user) => [user.name, String(user.id)]);
        }`,
      },
    },
    files: {
      label: 'files (10,000 in one folder)',
      path: `${course}/files/${encodeURIComponent(LARGE_NAMES.bigFolder)}`,
      table: `Contents of ${LARGE_NAMES.bigFolder}`,
      ...coursePage,
      // The folder's id comes from its path, then its first page of files, as the page asks for them.
      baseline: {
        urls: [`${api}/folders/by_path/${encodeURIComponent(LARGE_NAMES.bigFolder)}`],
        rows: `async ([chain], json) => {
          const files = await json('/api/v1/folders/' + chain.at(-1).id + '/files?per_page=100&include[]=user&include[]=usage_rights&sort=name&order=asc');
          return files.map((file) => [file.display_name, String(file.size)]);
        }`,
      },
    },
    grading: {
      label: 'grading (3,000 students)',
      path: `${course}/assignments/${bigAssignmentId}/grade`,
      table: 'Students',
      probe: 'grading',
      ...coursePage,
      // The rail's first page with each row's student, as the grading view asks for it.
      baseline: {
        urls: [`${api}/assignments/${bigAssignmentId}/submissions?per_page=100&include[]=user`],
        rows: '(answers) => answers[0].map((submission) => [submission.user.name, String(submission.user_id)])',
      },
    },
  };
}

/** A fresh context (empty HTTP cache and storage) holding `target`'s session cookie, with the table probes in every page. */
export async function signedInContext(browser: Browser, origin: string, target: TablePage): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInContext(context, origin, target.token);
  await context.addInitScript({ content: TABLE_PROBES });
  if (target.probe === 'grading') await context.addInitScript({ content: GRADING_PROBES });
  return context;
}

/**
 * Navigates `page` to the target once the browser is at rest, and returns the milliseconds from navigation start to
 * the first frame showing a data row of its table (the grading view: a student's submission and grade box), as the
 * probe measured it in the page. Throws when no row appeared.
 */
export async function openAtFirstRow(page: Page, origin: string, target: TablePage): Promise<number> {
  const url = `${origin}${target.path}`;
  if (target.probe === 'grading') return openAtFirstStudent(page, url, FIRST_ROW_TIMEOUT_MS, () => `${target.label}: no student with a grade box appeared within ${FIRST_ROW_TIMEOUT_MS / 1000} s (at ${page.url()})`);
  const ms = await openAtFirstFrame(page, url, ['__tableProbes', 'firstRows', target.table], FIRST_ROW_TIMEOUT_MS, () =>
    `${target.label}: no data row of the table "${target.table}" appeared within ${FIRST_ROW_TIMEOUT_MS / 1000} s (at ${page.url()})`);
  // The same row through Playwright's accessibility queries, so the probe cannot drift from what a user finds.
  const naming = page.getByRole('link').or(page.getByRole('button'));
  const cell = page.getByRole('cell').or(page.getByRole('rowheader')).or(page.getByRole('gridcell')).filter({ has: naming });
  const table = page.getByRole('table', { name: target.table, exact: true }).or(page.getByRole('grid', { name: target.table, exact: true }));
  await table.getByRole('row').filter({ has: cell }).first().waitFor();
  return ms;
}

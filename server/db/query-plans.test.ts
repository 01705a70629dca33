import { describe, expect, it } from 'vitest';
import { planOf, queryPlanWorld } from '../test/query-plan-world';

/**
 * The hot reads' plans on the seeded demo school. Without ANALYZE statistics SQLite plans the same way whatever
 * the row counts, so a plan read here is the plan the large profile gets: a missing index shows up as a SCAN of
 * a table (or an AUTOMATIC index built per query) and fails here, not as a slow page in production.
 */

/** Plan steps that read a whole table: a SCAN of anything but a CTE or a page subquery, or an index built ad hoc. */
const DERIVED = new Set(['administered', 'chain', 'p', 'CONSTANT ROW']);
const fullReads = (plan: string[]) =>
  plan.filter((step) => {
    const scan = /^SCAN (.+?)(?: USING .*)?$/.exec(step);
    return (scan?.[1] !== undefined && !DERIVED.has(scan[1])) || step.includes('AUTOMATIC');
  });

const world = queryPlanWorld();
const { app, teacherToken, courseId } = world;

type Planned = { sql: string; plan: string[] }[];
const planned = new Map<string, Planned>();

/**
 * Every SELECT a request compiled first, with its plan. Statements compile once per database, so a text shared
 * with an earlier request is checked there; a path asked for twice answers what it compiled the first time.
 */
async function plansOf(path: string): Promise<Planned> {
  const known = planned.get(path);
  if (known) return known;
  world.ran.clear();
  const { status } = await app.get(path, teacherToken);
  expect(status).toBe(200);
  const reads = [...world.ran].filter((sql) => /^\s*(SELECT|WITH)\b/i.test(sql));
  expect(reads.length).toBeGreaterThan(0);
  const plans = reads.map((sql) => ({ sql: sql.replace(/\s+/g, ' ').trim(), plan: planOf(app.db, sql) }));
  planned.set(path, plans);
  return plans;
}

const first = async () => (await app.get(`/api/v1/courses/${courseId}/assignments`, teacherToken)).body;

describe('the hot reads use indexes (EXPLAIN QUERY PLAN)', () => {
  const hot: [name: string, path: () => string | Promise<string>][] = [
    ['the course list page', () => '/api/v1/courses?per_page=100'],
    ['a course', () => `/api/v1/courses/${courseId}`],
    ['a roster page with a search', () => `/api/v1/courses/${courseId}/users?search_term=an&per_page=100`],
    // The seeded course's first assignments have rubrics: their rows come in two queries for the whole page.
    ['the assignment list with its rubrics', () => `/api/v1/courses/${courseId}/assignments?per_page=100`],
    ['the effective due dates', () => `/api/v1/courses/${courseId}/effective_due_dates`],
    [
      'a submissions list',
      async () => {
        const assignments = (await first()) as { id: string }[];
        return `/api/v1/courses/${courseId}/assignments/${assignments[0]?.id}/submissions?per_page=100`;
      },
    ],
    [
      'a submissions list with rubric assessments',
      async () => {
        const assignments = (await first()) as { id: string }[];
        return `/api/v1/courses/${courseId}/assignments/${assignments[0]?.id}/submissions?per_page=100&include[]=full_rubric_assessment&include[]=rubric_assessment&include[]=submission_history`;
      },
    ],
    ['the files list', () => `/api/v1/courses/${courseId}/files?per_page=100`],
  ];

  it.each(hot)('%s reads no table whole', async (_name, path) => {
    for (const { sql, plan } of await plansOf(await path())) {
      expect({ sql, fullReads: fullReads(plan) }).toEqual({ sql, fullReads: [] });
    }
  });

  it('the files list takes its order from an index, so a deep page sorts nothing', async () => {
    const plans = await plansOf(`/api/v1/courses/${courseId}/files?per_page=100`);
    const page = plans.find(({ sql }) => /ORDER BY/.test(sql));
    expect(page?.plan.some((step) => step.startsWith('USE TEMP B-TREE FOR ORDER BY'))).toBe(false);
  });

  it('the course list and its count are driven by the caller’s enrollments, the count without a DISTINCT sort', async () => {
    const plans = await plansOf('/api/v1/courses?per_page=100');
    const list = plans.filter(({ sql }) => sql.includes('FROM courses c WHERE c.id IN'));
    expect(list).toHaveLength(2);
    for (const { plan } of list) {
      expect(plan).toContain('SEARCH e USING COVERING INDEX enrollments_user_course (user_id=?)');
      expect(plan.some((step) => step.includes('DISTINCT'))).toBe(false);
    }
  });

  it('the roster looks up last_login only for the page’s rows', async () => {
    const plans = await plansOf(`/api/v1/courses/${courseId}/users?search_term=an&per_page=100`);
    const roster = plans.find(({ sql }) => sql.includes('last_login'));
    expect(roster?.sql).toMatch(/^SELECT u\.\*, \(SELECT MAX\(l\.logged_in_at\).*\) AS last_login FROM \(SELECT u\.id FROM users u/);
  });
});

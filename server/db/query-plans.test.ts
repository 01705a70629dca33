import { describe, expect, it } from 'vitest';
import { planOf, queryPlanWorld } from '../test/query-plan-world';

/**
 * The hot reads' plans on the seeded demo school. Without ANALYZE statistics SQLite plans the same way whatever
 * the row counts, so a plan read here is the plan the large profile gets: a missing index shows up as a SCAN of
 * a table (or an AUTOMATIC index built per query) and fails here, not as a slow page in production.
 */

/** Plan steps that read a whole table: a SCAN of anything but a CTE or a page subquery, or an index built ad hoc. */
const DERIVED = new Set(['administered', 'chain', 'tree', 'p', 'CONSTANT ROW']);
/**
 * Keyset walks (docs/decisions/0075): a list read in one of these indexes' order from the start or the end, which
 * stops at its LIMIT, so it reads a page's worth of entries, not the table.
 */
const WALKS = [
  /^SCAN c USING INDEX courses_name_nocase$/,
  /^SCAN u USING (COVERING )?INDEX users_sortable_name_nocase$/,
  // An account's courses and students' submissions by id: the table itself, in rowid order.
  /^SCAN [cs]$/,
];
const fullReads = (plan: string[], sql = '') =>
  plan.filter((step) => {
    const scan = /^SCAN (.+?)(?: USING .*)?$/.exec(step);
    const walk = /LIMIT \?$/.test(sql.trim()) && WALKS.some((pattern) => pattern.test(step));
    return (scan?.[1] !== undefined && !DERIVED.has(scan[1]) && !walk) || step.includes('AUTOMATIC');
  });
/** A sort whose input grows with the data: what a keyset page must not need. */
const sorts = (plan: string[]) => plan.filter((step) => step.startsWith('USE TEMP B-TREE FOR ORDER BY'));

const world = queryPlanWorld();
const { app, teacherToken, courseId } = world;

type Planned = { sql: string; plan: string[] }[];
const planned = new Map<string, Planned>();

/**
 * Every SELECT a request compiled first, with its plan. Statements compile once per database, so a text shared
 * with an earlier request is checked there; a path asked for twice answers what it compiled the first time.
 */
async function plansOf(path: string, mayBeCompiled = false, token = teacherToken): Promise<Planned> {
  const known = planned.get(path);
  if (known) return known;
  world.ran.clear();
  const { status } = await app.get(path, token);
  expect(status).toBe(200);
  const reads = [...world.ran].filter((sql) => /^\s*(SELECT|WITH)\b/i.test(sql));
  if (!mayBeCompiled) expect(reads.length).toBeGreaterThan(0);
  const plans = reads.map((sql) => ({ sql: sql.replace(/\s+/g, ' ').trim(), plan: planOf(app.db, sql) }));
  planned.set(path, plans);
  return plans;
}

const linkOf = async (path: string, rel: string, token: string) =>
  new RegExp(`<([^>]+)>; rel="${rel}"`).exec((await app.get(path, token)).headers.get('Link') ?? '')?.[1];

/**
 * The plans of a list's first page, of the page its `next` bookmark names and of the one its `last` names; for a
 * list Canvas links no `last` on (course users, an account's courses, students' submissions), of the page the next
 * page's `prev` names, the same backward read as a `last`.
 */
async function keysetPlans(path: string, token = teacherToken): Promise<Planned> {
  // A first page may read only texts a hot read above compiled (and checked).
  const firstPage = await plansOf(path, true, token);
  const next = await linkOf(path, 'next', token);
  if (!next) throw new Error(`${path} links no next page`);
  const nextPage = await plansOf(next, false, token);
  const last = (await linkOf(path, 'last', token)) ?? (await linkOf(next, 'prev', token));
  if (!last) throw new Error(`${path} links no last page, nor a prev from its next`);
  return [...firstPage, ...nextPage, ...(await plansOf(last, false, token))];
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
    ['many students’ submissions, flat', () => `/api/v1/courses/${courseId}/students/submissions?student_ids[]=all&per_page=100`],
    ['many students’ submissions, grouped', () => `/api/v1/courses/${courseId}/students/submissions?student_ids[]=all&grouped=true&per_page=100`],
    // Course grades are computed per page when read (decision 0077): their reads must stay indexed too.
    ['the course’s enrollments with their grades', () => `/api/v1/courses/${courseId}/enrollments?per_page=100`],
  ];

  it.each(hot)('%s reads no table whole', async (_name, path) => {
    for (const { sql, plan } of await plansOf(await path())) {
      expect({ sql, fullReads: fullReads(plan, sql) }).toEqual({ sql, fullReads: [] });
    }
  });

  it('named students’ submissions are looked up by student, not found by walking every submission', async () => {
    const roster = (await app.get(`/api/v1/courses/${courseId}/users?enrollment_type[]=student&per_page=2`, teacherToken)).body as { id: string }[];
    const named = roster.map(({ id }) => `student_ids[]=${id}`).join('&');
    const reads = (await keysetPlans(`/api/v1/courses/${courseId}/students/submissions?${named}&per_page=2`)).filter(({ sql }) => sql.includes('FROM submissions s'));
    expect(reads.length).toBeGreaterThan(0);
    for (const { sql, plan } of reads) expect({ sql, scans: plan.filter((step) => step.startsWith('SCAN s')) }).toEqual({ sql, scans: [] });
  });

  it('an assignment list and a course grade read submissions from the grade-facts index alone, not their rows', async () => {
    const assignmentList = await plansOf(`/api/v1/courses/${courseId}/assignments?per_page=100`);
    const grades = await plansOf(`/api/v1/courses/${courseId}/enrollments?per_page=100`);
    const reads = [...assignmentList, ...grades].filter(({ sql }) => sql.includes(' AS submitted') || /SELECT assignment_id, user_id, score, excused/.test(sql));
    expect(reads.length).toBe(2);
    for (const { sql, plan } of reads) {
      expect({ sql, indexOnly: plan.filter((step) => step.includes('COVERING INDEX submissions_grade_facts')).length > 0 }).toEqual({ sql, indexOnly: true });
    }
  });

  it('the files list takes its order from an index, so a deep page sorts nothing', async () => {
    const plans = await plansOf(`/api/v1/courses/${courseId}/files?per_page=100`);
    const page = plans.find(({ sql }) => /ORDER BY/.test(sql));
    expect(page?.plan.some((step) => step.startsWith('USE TEMP B-TREE FOR ORDER BY'))).toBe(false);
  });

  it('the files list by name seeks its index to the bookmark: no page sorts or reads the files before it', async () => {
    const reads = (await keysetPlans(`/api/v1/courses/${courseId}/files?per_page=2`)).filter(({ sql }) => sql.includes('FROM attachments a'));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const { sql, plan } of reads) expect({ sql, sorts: sorts(plan), fullReads: fullReads(plan, sql) }).toEqual({ sql, sorts: [], fullReads: [] });
    expect(reads.some(({ plan }) => plan.some((step) => /USING INDEX attachments_context_name \(.*display_name>\?\)/.test(step)))).toBe(true);
  });

  it('the course list by name walks the name index from its bookmark: no page sorts or counts the caller’s courses', async () => {
    for (const { sql, plan } of await keysetPlans('/api/v1/courses?per_page=2')) {
      if (!sql.includes('FROM courses c')) continue;
      expect({ sql, sorts: sorts(plan), fullReads: fullReads(plan, sql) }).toEqual({ sql, sorts: [], fullReads: [] });
      expect(sql).not.toMatch(/COUNT\(/);
      expect(plan.some((step) => /^(SCAN|SEARCH) c USING INDEX courses_name_nocase\b/.test(step))).toBe(true);
      expect(plan).toContain('SEARCH e EXISTS USING COVERING INDEX enrollments_user_course (user_id=? AND course_id=?)');
    }
  });

  it('the course list in another order is driven by the caller’s enrollments, without a DISTINCT sort or a count', async () => {
    const list = (await keysetPlans('/api/v1/courses?per_page=2&sort=created_at')).filter(({ sql }) => sql.includes('FROM courses c WHERE c.id IN'));
    expect(list.length).toBeGreaterThan(0);
    for (const { sql, plan } of list) {
      expect(plan).toContain('SEARCH e USING COVERING INDEX enrollments_user_course (user_id=?)');
      expect(plan.some((step) => step.includes('DISTINCT'))).toBe(false);
      expect(sql).not.toMatch(/COUNT\(/);
    }
  });

  it('a submissions list by name walks the users’ name index, and by user id the (assignment, user) index: no page sorts', async () => {
    const assignments = (await first()) as { id: string }[];
    const base = `/api/v1/courses/${courseId}/assignments/${assignments[0]?.id}/submissions?per_page=2`;
    const reads = (await keysetPlans(base)).filter(({ sql }) => sql.includes('FROM users u CROSS JOIN submissions s'));
    // The first page's text compiled for the hot read above and was checked there; next and last are new texts.
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const { sql, plan } of reads) {
      expect({ sql, sorts: sorts(plan), fullReads: fullReads(plan, sql) }).toEqual({ sql, sorts: [], fullReads: [] });
      expect(plan).toContain('SEARCH s USING INDEX sqlite_autoindex_submissions_1 (assignment_id=? AND user_id=?)');
    }
    const gradeable = `/api/v1/courses/${courseId}/assignments/${assignments[0]?.id}/gradeable_students?per_page=2`;
    for (const { sql, plan } of (await keysetPlans(gradeable)).filter(({ sql }) => sql.startsWith('SELECT s.*'))) {
      expect({ sql, sorts: sorts(plan) }).toEqual({ sql, sorts: [] });
      expect(plan.some((step) => step.startsWith('SEARCH s USING INDEX sqlite_autoindex_submissions_1 (assignment_id=?'))).toBe(true);
    }
  });

  it('course users by name walk the users’ name index from their bookmark: no page sorts or counts the roster', async () => {
    const reads = (await keysetPlans(`/api/v1/courses/${courseId}/users?per_page=2`)).filter(({ sql }) => sql.includes('FROM users u WHERE'));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const { sql, plan } of reads) {
      expect({ sql, sorts: sorts(plan), fullReads: fullReads(plan, sql) }).toEqual({ sql, sorts: [], fullReads: [] });
      expect(sql).not.toMatch(/COUNT\(/);
      expect(plan.some((step) => /^(SCAN|SEARCH) u USING (COVERING )?INDEX users_sortable_name_nocase\b/.test(step))).toBe(true);
    }
  });

  it('an account’s courses by id read from their bookmark in id order: no page sorts or counts them', async () => {
    const root = app.db.prepare<[], { id: number }>('SELECT id FROM accounts WHERE parent_account_id IS NULL ORDER BY id LIMIT 1').get()?.id ?? 0;
    app.data.admin(root, app.data.user('Plan Admin', 'plan-admin'));
    const path = `/api/v1/accounts/${root}/courses?per_page=2`;
    const reads = (await keysetPlans(path, 'plan-admin')).filter(({ sql }) => sql.includes('FROM courses c WHERE'));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const { sql, plan } of reads) {
      expect({ sql, sorts: sorts(plan), fullReads: fullReads(plan, sql) }).toEqual({ sql, sorts: [], fullReads: [] });
      expect(sql).not.toMatch(/COUNT\(/);
    }
    expect(reads.filter(({ plan }) => plan.some((step) => /^SEARCH c USING INTEGER PRIMARY KEY \(rowid[<>]\?\)$/.test(step)))).toHaveLength(2);
  });

  it('students’ submissions by id, flat or grouped by student, read from their bookmark: no page sorts them', async () => {
    const base = `/api/v1/courses/${courseId}/students/submissions?student_ids[]=all&per_page=2`;
    const flat = (await keysetPlans(base)).filter(({ sql }) => sql.startsWith('SELECT s.* FROM submissions s'));
    const grouped = (await keysetPlans(`${base}&grouped=1`)).filter(({ sql }) => sql.startsWith('SELECT DISTINCT user_id'));
    expect(flat.length).toBeGreaterThanOrEqual(2);
    expect(grouped.length).toBeGreaterThanOrEqual(2);
    for (const { plan } of flat) expect(plan).toContain('SEARCH e EXISTS USING COVERING INDEX enrollments_user_course (user_id=? AND course_id=?)');
    // Each assignment's rows from the bookmark on, in id order, merged: a page reads a page's worth of each.
    for (const { sql, plan } of flat) {
      const seeks = plan.filter((step) => step.startsWith('SEARCH s '));
      const bound = /s\.id [<>] \?/.test(sql) ? / AND id[<>]\?\)$/ : /\(assignment_id=\?\)$/;
      expect({ sql, seeks: seeks.length > 0 && seeks.every((step) => step.startsWith('SEARCH s USING INDEX submissions_assignment_order') && bound.test(step)) })
        .toEqual({ sql, seeks: true });
    }
    for (const { plan } of grouped) expect(plan.some((step) => step.startsWith('SEARCH e USING INDEX enrollments_course_user (course_id=?'))).toBe(true);
    for (const { sql, plan } of [...flat, ...grouped]) {
      expect(plan.some((step) => step.startsWith('USE TEMP B-TREE'))).toBe(false);
      expect({ sql, sorts: sorts(plan), fullReads: fullReads(plan, sql) }).toEqual({ sql, sorts: [], fullReads: [] });
    }
  });

  it('the roster looks up last_login only for the page’s rows', async () => {
    const plans = await plansOf(`/api/v1/courses/${courseId}/users?search_term=an&per_page=100`);
    const roster = plans.find(({ sql }) => sql.includes('last_login'));
    expect(roster?.sql).toMatch(/^SELECT u\.\*, \(SELECT MAX\(l\.logged_in_at\).*\) AS last_login FROM \(SELECT u\.id FROM users u/);
  });
});

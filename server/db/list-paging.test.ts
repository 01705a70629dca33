import { describe, expect, it } from 'vitest';
import { queryPlanWorld } from '../test/query-plan-world';

/**
 * The rewritten course list and roster page the demo school the same whatever the page size: concatenated small
 * pages equal one big page (order, no gaps, no repeats), and the course list's `last` link holds its final page.
 */
const { app, teacherToken, courseId } = queryPlanWorld();

const linkOf = (headers: Headers, rel: string) =>
  (headers.get('Link') ?? '').split(',').map((part) => /<([^>]+)>;\s*rel="([^"]+)"/.exec(part)).find((m) => m?.[2] === rel)?.[1];

async function walk(path: string, token: string): Promise<{ ids: string[]; pages: number; lastPage?: string[] }> {
  const ids: string[] = [];
  let url: string | undefined = path;
  let pages = 0;
  let last: string | undefined;
  while (url) {
    const { status, body, headers } = await app.get(url, token);
    expect(status).toBe(200);
    ids.push(...(body as { id: string }[]).map((row) => row.id));
    pages += 1;
    last ??= linkOf(headers, 'last');
    url = linkOf(headers, 'next');
  }
  return { ids, pages, lastPage: last === undefined ? undefined : await whole(last, token) };
}

async function whole(path: string, token: string): Promise<string[]> {
  const { body } = await app.get(path, token);
  return (body as { id: string }[]).map((row) => row.id);
}

const tokens = new Map<string, string>();
const roleToken = (name: string) => {
  const known = tokens.get(name);
  if (known) return known;
  const user = app.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE name = ?').get(name);
  if (!user) throw new Error(`no demo user ${name}`);
  const token = `paging-${user.id}`;
  app.data.token(user.id, token);
  tokens.set(name, token);
  return token;
};

describe('the course list pages', () => {
  const callers: [string, () => string][] = [
    ['the teacher', () => teacherToken],
    ['a student', () => roleToken('Leila Haddad')],
    ['the admin (through enrollments only, as Canvas)', () => roleToken('Ada Okafor')],
  ];

  it.each(callers)('for %s, small pages add up to the whole list and `last` holds its end', async (_who, token) => {
    const t = token();
    for (const query of ['', '&enrollment_state=completed', '&state[]=available&state[]=completed', '&sort=created_at&order=desc', '&sort=term']) {
      const all = await whole(`/api/v1/courses?per_page=100${query}`, t);
      const paged = await walk(`/api/v1/courses?per_page=2${query}`, t);
      expect(paged.ids).toEqual(all);
      expect(paged.lastPage).toEqual(all.slice(-2));
    }
  });

  it('lists nothing for someone with no enrollments, with an empty last page', async () => {
    app.data.user('Nora Nobody', 'nobody-token');
    const paged = await walk('/api/v1/courses?per_page=2', 'nobody-token');
    expect(paged).toEqual({ ids: [], pages: 1, lastPage: [] });
  });

  it('drops a course whose only enrollment of the caller was deleted, from every page and from the last', async () => {
    const t = roleToken('Leila Haddad');
    const before = await whole('/api/v1/courses?per_page=100', t);
    const [gone] = before;
    app.db
      .prepare(`UPDATE enrollments SET workflow_state = 'deleted' WHERE course_id = ? AND user_id = (SELECT id FROM users WHERE name = 'Leila Haddad')`)
      .run(Number(gone));
    const paged = await walk('/api/v1/courses?per_page=1', t);
    expect(paged.ids).toEqual(before.slice(1));
    expect(paged.lastPage).toEqual(before.slice(1).slice(-1));
  });
});

describe('the roster pages', () => {
  it.each(['username', 'last_login', 'email'])('sorted by %s, small pages add up to the whole roster', async (sort) => {
    const path = `/api/v1/courses/${courseId}/users?sort=${sort}`;
    const all = await whole(`${path}&per_page=100`, teacherToken);
    expect(all.length).toBeGreaterThan(3);
    expect((await walk(`${path}&per_page=3`, teacherToken)).ids).toEqual(all);
  });

  it('gives each row of a searched page its own last_login', async () => {
    const { body } = await app.get(`/api/v1/courses/${courseId}/users?search_term=an&sort=last_login&per_page=100`, teacherToken);
    const rows = body as { id: string; last_login: string | null }[];
    expect(rows.length).toBeGreaterThan(1);
    const newest = app.db.prepare<[number], { t: string | null }>('SELECT MAX(logged_in_at) AS t FROM logins WHERE user_id = ?');
    const instant = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);
    for (const row of rows) expect(instant(row.last_login)).toBe(instant(newest.get(Number(row.id))?.t));
    const logins = rows.map((row) => row.last_login).filter((t): t is string => t !== null);
    expect(logins).toEqual([...logins].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { gradingWorld } from '../test/grading-world';
import type { TestApp } from '../test/test-app';

/**
 * The course users, an account's courses and students' submissions on keyset pages (docs/decisions/0075), as a
 * client that follows Link headers meets them: every item once, in the list's order, forwards and backwards, with
 * no `last` (Canvas counts none of these lists) and a Canvas 400 for a bookmark this list did not make.
 */
const linkOf = (headers: Headers, rel: string) =>
  (headers.get('Link') ?? '').split(',').map((part) => /<([^>]+)>;\s*rel="([^"]+)"/.exec(part)).find((m) => m?.[2] === rel)?.[1];

type Item = { id: number; user_id?: number; name?: string };

async function walk(app: TestApp, start: string, token: string, rel: 'next' | 'prev' = 'next') {
  const pages: Item[][] = [];
  let url: string | undefined = start;
  let last: string | undefined;
  while (url && pages.length < 60) {
    const { status, body, headers } = await app.get(url, token);
    expect(status).toBe(200);
    pages.push(body as Item[]);
    last = linkOf(headers, 'last');
    expect(last).toBeUndefined();
    url = linkOf(headers, rel);
  }
  return pages;
}

/** Twelve more students (thirteen with the cast's), eleven more courses and three assignments. */
async function world() {
  const w = gradingWorld();
  const { app, course, accountId, termId } = w;
  for (let i = 1; i <= 12; i++) app.data.enroll(app.data.user(`Student ${String(13 - i).padStart(2, '0')} Zed`), course, 'StudentEnrollment');
  const sub = app.data.account('Sub', accountId);
  for (let i = 1; i <= 11; i++) app.data.course({ accountId: i % 3 === 0 ? accountId : sub, termId, name: `Course ${i}` });
  for (const name of ['One', 'Two', 'Three']) await w.assignment({ name });
  return { ...w, sub };
}

/** The whole list in one page, and the list walked 4 at a time by next, and back by prev from the walk's end. */
async function walks(app: TestApp, path: string, token: string) {
  const join = path.includes('?') ? '&' : '?';
  const whole = (await app.get(`${path}${join}per_page=100`, token)).body as Item[];
  const forward = await walk(app, `${path}${join}per_page=4`, token);
  // The final page's prev, then back from there: the backward read a `last` would start.
  const { headers } = await app.get(`${path}${join}per_page=4&page=${forward.length}`, token);
  const prev = linkOf(headers, 'prev');
  const backward = prev ? await walk(app, prev, token, 'prev') : [];
  return { whole, forward: forward.flat(), backward: [...backward].reverse().flat(), lastPage: forward.at(-1) ?? [] };
}

const ids = (items: Item[]) => items.map((item) => item.id);

describe('keyset pages of course users, account courses and students’ submissions', () => {
  it.each([
    ['course users', (w: Awaited<ReturnType<typeof world>>) => [`/api/v1/courses/${w.course.id}/users`, 'teacher-token']],
    ['course users found by a search', (w: Awaited<ReturnType<typeof world>>) => [`/api/v1/courses/${w.course.id}/users?search_term=zed`, 'teacher-token']],
    ['students, by enrollment type', (w: Awaited<ReturnType<typeof world>>) => [`/api/v1/courses/${w.course.id}/search_users?enrollment_type[]=student`, 'teacher-token']],
    ['an account’s courses', (w: Awaited<ReturnType<typeof world>>) => [`/api/v1/accounts/${w.accountId}/courses`, 'admin-token']],
    ['a sub-account’s courses', (w: Awaited<ReturnType<typeof world>>) => [`/api/v1/accounts/${w.sub}/courses`, 'admin-token']],
    ['students’ submissions', (w: Awaited<ReturnType<typeof world>>) => [`/api/v1/courses/${w.course.id}/students/submissions?student_ids[]=all`, 'teacher-token']],
    ['students’ submissions, newest first', (w: Awaited<ReturnType<typeof world>>) => [`/api/v1/courses/${w.course.id}/students/submissions?student_ids[]=all&order_direction=descending`, 'teacher-token']],
  ])('%s: following next visits every item once in order, and prev walks back over the same', async (_name, pathOf) => {
    const w = await world();
    const [path = '', token = ''] = pathOf(w);
    const { whole, forward, backward, lastPage } = await walks(w.app, path, token);
    expect(whole.length).toBeGreaterThan(4);
    expect(ids(forward)).toEqual(ids(whole));
    expect(ids(backward)).toEqual(ids(whole).slice(0, whole.length - lastPage.length));
  });

  it('grouped students’ submissions page by student: every student once, in user id order', async () => {
    const w = await world();
    const path = `/api/v1/courses/${w.course.id}/students/submissions?student_ids[]=all&grouped=1`;
    const { whole, forward } = await walks(w.app, path, 'teacher-token');
    const students = (items: Item[]) => items.map((item) => item.user_id);
    expect(students(forward)).toEqual(students(whole));
    expect(students(whole)).toEqual([...students(whole)].sort((a = 0, b = 0) => a - b));
  });

  it('answers Canvas’s 400 for a bookmark of another list, and keeps a user_id jump a numbered page', async () => {
    const w = await world();
    const users = `/api/v1/courses/${w.course.id}/users`;
    const next = linkOf((await w.app.get(`${users}?per_page=4`, 'teacher-token')).headers, 'next') ?? '';
    const bookmark = new URL(next).searchParams.get('page') ?? '';
    const { status, body } = await w.app.get(`/api/v1/accounts/${w.accountId}/courses?page=${bookmark}`, 'admin-token');
    expect({ status, body }).toEqual({ status: 400, body: { message: 'page is not a bookmark of this list' } });
    const jump = await w.app.get(`${users}?limit=4&user_id=${w.student}`, 'teacher-token');
    expect(linkOf(jump.headers, 'current')).toMatch(/page=\d+&per_page=4$/);
    expect(ids(jump.body as Item[])).toContain(w.student);
  });
});

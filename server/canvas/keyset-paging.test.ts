import { describe, expect, it } from 'vitest';
import { courseContract, listOf } from '../../src/api/schemas/contracts';
import { expectContract } from '../test/contract';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Keyset pages (docs/decisions/0075) as a Canvas client meets them: Link URLs with opaque `page=bookmark:…`
 * values that it follows and never builds, page numbers it may still type, and nothing a bookmark lets it see
 * that the list would not show it anyway.
 */
const linkOf = (headers: Headers, rel: string) =>
  (headers.get('Link') ?? '').split(',').map((part) => /<([^>]+)>;\s*rel="([^"]+)"/.exec(part)).find((m) => m?.[2] === rel)?.[1];

type World = { app: TestApp; addCourse: (name: string, who?: number) => void; pager: number; other: number };

/** Pat teaches Course 01..25; Olu teaches only Course 02 and Course 24. */
function world(): World {
  const app = createTestApp();
  const accountId = app.data.account();
  const termId = app.data.term(accountId);
  const pager = app.data.user('Pat Paginator', 'pager-token');
  const other = app.data.user('Olu Other', 'other-token');
  const addCourse = (name: string, who = pager) => {
    const course = app.data.course({ accountId, termId, name });
    app.data.enroll(who, course, 'TeacherEnrollment');
    if (name === 'Course 02' || name === 'Course 24') app.data.enroll(other, course, 'TeacherEnrollment');
  };
  for (let i = 1; i <= 25; i++) addCourse(`Course ${String(i).padStart(2, '0')}`);
  return { app, addCourse, pager, other };
}

async function page(app: TestApp, url: string, token = 'pager-token') {
  const { status, body, headers } = await app.get(url, token);
  expect(status).toBe(200);
  return { names: expectContract(listOf(courseContract), body).map((course) => course.name), headers };
}

async function walk(app: TestApp, start: string, rel: 'next' | 'prev', token = 'pager-token'): Promise<string[][]> {
  const pages: string[][] = [];
  let url: string | undefined = start;
  while (url && pages.length < 40) {
    const { names, headers } = await page(app, url, token);
    pages.push(names);
    url = linkOf(headers, rel);
  }
  return pages;
}

const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Course ${String(from + i).padStart(2, '0')}`);

describe('keyset pages of the course list', () => {
  it('links next, prev and last as bookmarks and first as page 1', async () => {
    const { app } = world();
    const { headers } = await page(app, '/api/v1/courses?per_page=7');
    expect(linkOf(headers, 'current')).toBe('http://lectern.test/api/v1/courses?page=1&per_page=7');
    expect(linkOf(headers, 'first')).toBe('http://lectern.test/api/v1/courses?page=1&per_page=7');
    for (const rel of ['next', 'last']) expect(linkOf(headers, rel)).toMatch(/^http:\/\/lectern\.test\/api\/v1\/courses\?page=bookmark:[\w-]+&per_page=7$/);
  });

  it('visits every course once, in order, following next; and backwards from last following prev', async () => {
    const { app } = world();
    const forward = await walk(app, '/api/v1/courses?per_page=7', 'next');
    expect(forward).toEqual([names(1, 7), names(8, 14), names(15, 21), names(22, 25)]);
    const { headers } = await page(app, '/api/v1/courses?per_page=7');
    const backward = await walk(app, linkOf(headers, 'last') ?? '', 'prev');
    // `last` is the final seven read from the end, so no count is needed; prev walks on from there.
    expect(backward).toEqual([names(19, 25), names(12, 18), names(5, 11), names(1, 4)]);
  });

  it('neither repeats nor skips a course when courses are added between pages', async () => {
    const { app, addCourse } = world();
    const first = await page(app, '/api/v1/courses?per_page=5');
    expect(first.names).toEqual(names(1, 5));
    addCourse('Course 00');
    addCourse('Course 07b');
    const rest = (await walk(app, linkOf(first.headers, 'next') ?? '', 'next')).flat();
    // The course added before the page already read is not seen, and nothing read is read again.
    expect(rest).toEqual([...names(6, 7), 'Course 07b', ...names(8, 25)]);
    // A typed page number counts rows, so the same insert shifts it: the bookmark is what a client follows.
    expect((await page(app, '/api/v1/courses?per_page=5&page=2')).names).toEqual(['Course 05', ...names(6, 7), 'Course 07b', 'Course 08']);
  });

  it('still serves a page number a client types, with bookmark links from there', async () => {
    const { app } = world();
    const third = await page(app, '/api/v1/courses?per_page=5&page=3');
    expect(third.names).toEqual(names(11, 15));
    expect(linkOf(third.headers, 'current')).toContain('page=3&per_page=5');
    expect((await page(app, linkOf(third.headers, 'next') ?? '')).names).toEqual(names(16, 20));
    expect((await page(app, linkOf(third.headers, 'prev') ?? '')).names).toEqual(names(6, 10));
  });

  it('answers a malformed, altered or foreign bookmark with a Canvas 400, never a 500', async () => {
    const { app } = world();
    const { headers } = await page(app, '/api/v1/courses?per_page=5');
    const next = new URL(linkOf(headers, 'next') ?? '');
    const bookmark = next.searchParams.get('page') ?? '';
    const flipped = `${bookmark.slice(0, -2)}${bookmark.at(-2) === 'A' ? 'B' : 'A'}${bookmark.at(-1)}`;
    // A bookmark of the same list in another order is no position in this one.
    const sorted = await page(app, '/api/v1/courses?per_page=5&sort=created_at');
    const foreign = new URL(linkOf(sorted.headers, 'next') ?? '').searchParams.get('page') ?? '';
    for (const bad of ['bookmark:', 'bookmark:!!!', 'bookmark:WyJ4Il0', flipped, foreign]) {
      const { status, body } = await app.get(`/api/v1/courses?per_page=5&page=${encodeURIComponent(bad)}`, 'pager-token');
      expect({ bad, status, body }).toEqual({ bad, status: 400, body: { message: 'page is not a bookmark of this list' } });
    }
  });

  it('shows another caller only their own courses from a bookmark, and does not spell out the row it points at', async () => {
    const { app } = world();
    const { headers } = await page(app, '/api/v1/courses?per_page=1');
    const next = linkOf(headers, 'next') ?? '';
    const sealed = Buffer.from((new URL(next).searchParams.get('page') ?? '').slice('bookmark:'.length), 'base64url').toString('latin1');
    expect(sealed).not.toContain('Course 01');
    // Pat's bookmark sits after Course 01: Olu, following it, sees the next course of Olu's own list and no other.
    expect((await walk(app, next, 'next', 'other-token')).flat()).toEqual(['Course 02', 'Course 24']);
  });
});

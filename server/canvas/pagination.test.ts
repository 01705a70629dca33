import { describe, expect, it } from 'vitest';
import { courseContract, listOf } from '../../src/api/schemas/contracts';
import { expectContract } from '../test/contract';
import { createTestApp, type TestApp } from '../test/test-app';

type Links = Record<string, string>;

function parseLinks(header: string | null): Links {
  const links: Links = {};
  for (const part of (header ?? '').split(',')) {
    const match = /<([^>]+)>;\s*rel="([^"]+)"/.exec(part);
    if (match?.[1] && match[2]) links[match[2]] = match[1];
  }
  return links;
}

/** A user enrolled in 25 courses named Course 01..25: the list under test. */
function world(): TestApp {
  const app = createTestApp();
  const accountId = app.data.account();
  const termId = app.data.term(accountId);
  const user = app.data.user('Pat Paginator', 'pager-token');
  for (let i = 1; i <= 25; i++) {
    const course = app.data.course({ accountId, termId, name: `Course ${String(i).padStart(2, '0')}` });
    app.data.enroll(user, course, 'TeacherEnrollment');
  }
  return app;
}

async function walk(app: TestApp, perPage: number) {
  const pages: { links: Links; names: string[] }[] = [];
  let url: string | undefined = `/api/v1/courses?per_page=${perPage}&include[]=term`;
  while (url && pages.length < 40) {
    const response: Response = await app.request(url, { token: 'pager-token' });
    expect(response.status).toBe(200);
    const links = parseLinks(response.headers.get('link'));
    const names = expectContract(listOf(courseContract), await response.json()).map((course) => course.name);
    pages.push({ links, names });
    url = links.next;
  }
  return pages;
}

describe('Link-header pagination (canvas-api.md §1.7)', () => {
  const app = world();

  it.each([1, 7, 10, 100, 1000])('returns every course exactly once at per_page=%i', async (perPage) => {
    const pages = await walk(app, perPage);
    const names = pages.flatMap((page) => page.names);
    expect(names).toHaveLength(25);
    expect(new Set(names).size).toBe(25);
    expect(names[0]).toBe('Course 01');
    const effective = Math.min(perPage, 100);
    expect(pages).toHaveLength(Math.ceil(25 / effective));
    for (const page of pages.slice(0, -1)) expect(page.names).toHaveLength(effective);
  });

  it('sets current/next/first/last on the first page and no prev', async () => {
    const [first] = await walk(app, 7);
    expect(Object.keys(first?.links ?? {})).toEqual(['current', 'next', 'first', 'last']);
    expect(first?.links.last).toContain('page=4&per_page=7');
  });

  it('sets all five rels on a middle page, in Canvas order', async () => {
    const pages = await walk(app, 7);
    expect(Object.keys(pages[1]?.links ?? {})).toEqual(['current', 'next', 'prev', 'first', 'last']);
    expect(pages[1]?.links.prev).toContain('page=1&per_page=7');
  });

  it('has no next on the last page', async () => {
    const pages = await walk(app, 7);
    expect(Object.keys(pages.at(-1)?.links ?? {})).toEqual(['current', 'prev', 'first', 'last']);
  });

  it('builds absolute URLs from the request host with a sorted query and no token', async () => {
    const response = await app.request(
      'http://school.example:8080/api/v1/courses?per_page=5&include[]=term&access_token=pager-token&enrollment_type=teacher',
    );
    const links = parseLinks(response.headers.get('link'));
    expect(links.next).toBe(
      'http://school.example:8080/api/v1/courses?enrollment_type=teacher&include[]=term&page=2&per_page=5',
    );
    expect(response.headers.get('link')).not.toContain('pager-token');
  });

  it('follows proxy headers for scheme and host', async () => {
    const response = await app.request('/api/v1/courses?per_page=5', {
      token: 'pager-token',
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'canvas.school.edu' },
    });
    expect(parseLinks(response.headers.get('link')).first).toBe(
      'https://canvas.school.edu/api/v1/courses?page=1&per_page=5',
    );
  });

  it('defaults to 10 per page and answers a page past the end with an empty array', async () => {
    const first = await app.get('/api/v1/courses', 'pager-token');
    expect(expectContract(listOf(courseContract), first.body)).toHaveLength(10);
    const beyond = await app.get('/api/v1/courses?page=9', 'pager-token');
    expect(beyond.status).toBe(200);
    expect(expectContract(listOf(courseContract), beyond.body)).toEqual([]);
  });

  it('answers an invalid page with a Canvas 404', async () => {
    const { status, body } = await app.get('/api/v1/courses?page=abc', 'pager-token');
    expect(status).toBe(404);
    expect(body).toEqual({ errors: [{ message: 'The specified resource does not exist.' }] });
  });
});

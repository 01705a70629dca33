import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
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

describe('Link-header pagination (docs/canvas-contract.md §1.7)', () => {
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
    // `last` is a bookmark of the list's end (docs/decisions/0075): the final seven courses.
    const last = await app.get(first?.links.last ?? '', 'pager-token');
    expect(expectContract(listOf(courseContract), last.body).map((course) => course.name)).toEqual(
      ['Course 19', 'Course 20', 'Course 21', 'Course 22', 'Course 23', 'Course 24', 'Course 25'],
    );
  });

  it('sets all five rels on a middle page, in Canvas order', async () => {
    const pages = await walk(app, 7);
    expect(Object.keys(pages[1]?.links ?? {})).toEqual(['current', 'next', 'prev', 'first', 'last']);
    const prev = await app.get(pages[1]?.links.prev ?? '', 'pager-token');
    expect(expectContract(listOf(courseContract), prev.body).map((course) => course.name)).toEqual(pages[0]?.names);
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
    expect(links.next).toMatch(
      /^http:\/\/school\.example:8080\/api\/v1\/courses\?enrollment_type=teacher&include\[\]=term&page=bookmark:[\w-]+&per_page=5$/,
    );
    expect(response.headers.get('link')).not.toContain('pager-token');
  });

  it('ignores forwarding headers unless configured to sit behind a proxy', async () => {
    const response = await app.request('/api/v1/courses?per_page=5', {
      token: 'pager-token',
      headers: { 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(parseLinks(response.headers.get('link')).first).toBe('http://lectern.test/api/v1/courses?page=1&per_page=5');
  });

  describe('behind a trusted proxy (LECTERN_TRUST_PROXY)', () => {
    const proxied = createApp({ db: app.db, dataDir: '/tmp', network: { trustProxy: true } });
    const firstLink = async (headers: Record<string, string>) => {
      const response = await proxied.request('http://lectern.test/api/v1/courses?per_page=5', {
        headers: { Authorization: 'Bearer pager-token', ...headers },
      });
      return parseLinks(response.headers.get('link')).first;
    };

    it('follows the forwarded scheme and host', async () => {
      expect(await firstLink({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'canvas.school.edu' })).toBe(
        'https://canvas.school.edu/api/v1/courses?page=1&per_page=5',
      );
    });

    it('still refuses a scheme other than http(s) and a host that is not a host', async () => {
      const link = await firstLink({ 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'evil.example/x?<a>' });
      expect(link).toBe('http://lectern.test/api/v1/courses?page=1&per_page=5');
    });
  });

  it('keeps the Link header under 6 KB for a long query, and its next link still pages', async () => {
    const search = 'x'.repeat(5 * 1024);
    const response = await app.request(`/api/v1/courses?per_page=5&search_term_ignored=${search}`, { token: 'pager-token' });
    const header = response.headers.get('link') ?? '';
    expect(header.length).toBeLessThan(6 * 1024 + 100);
    // Canvas keeps the links in order of importance until the next would pass 6 KB: only "next" fits here.
    const links = parseLinks(header);
    expect(Object.keys(links)).toEqual(['next']);
    const next = await app.request(links.next ?? '', { token: 'pager-token' });
    expect(next.status).toBe(200);
    expect(expectContract(listOf(courseContract), await next.json()).map((course) => course.name)).toEqual(
      ['Course 06', 'Course 07', 'Course 08', 'Course 09', 'Course 10'],
    );
  });

  it('leaves the Link header out when not even one link fits', async () => {
    const response = await app.request(`/api/v1/courses?ignored=${'x'.repeat(7 * 1024)}`, { token: 'pager-token' });
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBeNull();
  });

  it('defaults to 10 per page and answers a page past the end with an empty array', async () => {
    const first = await app.get('/api/v1/courses', 'pager-token');
    expect(expectContract(listOf(courseContract), first.body)).toHaveLength(10);
    const beyond = await app.get('/api/v1/courses?page=9', 'pager-token');
    expect(beyond.status).toBe(200);
    expect(expectContract(listOf(courseContract), beyond.body)).toEqual([]);
  });

  it('refuses a page too large to count rows to with a Canvas 400', async () => {
    for (const page of ['1e17', '99999999999999999999']) {
      const { status, body } = await app.get(`/api/v1/courses?page=${page}&per_page=100`, 'pager-token');
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'page is too large' });
    }
    const farButCountable = await app.get('/api/v1/courses?page=1000000000000&per_page=100', 'pager-token');
    expect(farButCountable).toMatchObject({ status: 200, body: [] });
  });

  it('answers an invalid page with a Canvas 404', async () => {
    const { status, body } = await app.get('/api/v1/courses?page=abc', 'pager-token');
    expect(status).toBe(404);
    expect(body).toEqual({ errors: [{ message: 'The specified resource does not exist.' }] });
  });
});

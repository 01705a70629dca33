import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ROUTE_MODULES } from '../../../build/first-visit-js';
import { precompressDir } from '../../../build/precompress';
import { writeRouteDocuments } from '../../../build/route-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';
import { listen, rawBytes, rawRequest, sessionCookie, type LiveServer } from '../../test/live-server';

const BIG_JS = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i};`).join('\n');

/** A Vite manifest where every measured route module is a chunk (`assets/<name>.js`) importing one shared chunk. */
function manifestOfRoutes(): Record<string, unknown> {
  const chunks: Record<string, unknown> = {
    'index.html': { file: 'assets/entry.js', isEntry: true },
    '_shared.js': { file: 'assets/shared.js' },
  };
  for (const module of Object.values(ROUTE_MODULES).flatMap(({ modules }) => modules)) {
    const name = module.split('/').at(-1)?.replace(/\.tsx?$/, '') ?? module;
    chunks[module] = { file: `assets/${name}.js`, imports: ['_shared.js'], ...(name === 'grading-route' && { css: ['assets/grading.css'] }) };
  }
  return chunks;
}

async function builtApp(): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), 'lectern-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>Lectern</title></head>');
  writeFileSync(join(dist, 'sign-in.html'), `<!doctype html><title>Sign in · Lectern</title>${'<meta>'.repeat(200)}`);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifestOfRoutes()));
  writeRouteDocuments(dist);
  writeFileSync(join(dist, 'assets', 'route-abc123.js'), 'export const x = 1;');
  writeFileSync(join(dist, 'assets', 'big-def456.js'), BIG_JS);
  await precompressDir(dist);
  return dist;
}

describe('a build without the sign-in document', () => {
  it('shows /sign-in through the app, as before it had one', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'lectern-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lectern</title>');
    const server = await listen(createApp({ db: createTestApp().db, dataDir: '/tmp', distDir: dist }));
    try {
      expect((await rawRequest(server, 'GET', '/sign-in')).body).toBe('<!doctype html><title>Lectern</title>');
    } finally {
      await server.close();
    }
  });
});

describe('serving the built app', () => {
  let server: LiveServer;
  let readerCookie = '';
  beforeAll(async () => {
    const testApp = createTestApp();
    testApp.data.user('Reader', 'reader-token');
    server = await listen(createApp({ db: testApp.db, dataDir: '/tmp', distDir: await builtApp() }));
    readerCookie = await sessionCookie(server, 'reader-token');
  });
  afterAll(() => server.close());

  it('answers a missing asset with 404, not the index page (a stale tab must see its chunk fail)', async () => {
    const response = await rawRequest(server, 'GET', '/assets/route-gone999.js');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('serves hashed assets as immutable and the index page as no-cache, however it is reached', async () => {
    const asset = await rawRequest(server, 'GET', '/assets/route-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/courses/1/settings']) {
      const page = await rawRequest(server, 'GET', path);
      expect(page.body).toContain('<title>Lectern</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the most visited routes with a document that preloads their chunks beside the entry', async () => {
    const courses = await rawRequest(server, 'GET', '/courses?sort=name');
    expect(courses.headers['cache-control']).toBe('no-cache');
    expect(courses.body).toContain('<title>Lectern</title>');
    expect(courses.body).toContain('<link rel="modulepreload" crossorigin href="/assets/courses-route.js">');
    expect(courses.body).toContain('<link rel="modulepreload" crossorigin href="/assets/courses-data.js">');
    expect(courses.body).toContain('href="/assets/shared.js"');
    expect(courses.body).not.toContain('people');
    // With a query (filters, sort) the page asks for other data than the default first page.
    expect(courses.body).not.toContain('/api/v1/');
    const grading = await rawRequest(server, 'GET', '/courses/7/assignments/12/grade');
    expect(grading.body).toContain('<link rel="stylesheet" crossorigin href="/assets/grading.css">');
    expect(grading.body).toContain('href="/assets/course-layout-route.js"');
    const people = await rawRequest(server, 'GET', '/courses/7/people');
    expect(people.body).toContain('href="/assets/course-people-route.js"');
    for (const path of ['/courses/new', '/courses/7/settings']) {
      const page = await rawRequest(server, 'GET', path);
      expect(page.body).toContain('<title>Lectern</title>');
      expect(page.body).not.toContain('modulepreload');
    }
  });

  it('serves the light sign-in document for /sign-in, compressed and no-cache like the index page', async () => {
    const page = await rawBytes(server, '/sign-in?redirect=%2Fcourses', { 'Accept-Encoding': 'gzip, br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['vary']).toBe('Accept-Encoding');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>Sign in · Lectern</title>');
    for (const path of ['/sign-in', '/sign-in/']) {
      const plain = await rawRequest(server, 'GET', path);
      expect(plain.body).toContain('<title>Sign in · Lectern</title>');
      expect(plain.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps the app document for every other page, paths below /sign-in included', async () => {
    for (const path of ['/sign-in/elsewhere', '/sign-inx', '/courses/7/settings']) {
      const page = await rawRequest(server, 'GET', path);
      expect(page.body).toContain('<title>Lectern</title>');
    }
  });

  it('preloads the default first page of /courses only for the URL without a query, to a signed-in browser', async () => {
    expect(readerCookie).toMatch(/^lectern_session=/);
    const courses = await rawRequest(server, 'GET', '/courses', { Cookie: readerCookie });
    expect(courses.body).toContain('<link rel="modulepreload" crossorigin href="/assets/courses-route.js">');
    const preload = /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/.exec(courses.body);
    expect(preload?.[1]?.replaceAll('&amp;', '&')).toBe(ROUTE_MODULES['/courses']?.data);
    const people = await rawRequest(server, 'GET', '/courses/7/people', { Cookie: readerCookie });
    expect(people.body).not.toContain('as="fetch"');
  });

  it('preloads no data for a browser without a session: it would be a 401 kept for the first request after sign-in', async () => {
    for (const cookie of [undefined, 'lectern_session=forged']) {
      const courses = await rawRequest(server, 'GET', '/courses', cookie ? { Cookie: cookie } : {});
      expect(courses.body).toContain('<link rel="modulepreload" crossorigin href="/assets/courses-route.js">');
      expect(courses.body).not.toContain('/api/v1/');
    }
  });

  it('answers OPTIONS on static paths completely instead of announcing a body it never sends', async () => {
    for (const path of ['/', '/assets/route-abc123.js', '/courses']) {
      const response = await rawRequest(server, 'OPTIONS', path);
      expect(Number(response.headers['content-length'] ?? 0)).toBe(Buffer.byteLength(response.body));
    }
  });

  it('sends the brotli bytes the build wrote when the client accepts br, with Vary and immutable caching', async () => {
    const response = await rawBytes(server, '/assets/big-def456.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(BIG_JS.length / 3);
    expect(brotliDecompressSync(response.body).toString()).toBe(BIG_JS);
  });

  it('falls back to gzip, then to the file itself, as Accept-Encoding allows', async () => {
    const gzip = await rawBytes(server, '/assets/big-def456.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BIG_JS);
    const identity = await rawBytes(server, '/assets/big-def456.js', {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['vary']).toBe('Accept-Encoding');
    expect(identity.body.toString()).toBe(BIG_JS);
  });

  it('answers a repeat request carrying the ETag with 304 and no body', async () => {
    const first = await rawBytes(server, '/assets/big-def456.js', { 'Accept-Encoding': 'br' });
    const etag = String(first.headers['etag']);
    const again = await rawBytes(server, '/assets/big-def456.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await rawBytes(server, '/assets/big-def456.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(otherEncoding.status).toBe(200);
  });

  it('never serves a file outside the build directory', async () => {
    for (const path of ['/../package.json', '/assets/%2e%2e/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await rawRequest(server, 'GET', path);
      expect(response.body).not.toContain('"name"');
    }
  });

  it('answers HEAD on files like GET, without a body', async () => {
    const response = await rawRequest(server, 'HEAD', '/assets/route-abc123.js');
    expect(response.status).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('a course page’s document, which preloads its course’s data for a caller who may read the course', () => {
  let server: LiveServer;
  let courseId = 0;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    const testApp = createTestApp();
    courseId = standardWorld(testApp.data).course.id;
    server = await listen(createApp({ db: testApp.db, dataDir: '/tmp', distDir: await builtApp() }));
    for (const token of ['teacher-token', 'student-token', 'outsider-token']) cookies[token] = await sessionCookie(server, token);
  });
  afterAll(() => server.close());

  const preloads = async (path: string, token?: string) => {
    const page = await rawRequest(server, 'GET', path, token ? { Cookie: cookies[token] ?? '' } : {});
    expect(page.body).toContain('<title>Lectern</title>');
    const urls = [...page.body.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g)].map((match) => match[1]?.replaceAll('&amp;', '&'));
    return { urls, page };
  };

  it('fills the course’s id into every request of people, privately cached', async () => {
    const { urls, page } = await preloads(`/courses/${courseId}/people`, 'teacher-token');
    expect(urls).toEqual(ROUTE_MODULES['people']?.courseData?.map(({ url }) => url.replaceAll(':courseId', String(courseId))));
    expect(urls).toContain(`/api/v1/courses/${courseId}/users?per_page=100&include[]=enrollments&include[]=avatar_url&include[]=email`);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toContain('href="/assets/course-people-route.js"');
  });

  it('preloads due dates’ data only for a caller who may read it as a teacher; a student gets the course alone', async () => {
    const teacher = await preloads(`/courses/${courseId}/due-dates`, 'teacher-token');
    expect(teacher.urls).toContain(`/api/v1/courses/${courseId}/effective_due_dates`);
    const student = await preloads(`/courses/${courseId}/due-dates`, 'student-token');
    expect(student.urls).toContain(`/api/v1/courses/${courseId}/tabs`);
    expect(student.urls.filter((url) => url?.includes('effective_due_dates') || url?.includes('/assignments'))).toEqual([]);
  });

  it('names the gradebook’s first students in its first block of submissions, for a grader only', async () => {
    const teacher = await preloads(`/courses/${courseId}/gradebook`, 'teacher-token');
    const idsFrom = ROUTE_MODULES['gradebook']?.courseData?.find((preload) => preload.idsFrom)?.idsFrom ?? '';
    const roster = await rawRequest(server, 'GET', idsFrom.replaceAll(':courseId', String(courseId)), { Cookie: cookies['teacher-token'] ?? '' });
    const ids = (JSON.parse(roster.body) as { id: string }[]).map(({ id }) => id);
    expect(ids.length).toBeGreaterThan(0);
    // Then the fields a cell reads: e2e course-preloads.spec.ts holds them to the app's own request.
    const block = `/api/v1/courses/${courseId}/students/submissions?per_page=${ids.length}&${ids.map((id) => `student_ids[]=${id}`).join('&')}&grouped=1&response_fields[]=id&`;
    expect(teacher.urls.filter((url) => url?.startsWith(block))).toHaveLength(1);
    const student = await preloads(`/courses/${courseId}/gradebook`, 'student-token');
    expect(student.urls.filter((url) => url?.includes('/students/submissions') || url?.includes('/users?'))).toEqual([]);
  });

  it('preloads nothing for an unknown or forbidden course, a signed-out browser, a query or an id that is not digits', async () => {
    const cases: [string, string | undefined][] = [
      ['/courses/987654/people', 'teacher-token'],
      [`/courses/${courseId}/people`, 'outsider-token'],
      [`/courses/${courseId}/people`, undefined],
      [`/courses/${courseId}/people?tab=recent`, 'teacher-token'],
      [`/courses/${courseId}%22%3E%3Cscript%3E/people`, 'teacher-token'],
      [`/courses/sis_course_id:${courseId}/people`, 'teacher-token'],
    ];
    for (const [path, token] of cases) {
      const { urls, page } = await preloads(path, token);
      expect(urls, path).toEqual([]);
      expect(page.body, path).not.toContain('<script>');
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
  });
});

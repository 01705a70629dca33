import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp } from '../../test/test-app';
import { listen, type LiveServer } from '../../test/live-server';
import { courseDataPreloads } from './course-data-preloads';

const linked = (header: string | null | undefined) =>
  [...(header ?? '').matchAll(/<([^>]+)>; rel=preload; as=fetch; crossorigin=anonymous/g)].map(([, url]) => url ?? '');

describe('the data a course page preloads', () => {
  it('names the course, the rights and the folder path of the file browser, each name encoded as the app does', () => {
    const urls = linked(courseDataPreloads('/courses/12/files/Week%201/it%27s%20(draft)/'));
    expect(urls[0]).toMatch(/^\/api\/v1\/courses\/12\?include\[\]=term&/);
    expect(urls[1]).toMatch(/^\/api\/v1\/courses\/12\/permissions\?permissions\[\]=read_roster&/);
    expect(urls[2]).toBe(`/api/v1/courses/12/folders/by_path/Week%201/${encodeURIComponent("it's (draft)")}`);
    expect(linked(courseDataPreloads('/courses/12/files'))[2]).toBe('/api/v1/courses/12/folders/by_path');
  });

  it('names the assignment on the grading page, and nothing a student would be refused', () => {
    const urls = linked(courseDataPreloads('/courses/12/assignments/40/grade'));
    expect(urls).toHaveLength(3);
    expect(urls[2]).toBe('/api/v1/courses/12/assignments/40?include[]=overrides&all_dates=true');
    expect(urls.some((url) => url.includes('submissions'))).toBe(false);
  });

  it('names nothing for other pages or a malformed folder path', () => {
    expect(courseDataPreloads('/courses/12/people')).toBeUndefined();
    expect(courseDataPreloads('/courses/12/assignments/40')).toBeUndefined();
    expect(linked(courseDataPreloads('/courses/12/files/%E0%A4%A'))).toHaveLength(2);
  });
});

describe('the document of a course page', () => {
  let server: LiveServer;
  let cookie = '';
  const origin = () => `http://${server.host}:${server.port}`;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'lectern-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lectern</title>');
    const testApp = createTestApp();
    testApp.data.user('Reader', 'reader-token');
    server = await listen(createApp({ db: testApp.db, dataDir: '/tmp', distDir: dist }));
    const signIn = await fetch(`${origin()}/lectern/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ access_token: 'reader-token' }) });
    cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  });
  afterAll(() => server.close());

  it('preloads its data for a browser with a session, and is not kept for a later visit', async () => {
    const page = await fetch(`${origin()}/courses/3/files/Week%201?sort=size`, { headers: { Cookie: cookie } });
    expect(linked(page.headers.get('link')).at(-1)).toBe('/api/v1/courses/3/folders/by_path/Week%201');
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('preloads nothing signed out: the answers would be 401s', async () => {
    const page = await fetch(`${origin()}/courses/3/assignments/4/grade`);
    expect(page.status).toBe(200);
    expect(page.headers.get('link')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});

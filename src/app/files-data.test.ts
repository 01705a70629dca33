import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesLoader } from './files-data';
import { queryClient } from './query-client';

/** The network as the loader sees it: each request waits until the test answers it, so the order is the loader's. */
function heldNetwork() {
  // The app's requests are relative to the page; node has no page.
  vi.stubGlobal('location', new URL('http://lectern.test/'));
  const sent: string[] = [];
  const waiting = new Map<string, (body: unknown) => void>();
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://lectern.test');
    const key = url.pathname;
    sent.push(`${key}${url.search}`);
    return new Promise<Response>((resolve) => {
      waiting.set(key, (body) => resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })));
    });
  });
  const answer = async (path: string, body: unknown) => {
    await vi.waitFor(() => expect(waiting.has(path)).toBe(true));
    waiting.get(path)?.(body);
    waiting.delete(path);
  };
  return { sent, answer, asked: (path: string) => sent.some((url) => url.startsWith(path)) };
}

const loaderArgs = (href: string, params: Record<string, string>) =>
  ({ params, request: new Request(href), url: new URL(href), pattern: '/courses/:courseId/files/*', context: undefined }) as Parameters<typeof filesLoader>[0];
const folder = (id: number, name: string, parent: number | null) => ({ id, name, full_name: parent === null ? name : `course files/${name}`, parent_folder_id: parent });
const session = { user: { id: 1, name: 'Teacher' }, csrf_token: 't', method: 'token' };

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the file browser route loader', () => {
  it('asks for the folder path at once and for its files and subfolders as soon as the path resolves, never waiting for the course', async () => {
    const network = heldNetwork();
    filesLoader(loaderArgs('http://lectern.test/courses/7/files/week%201', { courseId: '7', '*': 'week 1' }));
    await network.answer('/lectern/session', session);
    await network.answer('/api/v1/courses/7/folders/by_path/week%201', [folder(1, 'course files', null), folder(2, 'week 1', 1)]);
    await vi.waitFor(() => expect(network.asked('/api/v1/folders/2/files?')).toBe(true));
    expect(network.asked('/api/v1/folders/2/folders?')).toBe(true);
    expect(network.asked('/api/v1/folders/1/folders?')).toBe(true);
    // The course is the layout's request: the folder's requests are not made to wait for it.
    expect(network.asked('/api/v1/courses/7?')).toBe(false);
  });

  it('asks for the list in the sort the address names, and for a search without waiting for the folder path', async () => {
    const network = heldNetwork();
    const url = 'http://lectern.test/courses/7/files?sort=size&order=desc&search=notes';
    filesLoader(loaderArgs(url, { courseId: '7', '*': '' }));
    await network.answer('/lectern/session', session);
    await vi.waitFor(() => expect(network.asked('/api/v1/courses/7/files?')).toBe(true));
    const search = new URL(network.sent.find((sent) => sent.startsWith('/api/v1/courses/7/files?')) ?? '', 'http://x').searchParams;
    expect([search.get('search_term'), search.get('sort'), search.get('order')]).toEqual(['notes', 'size', 'desc']);
    expect(network.asked('/api/v1/courses/7/folders/by_path')).toBe(true);
  });

  it('asks for nothing signed out: the session guard sends the browser to sign in', async () => {
    const network = heldNetwork();
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      network.sent.push(String(input instanceof Request ? input.url : input));
      return Promise.resolve(new Response(JSON.stringify({ errors: [] }), { status: 401, headers: { 'Content-Type': 'application/json' } }));
    });
    filesLoader(loaderArgs('http://lectern.test/courses/7/files', { courseId: '7', '*': '' }));
    await vi.waitFor(() => expect(queryClient.getQueryState(['lectern-session'])?.status).toBe('success'));
    expect(network.sent.every((url) => url.includes('/lectern/session'))).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { LECTERN, proxyFor, schoolBehindProxy, startRecorder, type Answer } from './proxy-test-servers';

const bearer = { Authorization: 'Bearer demo-teacher' };
type Ticket = { upload_url: string; upload_params: Record<string, string>; file_param: string };

function multipart(ticket: Ticket, name: string, text: string, type = 'text/plain'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.upload_params)) form.append(key, value);
  form.append(ticket.file_param, new Blob([text], { type }), name);
  return form;
}

describe('uploads and downloads through the proxy, against a real embedded Canvas', () => {
  const { canvas, proxy } = schoolBehindProxy();

  async function upload(name: string, text: string, type: string) {
    const courses = (await (await proxy.request('/api/v1/courses', { headers: bearer })).json()) as Array<{ id: number }>;
    const body = JSON.stringify({ name, size: text.length, content_type: type });
    const preflight = await proxy.request(`/api/v1/courses/${courses[0]?.id}/files`, {
      method: 'POST',
      headers: { ...bearer, 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    expect(preflight.status).toBe(200);
    const ticket = (await preflight.json()) as Ticket;
    expect(ticket.upload_url.startsWith(`${LECTERN}/lectern/upload/`)).toBe(true);
    expect(ticket.upload_url).not.toContain(canvas.url);
    const sent = await proxy.request(ticket.upload_url.slice(LECTERN.length), { method: 'POST', body: multipart(ticket, name, text, type) });
    expect(sent.status).toBeGreaterThanOrEqual(300);
    expect(sent.status).toBeLessThan(400);
    const location = sent.headers.get('location') ?? '';
    expect(location.startsWith(`${LECTERN}/api/v1/files/`)).toBe(true);
    const confirmed = await proxy.request(location.slice(LECTERN.length), { headers: bearer });
    expect(confirmed.status).toBe(200);
    const file = (await confirmed.json()) as { id: number; url: string; display_name: string };
    return { ...file, courseId: courses[0]?.id };
  }

  it('runs the three steps through Lectern, step 2 relayed to the host the preflight named', async () => {
    const file = await upload('notes.txt', 'hello through the proxy', 'text/plain');
    expect(file.display_name).toBe('notes.txt');
    const download = await proxy.request(`/files/${file.id}/download`, { headers: bearer });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('hello through the proxy');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(download.headers.get('content-disposition')).toMatch(/^inline; filename="notes.txt"/);
    const part = await proxy.request(`/files/${file.id}/download`, { headers: { ...bearer, Range: 'bytes=0-4' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('hello');
    // The file's own url (Canvas's host, with its verifier) works as a same-origin path and query, signed in or not.
    const own = new URL(file.url);
    expect(own.origin).toBe(canvas.url);
    const byVerifier = await proxy.request(`${own.pathname}${own.search}`);
    expect(byVerifier.status).toBe(200);
    expect(await byVerifier.text()).toBe('hello through the proxy');
    expect((await proxy.request(`/files/${file.id}/download`)).status).toBe(401);
    const inCourse = await proxy.request(`/courses/${file.courseId}/files/${file.id}/download`, { headers: bearer });
    expect(inCourse.status).toBe(200);
    // A folder of the app's file browser that happens to be called "download" is not a download.
    expect((await proxy.request('/courses/1/files/Notes/download')).status).toBe(404);
  });

  it('serves an HTML file as an attachment in a sandbox, whatever Canvas said', async () => {
    const file = await upload('page.html', '<script>alert(1)</script>', 'text/html');
    const download = await proxy.request(`/files/${file.id}/download`, { headers: bearer });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });

  it('refuses a forged, tampered or foreign upload target', async () => {
    const forged = await proxy.request(`/lectern/upload/${Buffer.from(JSON.stringify({ url: 'http://169.254.169.254/' })).toString('base64url')}`, {
      method: 'POST',
      body: 'x',
    });
    expect(forged.status).toBe(400);
    const other = proxyFor(canvas.url);
    const body = JSON.stringify({ name: 'a.txt', size: 1 });
    const courses = (await (await proxy.request('/api/v1/courses', { headers: bearer })).json()) as Array<{ id: number }>;
    const preflight = await other.request(`/api/v1/courses/${courses[0]?.id}/files`, {
      method: 'POST',
      headers: { ...bearer, 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    const { upload_url: sealedElsewhere } = (await preflight.json()) as Ticket;
    // Sealed by another instance with another key: not a target this one will relay to.
    expect((await proxy.request(sealedElsewhere.slice(LECTERN.length), { method: 'POST', body: 'x' })).status).toBe(400);
  });
});

describe('the token and the upload host', () => {
  it('gives a slow upload all the time it needs: the deadline counts from its last byte', async () => {
    const host = await startRecorder(() => ({ status: 201, body: '{"id":9}' }));
    const stand = await startRecorder(() => ({ status: 200, body: JSON.stringify({ upload_url: `${host.url}/upload`, upload_params: {}, file_param: 'file' }) }));
    const timeoutMs = 30_000;
    try {
      const proxy = proxyFor(stand.url, { upstreamTimeoutMs: timeoutMs, fileOrigins: [host.url] });
      const ticket = (await (await proxy.request('/api/v1/users/self/files', { method: 'POST', headers: { Authorization: 'Bearer t' }, body: 'name=a' })).json()) as Ticket;
      // The deadline's clock is faked, and moved past the deadline before each chunk: a deadline armed before the
      // last byte would cut the upload off.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let chunks = 0;
      const trickle = new ReadableStream<Uint8Array>({
        pull(controller) {
          vi.advanceTimersByTime(timeoutMs + 1);
          if (chunks++ < 4) controller.enqueue(new TextEncoder().encode('part;'));
          else controller.close();
        },
      });
      const sent = await proxy.request(ticket.upload_url.slice(LECTERN.length), { method: 'POST', body: trickle, duplex: 'half' } as RequestInit);
      expect(sent.status).toBe(201);
      expect(host.requests[0]?.body).toBe('part;part;part;part;');
    } finally {
      vi.useRealTimers();
      await Promise.all([host.close(), stand.close()]);
    }
  });


  it('never sends the Canvas token or cookies to the upload host or the file store', async () => {
    const store = await startRecorder((request): Answer =>
      request.url.startsWith('/upload')
        ? { status: 201, body: '{"id":5}', headers: { Location: `${canvasUrl()}/api/v1/files/5` } }
        : { status: 200, body: 'bytes', headers: { 'Content-Type': 'text/html', 'Content-Disposition': 'inline; filename="x.html"' } },
    );
    const stand = await startRecorder((request) => {
      if (request.url === '/api/v1/users/self') return { status: 200, body: '{"id":1,"name":"Sam"}' };
      if (request.url === '/api/v1/courses/1/files') return { status: 200, body: JSON.stringify({ upload_url: `${store.url}/upload?token=instfs`, upload_params: { filename: 'x.html' }, file_param: 'file' }) };
      return { status: 302, headers: { Location: `${store.url}/blob/5?sig=1` } };
    });
    const canvasUrl = () => stand.url;
    try {
      // The store listens on loopback: reachable only because it is listed, as LECTERN_FILE_ORIGINS would.
      const proxy = proxyFor(stand.url, { fileOrigins: [store.url] });
      const preflight = await proxy.request('/api/v1/courses/1/files', { method: 'POST', headers: { Authorization: 'Bearer secret-token' }, body: 'name=x.html' });
      const ticket = (await preflight.json()) as Ticket;
      expect(ticket.upload_url.startsWith(`${LECTERN}/lectern/upload/`)).toBe(true);
      const sent = await proxy.request(ticket.upload_url.slice(LECTERN.length), {
        method: 'POST',
        headers: { Cookie: 'lectern_session=whatever', Authorization: 'Bearer secret-token' },
        body: multipart(ticket, 'x.html', '<b>hi</b>'),
      });
      expect(sent.status).toBe(201);
      expect(sent.headers.get('location')).toBe(`${LECTERN}/api/v1/files/5`);
      const download = await proxy.request('/files/5/download', { headers: { Authorization: 'Bearer secret-token' } });
      expect(await download.text()).toBe('bytes');
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="x.html"');

      expect(store.requests.map((request) => request.url)).toEqual(['/upload?token=instfs', '/blob/5?sig=1']);
      expect(store.requests[0]?.body).toContain('<b>hi</b>');
      for (const request of store.requests) {
        expect(request.headers.authorization).toBeUndefined();
        expect(request.headers.cookie).toBeUndefined();
      }
      expect(stand.requests.every((request) => request.headers.authorization === 'Bearer secret-token')).toBe(true);
    } finally {
      await Promise.all([store.close(), stand.close()]);
    }
  });
});

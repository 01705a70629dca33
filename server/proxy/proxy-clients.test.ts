import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyOnSocket, startSchoolCanvas } from './proxy-test-servers';

/**
 * What any Canvas API client does (canvasapi, a curl script): absolute URLs from a base, a bearer token, Rails form
 * parameters or JSON, Link headers followed as given, and the three-step upload with the token left off step 2.
 * The same script runs against a Canvas directly and against another Canvas with the same data through Lectern's
 * proxy; the transcripts must match once the host, the clock and the random parts are set aside.
 */
type Step = { step: string; status: number; body: string; link?: string };

async function clientScript(base: string, token: string): Promise<Step[]> {
  const steps: Step[] = [];
  const auth = { Authorization: `Bearer ${token}` };
  async function record(step: string, response: Response): Promise<unknown> {
    const body = await response.text();
    steps.push({ step, status: response.status, body, ...(response.headers.has('link') ? { link: response.headers.get('link') ?? '' } : {}) });
    return body.startsWith('{') || body.startsWith('[') ? JSON.parse(body) : body;
  }

  await record('who am I', await fetch(`${base}/api/v1/users/self`, { headers: auth }));
  for (let url: string | undefined = `${base}/api/v1/accounts/1/courses?per_page=2`, page = 1; url; page++) {
    const response: Response = await fetch(url, { headers: auth });
    await record(`courses page ${page}`, response);
    url = /<([^>]*)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  const form = new URLSearchParams({ 'course[name]': 'Made by a client', 'course[course_code]': 'CLIENT-1', offer: 'true' });
  const course = (await record('create a course (form)', await fetch(`${base}/api/v1/accounts/1/courses`, { method: 'POST', headers: auth, body: form }))) as { id: number };
  const rename = JSON.stringify({ course: { name: 'Renamed by a client' } });
  await record('rename it (JSON)', await fetch(`${base}/api/v1/courses/${course.id}`, { method: 'PUT', headers: { ...auth, 'Content-Type': 'application/json' }, body: rename }));
  await record('a course that does not exist', await fetch(`${base}/api/v1/courses/999999`, { headers: auth }));
  await record('no token', await fetch(`${base}/api/v1/courses`));

  const preflight = new URLSearchParams({ name: 'client.txt', size: '12', content_type: 'text/plain' });
  const ticket = (await record('upload: preflight', await fetch(`${base}/api/v1/courses/${course.id}/files`, { method: 'POST', headers: auth, body: preflight }))) as {
    upload_url: string;
    upload_params: Record<string, string>;
    file_param: string;
  };
  const parts = new FormData();
  for (const [key, value] of Object.entries(ticket.upload_params)) parts.append(key, value);
  parts.append(ticket.file_param, new Blob(['from a client'.slice(0, 12)], { type: 'text/plain' }), 'client.txt');
  const sent = await fetch(ticket.upload_url, { method: 'POST', body: parts, redirect: 'manual' });
  steps.push({ step: 'upload: the bytes, without the token', status: sent.status, body: '' });
  const file = (await record('upload: confirm', await fetch(sent.headers.get('location') ?? '', { headers: auth }))) as { url: string };
  await record('download the file by its url', await fetch(file.url, { headers: auth }));
  await record('delete the course', await fetch(`${base}/api/v1/courses/${course.id}?event=delete`, { method: 'DELETE', headers: auth }));
  return steps;
}

/**
 * The parts that differ between any two runs: the hosts, timestamps, random uuids, verifiers and feed tokens, and the
 * signed upload fields. Bodies are Canvas's own, so their links (a file's url, an avatar) still name Canvas's host.
 */
function comparable(steps: Step[], hosts: { base: string; canvas: string }): Step[] {
  const tidy = (text: string) =>
    text
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g, 'TIME')
      .replace(/"uuid":"[^"]*"/g, '"uuid":"UUID"')
      .replace(/verifier=[^"&]*/g, 'verifier=V')
      .replace(/course_[A-Za-z0-9]+\.ics/g, 'FEED.ics')
      // A page bookmark is sealed with a fresh nonce each time (server/canvas/bookmarks.ts): same page, new bytes.
      .replace(/page=bookmark:[^&>"]*/g, 'page=bookmark:B')
      .replace(/"(upload_url|policy|signature)":"[^"]*"/gi, '"$1":"SIGNED"');
  return steps.map((step) => ({
    ...step,
    body: tidy(step.body.replaceAll(hosts.canvas, 'CANVAS')),
    ...(step.link ? { link: tidy(step.link.replaceAll(hosts.base, 'BASE')) } : {}),
  }));
}

describe('a Canvas API client through the proxy', () => {
  let direct: Awaited<ReturnType<typeof startSchoolCanvas>>;
  let behindProxy: Awaited<ReturnType<typeof startSchoolCanvas>>;
  let proxy: Awaited<ReturnType<typeof proxyOnSocket>>;

  beforeAll(async () => {
    [direct, behindProxy] = await Promise.all([startSchoolCanvas(), startSchoolCanvas()]);
    proxy = await proxyOnSocket(behindProxy.url);
  });
  afterAll(async () => {
    await proxy.close();
    await Promise.all([direct.close(), behindProxy.close()]);
  });

  it('gets the same answers, step for step, as from Canvas itself', async () => {
    const expected = comparable(await clientScript(direct.url, 'demo-admin'), { base: direct.url, canvas: direct.url });
    const throughProxy = await clientScript(proxy.url, 'demo-admin');
    // Pagination stays on the address the client used.
    expect(throughProxy.flatMap((step) => step.link ?? []).join()).not.toContain(behindProxy.url);
    expect(comparable(throughProxy, { base: proxy.url, canvas: behindProxy.url })).toEqual(expected);
    expect(expected.find((step) => step.step === 'download the file by its url')?.body).toBe('from a clien');
    expect(expected.filter((step) => step.step.startsWith('courses page')).length).toBeGreaterThan(2);
  });
});

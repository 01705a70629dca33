import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { toCanvasBoolean } from './coerce';
import type { AppEnv } from './context';
import { CanvasError } from './errors';
import { parseEntries } from './params';
import { apiParams } from './request-params';

/** The real params middleware behind an echo route, so each carrier can be compared. */
function echoApp() {
  const app = new Hono<AppEnv>();
  app.use('*', apiParams);
  app.all('/echo', (c) => c.json(c.get('params')));
  app.onError((error, c) =>
    error instanceof CanvasError ? c.json(error.body as object, error.status) : c.json({ crashed: true }, 500),
  );
  return app;
}

const query =
  'course[name]=Bio&course[term_id]=4&include[]=term&include[]=teachers&assignment_override[student_ids][]=4&assignment_override[student_ids][]=5&offer=true';

describe('Rails-style parameters (docs/canvas-contract.md §1.3)', () => {
  it('nests brackets, collects arrays and keeps scalars as strings', () => {
    expect(parseEntries(new URLSearchParams(query).entries())).toEqual({
      course: { name: 'Bio', term_id: '4' },
      include: ['term', 'teachers'],
      assignment_override: { student_ids: ['4', '5'] },
      offer: 'true',
    });
  });

  it('builds arrays of hashes, starting a new element when a key repeats', () => {
    const tree = parseEntries(new URLSearchParams('a[][b]=1&a[][c]=2&a[][b]=3').entries());
    expect(tree).toEqual({ a: [{ b: '1', c: '2' }, { b: '3' }] });
  });

  it('ignores prototype-polluting keys', () => {
    const tree = parseEntries(new URLSearchParams('__proto__[admin]=1&course[constructor]=x&ok=1').entries());
    expect(tree).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('gives the same tree for the same request as query string, urlencoded form and JSON', async () => {
    const app = echoApp();
    const fromQuery: unknown = await (await app.request(`/echo?${query}`, { method: 'POST' })).json();
    const fromForm: unknown = await (
      await app.request('/echo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: query,
      })
    ).json();
    const fromJson: unknown = await (
      await app.request('/echo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          course: { name: 'Bio', term_id: '4' },
          include: ['term', 'teachers'],
          assignment_override: { student_ids: ['4', '5'] },
          offer: 'true',
        }),
      })
    ).json();
    expect(fromForm).toEqual(fromQuery);
    expect(fromJson).toEqual(fromQuery);
  });

  it('reads multipart bodies and form bodies on DELETE', async () => {
    const app = echoApp();
    const form = new FormData();
    form.append('course[name]', 'Chem');
    form.append('include[]', 'term');
    const multipart: unknown = await (await app.request('/echo', { method: 'POST', body: form })).json();
    expect(multipart).toEqual({ course: { name: 'Chem' }, include: ['term'] });
    const deleted: unknown = await (
      await app.request('/echo', {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'event=conclude',
      })
    ).json();
    expect(deleted).toEqual({ event: 'conclude' });
  });

  it('decodes form bodies exactly as URLSearchParams does, empty pairs, plus signs and bad escapes included', async () => {
    const body = 'a=1&&b=x+y&c=%E2%9C%93&d=%zz&=e&f&g=1=2&h[]=%26&h[]=&';
    const response = await echoApp().request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(await response.json()).toEqual(parseEntries(new URLSearchParams(body).entries()));
  });

  it('answers malformed bodies and conflicting keys with a Canvas 400, never a 500', async () => {
    const app = echoApp();
    const badJson = await app.request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"course": ',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ message: 'The request body could not be parsed.' });
    const conflict = await app.request('/echo?course=1&course[name]=x');
    expect(conflict.status).toBe(400);
    const deep = await app.request(`/echo?a${'[x]'.repeat(20)}=1`);
    expect(deep.status).toBe(400);
    const notObject = await app.request('/echo', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '[1,2]',
    });
    expect(notObject.status).toBe(400);
  });

  it.each([
    ['true', true], ['T', true], ['yes', true], ['Y', true], ['on', true], ['1', true], ['7', true],
    ['false', false], ['f', false], ['NO', false], ['n', false], ['off', false], ['0', false], ['junk', false],
  ])('reads %s as %s, like Canvas::Plugin.value_to_boolean', (word, expected) => {
    expect(toCanvasBoolean(word)).toBe(expected);
  });

  it('takes JSON booleans as they are', () => {
    expect(toCanvasBoolean(true)).toBe(true);
    expect(toCanvasBoolean(false)).toBe(false);
  });
});

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PARAMETERS } from '../resources/api-parameters';
import { createTestApp } from '../test/test-app';
import { standardWorld } from '../test/test-data';
import { renderParameterDoc, renderParameterJson } from './parameter-doc';
import { applyTable, compileTable, parseName, type EndpointParameters } from './parameter-table';

const app = createTestApp();
standardWorld(app.data);

const registered = () =>
  new Set(app.hono.routes.filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL').map((r) => `${r.method} ${r.path.slice('/api/v1'.length)}`));
const tabled = API_PARAMETERS.flatMap((entry) => entry.routes);

describe('the parameter table covers every /api/v1 route', () => {
  it('has exactly one row for each registered route, and no row without a route', () => {
    const routes = registered();
    expect({ routesWithoutRow: [...routes].filter((route) => !tabled.includes(route)).sort() }).toEqual({ routesWithoutRow: [] });
    expect({ rowsWithoutRoute: tabled.filter((route) => !routes.has(route)) }).toEqual({ rowsWithoutRoute: [] });
    expect({ twice: tabled.filter((route, i) => tabled.indexOf(route) !== i) }).toEqual({ twice: [] });
  });

  it('never lists a name twice (honored, refused or extension), and every name parses', () => {
    for (const entry of API_PARAMETERS) {
      const listed = [...entry.honored, ...entry.refused, ...(entry.extensions ?? [])];
      for (const name of listed) expect(() => parseName(name), name).not.toThrow();
      expect({ routes: entry.routes, twice: listed.filter((n, i) => listed.indexOf(n) !== i) }).toEqual({ routes: entry.routes, twice: [] });
      for (const name of Object.keys(entry.notes ?? {})) expect(listed, `note on ${name}`).toContain(name);
    }
  });

  it('is published in docs/canvas-parameters.md and .json exactly as generated (npm run docs:parameters)', () => {
    const published = (ext: string) => readFileSync(new URL(`../../docs/canvas-parameters.${ext}`, import.meta.url), 'utf8');
    expect(published('md')).toBe(renderParameterDoc(API_PARAMETERS));
    expect(published('json')).toBe(renderParameterJson(API_PARAMETERS));
  });
});

/** A request that sends `name` as a client asking for it would: `include[]=x`, `assignment[peer_reviews]=true`. */
function sending(route: string, name: string): { method: string; path: string; body?: string } {
  const [method = 'GET', pattern = ''] = route.split(' ');
  const path = `/api/v1${pattern.replace(/\{[^}]*\}/g, '').replace(/:[a-z_]+/g, '1')}`;
  const [key = '', value = '1'] = name.split('=', 2);
  const wire = key.replace(/\[<[^>]+>\]/g, '[1]');
  const query = `${encodeURIComponent(wire).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(value)}`;
  return method === 'GET' || method === 'DELETE' ? { method, path: `${path}?${query}` } : { method, path, body: query };
}

describe('every refused parameter is answered 400 by name', () => {
  const cases = API_PARAMETERS.flatMap((entry) => entry.refused.map((name) => [entry.routes[0] ?? '', name] as const));
  it.each(cases)('%s refuses %s', async (route, name) => {
    const { method, path, body } = sending(route, name);
    const headers = body === undefined ? undefined : { 'Content-Type': 'application/x-www-form-urlencoded' };
    const response = await app.request(path, { method, token: 'admin-token', headers, body });
    expect({ status: response.status, body: (await response.json()) as unknown }).toEqual({
      status: 400,
      body: { errors: [{ message: `${name} is not supported by this server` }] },
    });
  });
});

describe('a handler sees only what its row lists', () => {
  const row: EndpointParameters = {
    routes: ['POST /things'],
    canvas: null,
    honored: ['thing[name]', 'thing[parts][]', 'include[]=a', 'grade_data[<student_id>][posted_grade]'],
    refused: ['thing[peer_reviews]', 'include[]=z'],
  };
  const endpoint = compileTable([row]).get('POST /api/v1/things');
  if (!endpoint) throw new Error('the row did not compile');

  it('drops unlisted names at every depth and keeps listed ones whole', () => {
    const kept = applyTable(endpoint, {
      thing: { name: 'N', secret: 'x', parts: [{ a: '1' }, 'two'] },
      other: 'dropped',
      per_page: '5',
    });
    expect(kept).toEqual({ thing: { name: 'N', parts: [{ a: '1' }, 'two'] }, per_page: '5' });
  });

  it('keeps only listed values of a list, including one sent without brackets', () => {
    expect(applyTable(endpoint, { include: ['a', 'b'] })).toEqual({ include: ['a'] });
    expect(applyTable(endpoint, { include: 'a' })).toEqual({ include: 'a' });
    expect(applyTable(endpoint, { include: 'b' })).toEqual({});
  });

  it('passes a scalar sent where a hash is listed, so the handler refuses the malformed shape', () => {
    expect(applyTable(endpoint, { thing: 'text', other: 'x' })).toEqual({ thing: 'text' });
    expect(applyTable(endpoint, { thing: { name: 'N', parts: 'p' } })).toEqual({ thing: { name: 'N', parts: 'p' } });
  });

  it('matches angle-bracketed segments against any key', () => {
    const sent = { grade_data: { '7': { posted_grade: 'A', excuse: 'true' }, '8': { posted_grade: '3' } } };
    expect(applyTable(endpoint, sent)).toEqual({ grade_data: { '7': { posted_grade: 'A' }, '8': { posted_grade: '3' } } });
  });

  it('refuses a refused name only when it asks for something', () => {
    expect(() => applyTable(endpoint, { thing: { peer_reviews: 'true' } })).toThrow();
    expect(() => applyTable(endpoint, { include: ['a', 'z'] })).toThrow();
    expect(applyTable(endpoint, { thing: { peer_reviews: 'false', name: 'N' } })).toEqual({ thing: { name: 'N' } });
    expect(applyTable(endpoint, { thing: { peer_reviews: '' } })).toEqual({ thing: {} });
  });
});

describe('handlers read parameters only through the table', () => {
  /** Routes outside /api/v1 (downloads, uploads, OAuth2) read their own query strings; the table covers /api/v1. */
  const OUTSIDE_API = ['download', 'upload-transfer', 'authorize', 'submissions-zip'];
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

  it('no resource reads the query string or body around c.get("params")', () => {
    const resources = new URL('../resources', import.meta.url).pathname;
    const bypassing = files(resources)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !OUTSIDE_API.some((name) => file.includes(name)))
      .filter((file) => /c\.req\.(query|queries|json|parseBody|formData)\(/.test(readFileSync(file, 'utf8')));
    expect(bypassing).toEqual([]);
  });
});

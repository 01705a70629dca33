import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp } from '../../test/test-app';
import { listen, rawRequest, type LiveServer } from '../../test/live-server';

function builtApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'lectern-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lectern</title>');
  writeFileSync(join(dist, 'assets', 'route-abc123.js'), 'export const x = 1;');
  return dist;
}

describe('serving the built app', () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await listen(createApp({ db: createTestApp().db, dataDir: '/tmp', distDir: builtApp() }));
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

  it('answers OPTIONS on static paths completely instead of announcing a body it never sends', async () => {
    for (const path of ['/', '/assets/route-abc123.js', '/courses']) {
      const response = await rawRequest(server, 'OPTIONS', path);
      expect(Number(response.headers['content-length'] ?? 0)).toBe(Buffer.byteLength(response.body));
    }
  });

  it('answers HEAD on files like GET, without a body', async () => {
    const response = await rawRequest(server, 'HEAD', '/assets/route-abc123.js');
    expect(response.status).toBe(200);
    expect(response.body).toBe('');
  });
});

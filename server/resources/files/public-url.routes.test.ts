import { describe, expect, it } from 'vitest';
import { publicUrlContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { fileWriteWorld, storeBytes } from '../../test/file-write-world';
import { PUBLIC_URL_SECONDS, publicUrl } from './public-url';

const SANDBOX = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

async function issued(app: ReturnType<typeof fileWriteWorld>['app'], id: number, token: string) {
  const { status, body } = await app.get(`/api/v1/files/${id}/public_url`, token);
  expect(status).toBe(200);
  return expectContract(publicUrlContract, body).public_url;
}

describe('GET /api/v1/files/:id/public_url', () => {
  it('answers an absolute signed URL that opens the bytes without a token, with the safe headers', async () => {
    const { app, files } = fileWriteWorld();
    const url = await issued(app, files.notes, 'student-token');
    expect(url).toMatch(new RegExp(`^http://lectern\\.test/files/${files.notes}/download\\?download_frd=1&expires=\\d+&signature=[\\w-]+$`));
    const expires = Number(new URL(url).searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(PUBLIC_URL_SECONDS - 60);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(PUBLIC_URL_SECONDS);
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('course notes');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toBe(SANDBOX);
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="notes.txt"; filename*=UTF-8''notes.txt`);
  });

  it('never sends the signing key, and a tampered, foreign or expired signature opens nothing', async () => {
    const { app, files } = fileWriteWorld();
    const url = await issued(app, files.notes, 'teacher-token');
    const key = app.db.prepare<[], { value: string }>(`SELECT value FROM server_secrets WHERE name = 'public_url'`).get()?.value;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(url).not.toContain(key);
    const signature = new URL(url).searchParams.get('signature') ?? '';
    const tampered = url.replace(signature, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    expect((await app.request(tampered)).status).toBe(401);
    // The signature names one file: moved onto another id it fails.
    expect((await app.request(url.replace(`/files/${files.notes}/`, `/files/${files.cells}/`))).status).toBe(401);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    expect((await app.request(later.toString())).status).toBe(401);
    const file = { id: files.notes, uuid: app.db.prepare<[number], { uuid: string }>('SELECT uuid FROM attachments WHERE id = ?').get(files.notes)?.uuid ?? '' };
    const expired = publicUrl(app.db, 'http://lectern.test', file, Date.now() - (PUBLIC_URL_SECONDS + 5) * 1000);
    expect((await app.request(expired)).status).toBe(401);
    // A deleted file's link dies with it.
    app.db.prepare(`UPDATE attachments SET workflow_state = 'deleted' WHERE id = ?`).run(files.notes);
    expect((await app.request(url)).status).toBe(401);
  });

  it('needs download rights: learners not for locked files, others not at all; 404 unknown, 401 without a token', async () => {
    const { app, files, groupFile, studentFile } = fileWriteWorld();
    storeBytes(app, files.secret, 'link-only');
    // A hidden file is link-only: a student holding its id may have its public URL.
    expect((await app.get(`/api/v1/files/${files.secret}/public_url`, 'student-token')).status).toBe(200);
    for (const [id, token] of [[files.draft, 'student-token'], [files.inside, 'student-token'], [files.notes, 'outsider-token'],
      [studentFile, 'teacher-token'], [groupFile, 'outsider-token']] as const) {
      expect((await app.get(`/api/v1/files/${id}/public_url`, token)).status).toBe(403);
    }
    expect((await app.get(`/api/v1/files/${files.draft}/public_url`, 'teacher-token')).status).toBe(200);
    expect((await app.get('/api/v1/files/999999/public_url', 'teacher-token')).status).toBe(404);
    expect((await app.request(`/api/v1/files/${files.notes}/public_url`)).status).toBe(401);
  });
});

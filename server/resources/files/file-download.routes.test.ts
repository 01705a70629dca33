import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { disposeAfterFile } from '../../test/disposal';
import { attachFile } from '../../test/submission-files';
import { submissionWorld } from '../../test/submission-world';

const SANDBOX = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

/** Sam's submission carries a picture, a page of HTML, an SVG and a video; Nia (second section) has her own file. */
function fileWorld() {
  const world = submissionWorld({ types: ['online_upload'] });
  const { app, submit, submissionId, students } = world;
  submit(students.sam, '2026-02-28T10:00:00Z', { submission_type: 'online_upload' });
  submit(students.nia, '2026-02-28T10:00:00Z', { submission_type: 'online_upload' });
  const sam = submissionId(students.sam);
  const files = {
    photo: attachFile(app, sam, 1, { name: 'cells.png', contentType: 'image/png', bytes: 'png bytes' }),
    page: attachFile(app, sam, 1, { name: 'essay.html', contentType: 'text/html', bytes: '<script>alert(1)</script>' }),
    svg: attachFile(app, sam, 1, { name: 'diagram.svg', contentType: 'image/svg+xml', bytes: '<svg onload="alert(1)"/>' }),
    video: attachFile(app, sam, 1, { name: 'Fotosíntesis.webm', contentType: 'video/webm', bytes: '0123456789' }),
    niaNotes: attachFile(app, submissionId(students.nia), 1, { name: 'notes.txt', contentType: 'text/plain', bytes: 'Nia notes' }),
  };
  return { ...world, files };
}

const download = (id: number, query = '') => `/files/${id}/download${query}`;

describe('GET /files/:id/download', () => {
  it('serves the bytes to anyone holding the verifier, with the sandbox headers and inline for an image', async () => {
    const { app, files } = fileWorld();
    const response = await app.request(download(files.photo.id, `?download_frd=1&verifier=${files.photo.uuid}`));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('png bytes');
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toBe(SANDBOX);
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="cells.png"; filename*=UTF-8''cells.png`);
  });

  it('makes HTML and SVG downloads, never pages of the app', async () => {
    const { app, files } = fileWorld();
    for (const file of [files.page, files.svg]) {
      const response = await app.request(download(file.id, `?verifier=${file.uuid}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; /);
      expect(response.headers.get('Content-Security-Policy')).toBe(SANDBOX);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it('refuses a missing or wrong verifier without a token; to a signed-in caller, unknown or deleted files are 404', async () => {
    const { app, files, w } = fileWorld();
    expect((await app.request(download(files.photo.id))).status).toBe(401);
    expect((await app.request(download(files.photo.id, `?verifier=${files.page.uuid}`))).status).toBe(401);
    // A stranger cannot tell an unknown id from a known one.
    expect((await app.request(download(999_999, '?verifier=x'))).status).toBe(401);
    expect((await app.request(download(999_999), { token: 'teacher-token' })).status).toBe(404);
    app.db.prepare(`UPDATE attachments SET workflow_state = 'deleted' WHERE id = ?`).run(files.photo.id);
    expect((await app.request(download(files.photo.id, `?verifier=${files.photo.uuid}`))).status).toBe(401);
    const deleted = await app.request(download(files.photo.id), { token: 'teacher-token' });
    expect(deleted.status).toBe(404);
    expect(await deleted.json()).toEqual({ errors: [{ message: 'The specified resource does not exist.' }] });
    expect((await app.request(`/courses/${w.course.id + 1}/files/${files.page.id}/download?verifier=${files.page.uuid}`)).status).toBe(404);
    expect((await app.request(`/courses/${w.course.id}/files/${files.page.id}/download?verifier=${files.page.uuid}`)).status).toBe(200);
  });

  it('lets the submitting student and graders who see them download with a token; not another student or a TA of another section', async () => {
    const { app, files, w } = fileWorld();
    const status = async (id: number, token: string) => (await app.request(download(id), { token })).status;
    expect(await status(files.photo.id, 'student-token')).toBe(200);
    expect(await status(files.photo.id, 'teacher-token')).toBe(200);
    expect(await status(files.photo.id, 'ta-token')).toBe(200);
    expect(await status(files.photo.id, 'nia-token')).toBe(403);
    expect(await status(files.niaNotes.id, 'student-token')).toBe(403);
    expect(await status(files.photo.id, 'limited-ta-token')).toBe(403);
    expect(await status(files.niaNotes.id, 'limited-ta-token')).toBe(200);
    expect((await app.request(`/courses/${w.course.id}/files/${files.photo.id}/download`, { token: 'teacher-token' })).status).toBe(200);
  });

  it('answers a Range request with part of the file, for media seeking', async () => {
    const { app, files } = fileWorld();
    const url = download(files.video.id, `?verifier=${files.video.uuid}`);
    const part = await app.request(url, { headers: { Range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('2345');
    expect(part.headers.get('Content-Range')).toBe('bytes 2-5/10');
    expect(part.headers.get('Content-Disposition')).toBe(`inline; filename="Fotos_ntesis.webm"; filename*=UTF-8''Fotos%C3%ADntesis.webm`);
    const tail = await app.request(url, { headers: { Range: 'bytes=-3' } });
    expect(await tail.text()).toBe('789');
    expect((await app.request(url, { headers: { Range: 'bytes=20-' } })).status).toBe(416);
  });

  it('is answered by the file route when the built app is served, not by its index page', async () => {
    const { app, files } = fileWorld();
    const dist = mkdtempSync(join(tmpdir(), 'lectern-dist-'));
    disposeAfterFile(() => rmSync(dist, { recursive: true, force: true }));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lectern</title>');
    const served = createApp({ db: app.db, dataDir: app.dataDir, distDir: dist });
    const response = await served.request(`http://lectern.test${download(files.photo.id, `?verifier=${files.photo.uuid}`)}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('png bytes');
    expect((await served.request(`http://lectern.test${download(files.photo.id)}`)).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { addFile } from '../../test/file-read-world';
import { fileWriteWorld, storeBytes } from '../../test/file-write-world';

const SANDBOX = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

/** Course, group and user files with bytes, including HTML, SVG, audio and hostile names. */
function world() {
  const w = fileWriteWorld();
  const course = { type: 'Course' as const, id: w.course.id };
  for (const id of [w.files.draft, w.files.secret, w.files.inside, w.files.later, w.files.expired]) storeBytes(w.app, id, `bytes of ${id}`);
  const add = (name: string, contentType: string, bytes: string) => {
    const id = addFile(w.app.db, course, { name, folderId: w.root.id, contentType });
    storeBytes(w.app, id, bytes);
    return id;
  };
  const extra = {
    page: add('essay.html', 'text/html', '<script>alert(1)</script>'),
    svg: add('diagram.svg', 'image/svg+xml', '<svg onload="alert(1)"/>'),
    audio: add('lecture.mp3', 'audio/mpeg', '0123456789'),
    hostile: add('../../etc/"pass"\u0000wd/Fotosíntesis.html', 'text/html', '<p>hi</p>'),
  };
  return { ...w, extra };
}

const status = async (app: ReturnType<typeof world>['app'], id: number, token: string) =>
  (await app.request(`/files/${id}/download`, { token })).status;

describe('downloads of course, group and user files with a token', () => {
  it('follow the list and get rules: learners get published files (hidden ones are link-only), not locked ones or closed folders', async () => {
    const { app, files } = world();
    expect(await status(app, files.notes, 'student-token')).toBe(200);
    expect(await status(app, files.secret, 'student-token')).toBe(200);
    for (const id of [files.draft, files.expired, files.inside, files.later]) {
      expect(await status(app, id, 'student-token')).toBe(403);
      expect(await status(app, id, 'ta-token')).toBe(200);
    }
    expect(await status(app, files.notes, 'outsider-token')).toBe(403);
  });

  it('give group files to members and staff, user files to the user and admins', async () => {
    const { app, groupFile, studentFile } = world();
    expect(await status(app, groupFile, 'student-token')).toBe(200);
    expect(await status(app, groupFile, 'teacher-token')).toBe(200);
    expect(await status(app, groupFile, 'outsider-token')).toBe(403);
    expect(await status(app, studentFile, 'student-token')).toBe(200);
    expect(await status(app, studentFile, 'admin-token')).toBe(200);
    expect(await status(app, studentFile, 'teacher-token')).toBe(403);
  });

  it('serve the course form only for that course', async () => {
    const { app, files, course, groupFile } = world();
    expect((await app.request(`/courses/${course.id}/files/${files.notes}/download`, { token: 'student-token' })).status).toBe(200);
    expect((await app.request(`/courses/${course.id}/files/${groupFile}/download`, { token: 'student-token' })).status).toBe(404);
  });

  it('serve the group form (canvas-lms config/routes.rb files concern) only for that group, to its members', async () => {
    const { app, files, groupId, groupFile } = world();
    const get = (fileId: number, token: string) => app.request(`/groups/${groupId}/files/${fileId}/download`, { token });
    const ok = await get(groupFile, 'student-token');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('group lab');
    expect((await get(groupFile, 'outsider-token')).status).toBe(403);
    expect((await get(files.notes, 'student-token')).status).toBe(404);
    expect((await app.request(`/groups/${groupId + 1000}/files/${groupFile}/download`, { token: 'student-token' })).status).toBe(404);
  });
});

describe('serving owner files safely', () => {
  it('makes HTML and SVG attachments with nosniff and the sandbox CSP', async () => {
    const { app, extra } = world();
    for (const id of [extra.page, extra.svg]) {
      const response = await app.request(`/files/${id}/download`, { token: 'student-token' });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; /);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Content-Security-Policy')).toBe(SANDBOX);
    }
  });

  it('serves script, style and markup types as opaque downloads, never as their own type from the app\'s origin', async () => {
    const { app, extra, course, root } = world();
    const active = ['text/html', 'application/xhtml+xml', 'image/svg+xml', 'text/xml', 'application/xml', 'text/javascript',
      'application/javascript', 'application/x-javascript', 'text/css', 'application/wasm', 'text/html; charset=utf-8'];
    for (const type of active) {
      const id = addFile(app.db, { type: 'Course', id: course.id }, { name: 'active', folderId: root.id, contentType: type });
      storeBytes(app, id, 'alert(1)');
      const response = await app.request(`/files/${id}/download`, { token: 'student-token' });
      expect(response.headers.get('Content-Type'), type).toBe('application/octet-stream');
      expect(response.headers.get('Content-Disposition'), type).toMatch(/^attachment; /);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
    expect((await app.request(`/files/${extra.page}/download`, { token: 'student-token' })).headers.get('Content-Type')).toBe('application/octet-stream');
  });

  it('keeps the type of what the previewer and media elements show inline: images, PDF, plain text, audio, video', async () => {
    const { app, course, root } = world();
    for (const type of ['image/png', 'image/jpeg', 'application/pdf', 'text/plain', 'audio/mpeg', 'video/webm']) {
      const id = addFile(app.db, { type: 'Course', id: course.id }, { name: 'shown', folderId: root.id, contentType: type });
      storeBytes(app, id, 'bytes');
      const response = await app.request(`/files/${id}/download`, { token: 'student-token' });
      expect(response.headers.get('Content-Type')).toBe(type);
      expect(response.headers.get('Content-Disposition')).toMatch(/^inline; /);
    }
  });

  it('keeps a hostile name as given and sends it escaped (RFC 6266), never as a path', async () => {
    const { app, extra } = world();
    const name = '../../etc/"pass"\u0000wd/Fotosíntesis.html';
    const file = (await app.get(`/api/v1/files/${extra.hostile}`, 'teacher-token')).body as { display_name: string };
    expect(file.display_name).toBe(name);
    const response = await app.request(`/files/${extra.hostile}/download`, { token: 'teacher-token' });
    expect(await response.text()).toBe('<p>hi</p>');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="../../etc/_pass__wd/Fotos_ntesis.html"; filename*=UTF-8''..%2F..%2Fetc%2F%22pass%22%00wd%2FFotos%C3%ADntesis.html`,
    );
  });

  it('answers a Range on an audio file with 206 and the part', async () => {
    const { app, extra } = world();
    const response = await app.request(`/files/${extra.audio}/download`, { token: 'student-token', headers: { Range: 'bytes=3-6' } });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('3456');
    expect(response.headers.get('Content-Range')).toBe('bytes 3-6/10');
    expect(response.headers.get('Content-Type')).toBe('audio/mpeg');
  });
});

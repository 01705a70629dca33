import { describe, expect, it } from 'vitest';
import { fileWriteWorld, fileRow, storeBytes } from '../../test/file-write-world';

/**
 * Every credential that can open a file's bytes (a token, the verifier in attachment_json's url, a public_url)
 * meets the same learner-visibility rule. canvas-lms lib/api/v1/attachment.rb blanks `url` for a file locked for
 * the user; the verifier must not then open what the blank url hides.
 */
function world() {
  const w = fileWriteWorld();
  const { files } = w;
  const closed = { unpublished: files.draft, lockedWindow: files.expired, inLockedFolder: files.later, inHiddenFolder: files.inside };
  for (const id of [...Object.values(closed), files.secret]) storeBytes(w.app, id, `bytes of ${id}`);
  const uuid = (id: number) => fileRow(w.app, id)?.uuid ?? '';
  return { ...w, closed, uuid };
}

type World = ReturnType<typeof world>;
const verifierPath = (w: World, id: number) => `/files/${id}/download?download_frd=1&verifier=${w.uuid(id)}`;

async function publicUrlOf(w: World, id: number): Promise<string> {
  const { status, body } = await w.app.get(`/api/v1/files/${id}/public_url`, 'teacher-token');
  expect(status).toBe(200);
  return (body as { public_url: string }).public_url;
}

describe('the one rule for a file\'s bytes, whatever the credential', () => {
  it('a learner\'s file JSON of a locked file blanks the url; its uuid opens nothing', async () => {
    const w = world();
    for (const id of Object.values(w.closed)) {
      const { body } = await w.app.get(`/api/v1/files/${id}`, 'student-token');
      expect(body).toMatchObject({ url: '', locked_for_user: true, uuid: w.uuid(id) });
      expect((await w.app.request(verifierPath(w, id))).status).toBe(401);
    }
  });

  it.each(['unpublished', 'lockedWindow', 'inLockedFolder', 'inHiddenFolder'] as const)('a file %s: no credential opens it for a learner', async (which) => {
    const w = world();
    const id = w.closed[which];
    expect((await w.app.request(`/files/${id}/download`, { token: 'student-token' })).status).toBe(403);
    expect((await w.app.request(verifierPath(w, id))).status).toBe(401);
    expect((await w.app.request(verifierPath(w, id), { token: 'student-token' })).status).toBe(403);
    expect((await w.app.request(`/courses/${w.course.id}/files/${id}/download?verifier=${w.uuid(id)}`)).status).toBe(401);
    const link = await publicUrlOf(w, id);
    expect((await w.app.request(link)).status).toBe(401);
    expect((await w.app.request(link, { token: 'student-token' })).status).toBe(403);
  });

  it.each(['unpublished', 'lockedWindow', 'inLockedFolder', 'inHiddenFolder'] as const)('a file %s: staff who manage files still open it with their token', async (which) => {
    const w = world();
    const id = w.closed[which];
    for (const path of [`/files/${id}/download`, verifierPath(w, id), await publicUrlOf(w, id)]) {
      const response = await w.app.request(path, { token: 'teacher-token' });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(`bytes of ${id}`);
    }
  });

  it('an open file, and a hidden (link-only) one, still open by verifier and public_url alone', async () => {
    const w = world();
    for (const id of [w.files.notes, w.files.secret]) {
      expect((await w.app.request(verifierPath(w, id))).status).toBe(200);
      expect((await w.app.request(await publicUrlOf(w, id))).status).toBe(200);
    }
  });
});

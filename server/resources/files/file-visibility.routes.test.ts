import { describe, expect, it } from 'vitest';
import { fileContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { fileRow, fileWriteWorld } from '../../test/file-write-world';

const put = (w: ReturnType<typeof fileWriteWorld>, id: number, level: string) =>
  w.app.send('PUT', `/api/v1/files/${id}`, 'teacher-token', { visibility_level: level });

// canvas-lms files_controller.rb api_update `visibility_level`; lib/api/v1/attachment.rb serves it when
// attachment.supports_visibility? (course files); app/models/attachment.rb lists the four levels.
describe('visibility_level of course files', () => {
  it('is served on course files ("inherit" until set), stored by PUT, and absent from group and user files', async () => {
    const w = fileWriteWorld();
    const before = expectContract(fileContract, (await w.app.get(`/api/v1/files/${w.files.notes}`, 'teacher-token')).body);
    expect(before.visibility_level).toBe('inherit');
    const { status, body } = await put(w, w.files.notes, 'institution');
    expect(status).toBe(200);
    expect(expectContract(fileContract, body).visibility_level).toBe('institution');
    expect(fileRow(w.app, w.files.notes)?.visibility_level).toBe('institution');
    const group = expectContract(fileContract, (await w.app.get(`/api/v1/files/${w.groupFile}`, 'student-token')).body);
    expect(group).not.toHaveProperty('visibility_level');
  });

  it('refuses an unknown level with a validation error and changes nothing', async () => {
    const w = fileWriteWorld();
    const { status, body } = await put(w, w.files.notes, 'course');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('visibility_level');
    expect(fileRow(w.app, w.files.notes)?.visibility_level).toBe('inherit');
  });

  it('opens the file to everyone signed in at institution and public, and keeps it to course members otherwise', async () => {
    const w = fileWriteWorld();
    const outsider = async () => ({
      show: (await w.app.get(`/api/v1/files/${w.files.notes}`, 'outsider-token')).status,
      download: (await w.app.request(`/files/${w.files.notes}/download`, { token: 'outsider-token' })).status,
    });
    expect(await outsider()).toEqual({ show: 403, download: 403 });
    for (const level of ['institution', 'public']) {
      await put(w, w.files.notes, level);
      expect(await outsider()).toEqual({ show: 200, download: 200 });
    }
    await put(w, w.files.notes, 'context');
    expect(await outsider()).toEqual({ show: 403, download: 403 });
  });

  it('never opens a file still locked for learners, whatever its level', async () => {
    const w = fileWriteWorld();
    await w.app.send('PUT', `/api/v1/files/${w.files.notes}`, 'teacher-token', { visibility_level: 'public', locked: true });
    expect((await w.app.request(`/files/${w.files.notes}/download`, { token: 'outsider-token' })).status).toBe(403);
    expect((await w.app.request(`/files/${w.files.notes}/download`, { token: 'teacher-token' })).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { fileContract, folderContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { addFile } from '../../test/file-read-world';
import { insertFolder } from '../../test/folders';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

/** Week 1 holds the subfolders Slides and Answers (hidden), and the files notes.txt and key.txt (hidden). */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const owner = { contextType: 'Course', contextId: w.course.id } as const;
  const root = insertFolder(app.db, { ...owner, name: 'course files' });
  const week = insertFolder(app.db, { ...owner, parent: root, name: 'Week 1' });
  insertFolder(app.db, { ...owner, parent: week, name: 'Slides' });
  insertFolder(app.db, { ...owner, parent: week, name: 'Answers', hidden: true });
  const course = { type: 'Course' as const, id: w.course.id };
  addFile(app.db, course, { name: 'notes.txt', folderId: week.id });
  addFile(app.db, course, { name: 'key.txt', folderId: week.id, hidden: true });
  return { app, week };
}

/** Each entry checked against its own strict contract: a folder has files_url, a file has a display_name. */
const entries = (body: unknown) =>
  (body as Record<string, unknown>[]).map((entry) =>
    'files_url' in entry ? `folder ${expectContract(folderContract, entry).name}` : `file ${expectContract(fileContract, entry).display_name}`,
  );

// canvas-lms folders_controller.rb, "List folders and files" (GET /api/v1/folders/:id/all).
describe('GET /api/v1/folders/:id/all', () => {
  const { app, week } = world();
  const path = `/api/v1/folders/${week.id}/all`;

  it('lists the subfolders by name, then the files by name, in their own JSON shapes', async () => {
    const { status, body } = await app.get(path, 'teacher-token');
    expect(status).toBe(200);
    expect(entries(body)).toEqual(['folder Answers', 'folder Slides', 'file key.txt', 'file notes.txt']);
  });

  it('pages across the seam between folders and files with Canvas Link headers', async () => {
    const first = await app.get(`${path}?per_page=3`, 'teacher-token');
    expect(entries(first.body)).toEqual(['folder Answers', 'folder Slides', 'file key.txt']);
    expect(first.headers.get('Link')).toContain(`<http://lectern.test${path}?page=2&per_page=3>; rel="next"`);
    const second = await app.get(`${path}?page=2&per_page=3`, 'teacher-token');
    expect(entries(second.body)).toEqual(['file notes.txt']);
  });

  it('leaves hidden folders and files out for a student, refuses outsiders and answers 404 for an unknown folder', async () => {
    expect(entries((await app.get(path, 'student-token')).body)).toEqual(['folder Slides', 'file notes.txt']);
    expect((await app.get(path, 'outsider-token')).status).toBe(403);
    expect((await app.get(`/api/v1/folders/${week.id + 1000}/all`, 'teacher-token')).status).toBe(404);
  });
});

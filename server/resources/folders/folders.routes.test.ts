import { describe, expect, it } from 'vitest';
import { folderContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { insertFolder } from '../../test/folders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const folder = (body: unknown) => expectContract(folderContract, body);
const folders = (body: unknown) => expectContract(listOf(folderContract), body);
const names = (body: unknown) => folders(body).map((f) => f.name);

function addFile(app: TestApp, folderId: number, courseId: number, name: string, hidden = false): void {
  const at = '2026-01-06T10:00:00Z';
  app.db
    .prepare(
      `INSERT INTO attachments (context_type, context_id, folder_id, display_name, filename, content_type, uuid, hidden,
         created_at, updated_at, modified_at) VALUES ('Course', ?, ?, ?, ?, 'text/plain', ?, ?, ?, ?, ?)`,
    )
    .run(courseId, folderId, name, name, `uuid-${name}`, hidden ? 1 : 0, at, at, at);
}

/**
 * Biology 101's tree: course files / {Week 2, Week 10 (position 1), Secret (hidden) / Inside, Drafts (locked),
 * Later (unlocks in 2999), Gone (deleted)}; Week 2 holds two files, one hidden.
 */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const owner = { contextType: 'Course', contextId: w.course.id } as const;
  const root = insertFolder(app.db, { ...owner, name: 'course files' });
  const week2 = insertFolder(app.db, { ...owner, parent: root, name: 'Week 2', position: 2 });
  const week10 = insertFolder(app.db, { ...owner, parent: root, name: 'Week 10', position: 1 });
  const secret = insertFolder(app.db, { ...owner, parent: root, name: 'Secret', position: 3, hidden: true });
  const inside = insertFolder(app.db, { ...owner, parent: secret, name: 'Inside' });
  const drafts = insertFolder(app.db, { ...owner, parent: root, name: 'Drafts', locked: true });
  const later = insertFolder(app.db, { ...owner, parent: root, name: 'Later', unlockAt: '2999-01-01T00:00:00Z' });
  const gone = insertFolder(app.db, { ...owner, parent: root, name: 'Gone', workflowState: 'deleted' });
  const slides = insertFolder(app.db, { ...owner, parent: week2, name: 'slides' });
  addFile(app, week2.id, w.course.id, 'notes.txt');
  addFile(app, week2.id, w.course.id, 'answers.txt', true);
  return { app, ...w, root, week2, week10, secret, inside, drafts, later, gone, slides };
}

describe('GET /api/v1/folders/:id', () => {
  const { app, course, root, week2, secret, inside, gone } = world();

  it('answers Folder JSON with absolute URLs and counts; managers count hidden files and may upload', async () => {
    const { status, body } = await app.get(`/api/v1/folders/${week2.id}`, 'teacher-token');
    expect(status).toBe(200);
    expect(folder(body)).toEqual({
      id: week2.id, name: 'Week 2', full_name: 'course files/Week 2', context_id: course.id, context_type: 'Course',
      parent_folder_id: root.id, created_at: '2026-01-05T10:00:00Z', updated_at: '2026-01-05T10:00:00Z', lock_at: null,
      unlock_at: null, position: 2, locked: false,
      folders_url: `http://lectern.test/api/v1/folders/${week2.id}/folders`,
      files_url: `http://lectern.test/api/v1/folders/${week2.id}/files`,
      files_count: 2, folders_count: 1, hidden: false, locked_for_user: false, hidden_for_user: false,
      for_submissions: false, can_upload: true,
    });
  });

  it('gives a student the counts they may see and no upload', async () => {
    const body = folder((await app.get(`/api/v1/folders/${week2.id}`, 'student-token')).body);
    expect(body).toMatchObject({ files_count: 1, folders_count: 1, can_upload: false });
  });

  it('shows a hidden folder to managers as hidden, and refuses it, and what is inside it, to a student', async () => {
    expect(folder((await app.get(`/api/v1/folders/${secret.id}`, 'ta-token')).body)).toMatchObject({ hidden: true, hidden_for_user: false });
    // Folder#hidden? looks up the tree: what sits in a hidden folder is hidden too.
    expect(folder((await app.get(`/api/v1/folders/${inside.id}`, 'ta-token')).body)).toMatchObject({ hidden: true, locked_for_user: false });
    expect((await app.get(`/api/v1/folders/${secret.id}`, 'student-token')).status).toBe(403);
    expect((await app.get(`/api/v1/folders/${inside.id}`, 'student-token')).status).toBe(403);
  });

  it('answers 404 for a deleted, unknown or non-numeric folder, and 403 to someone outside the course', async () => {
    for (const id of [gone.id, 999999, 'abc']) expect((await app.get(`/api/v1/folders/${id}`, 'teacher-token')).status).toBe(404);
    const { status, body } = await app.get(`/api/v1/folders/${week2.id}`, 'outsider-token');
    expect({ status, body }).toEqual({ status: 403, body: { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] } });
  });
});

describe('GET /api/v1/folders/:id/folders', () => {
  const { app, root } = world();
  const path = `/api/v1/folders/${root.id}/folders`;

  it('lists active subfolders by name (numbers in order, Canvas by_name) for managers, hidden and locked ones included', async () => {
    const { status, body } = await app.get(path, 'teacher-token');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Drafts', 'Later', 'Secret', 'Week 2', 'Week 10']);
  });

  it('orders by position with sort_by=position, unset positions last', async () => {
    expect(names((await app.get(`${path}?sort_by=position`, 'teacher-token')).body)).toEqual(['Week 10', 'Week 2', 'Secret', 'Drafts', 'Later']);
  });

  it('leaves hidden, locked and not-yet-unlocked folders out for a student', async () => {
    expect(names((await app.get(path, 'student-token')).body)).toEqual(['Week 2', 'Week 10']);
  });

  it('pages with Canvas Link headers', async () => {
    const { body, headers } = await app.get(`${path}?per_page=2&page=2`, 'teacher-token');
    expect(names(body)).toEqual(['Secret', 'Week 2']);
    expect(headers.get('Link')).toContain(`<http://lectern.test${path}?page=3&per_page=2>; rel="next"`);
  });

  it('filters by search_term and refuses a one-letter term', async () => {
    expect(names((await app.get(`${path}?search_term=week`, 'teacher-token')).body)).toEqual(['Week 2', 'Week 10']);
    const { status, body } = await app.get(`${path}?search_term=w`, 'teacher-token');
    expect({ status, body }).toEqual({
      status: 400, body: { errors: [{ field: 'search_term', code: 'invalid', message: '2 or more characters is required' }] },
    });
  });
});

describe('GET /api/v1/courses/:course_id/folders', () => {
  const { app, course } = world();
  const path = `/api/v1/courses/${course.id}/folders`;

  it('lists every active folder of the course flat, root included, by name', async () => {
    expect(names((await app.get(`${path}?per_page=100`, 'teacher-token')).body)).toEqual([
      'course files', 'Drafts', 'Inside', 'Later', 'Secret', 'slides', 'Week 2', 'Week 10',
    ]);
  });

  it('shows a student only folders reachable through visible, unlocked ones (nothing inside a hidden folder)', async () => {
    expect(names((await app.get(`${path}?per_page=100`, 'student-token')).body)).toEqual(['course files', 'slides', 'Week 2', 'Week 10']);
  });

  it('answers 404 for an unknown course and 403 to an outsider', async () => {
    expect((await app.get('/api/v1/courses/999999/folders', 'teacher-token')).status).toBe(404);
    expect((await app.get(path, 'outsider-token')).status).toBe(403);
  });
});

describe('GET /api/v1/courses/:course_id/folders/:id', () => {
  it('answers `root` with the root folder, creating it once when the course has none', async () => {
    const app = createTestApp();
    const { course } = standardWorld(app.data);
    const first = folder((await app.get(`/api/v1/courses/${course.id}/folders/root`, 'student-token')).body);
    expect(first).toMatchObject({ name: 'course files', full_name: 'course files', parent_folder_id: null, context_type: 'Course' });
    const again = folder((await app.get(`/api/v1/courses/${course.id}/folders/root`, 'teacher-token')).body);
    expect(again.id).toBe(first.id);
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM folders').get()).toEqual({ n: 1 });
  });

  it('answers a folder of the course, and 404 for one of another owner or a junk id', async () => {
    const { app, course, week2, teacher } = world();
    const other = insertFolder(app.db, { contextType: 'User', contextId: teacher, name: 'my files' });
    expect(folder((await app.get(`/api/v1/courses/${course.id}/folders/${week2.id}`, 'student-token')).body).id).toBe(week2.id);
    expect((await app.get(`/api/v1/courses/${course.id}/folders/${other.id}`, 'teacher-token')).status).toBe(404);
    expect((await app.get(`/api/v1/courses/${course.id}/folders/sis_id:1`, 'teacher-token')).status).toBe(404);
  });
});

describe('GET /api/v1/courses/:course_id/folders/by_path', () => {
  const { app, course, root, week2, slides } = world();
  const base = `/api/v1/courses/${course.id}/folders/by_path`;

  it('answers [root] for an empty path, without a Link header', async () => {
    const { status, body, headers } = await app.get(base, 'student-token');
    expect(status).toBe(200);
    expect(folders(body).map((f) => f.id)).toEqual([root.id]);
    expect(headers.get('Link')).toBeNull();
  });

  it('answers every folder from the root down for a nested, escaped path (a trailing slash is ignored)', async () => {
    for (const path of [`${base}/Week%202/slides`, `${base}/Week%202/slides/`]) {
      const { status, body } = await app.get(path, 'student-token');
      expect(status).toBe(200);
      expect(folders(body).map((f) => f.id)).toEqual([root.id, week2.id, slides.id]);
    }
  });

  it('answers 404 for a missing segment, and for a hidden one to a student but not to a teacher', async () => {
    expect((await app.get(`${base}/Week%202/nothing`, 'teacher-token')).status).toBe(404);
    expect((await app.get(`${base}/Week%202//slides`, 'teacher-token')).status).toBe(404);
    expect((await app.get(`${base}/Secret/Inside`, 'student-token')).status).toBe(404);
    expect(names((await app.get(`${base}/Secret/Inside`, 'teacher-token')).body)).toEqual(['course files', 'Secret', 'Inside']);
  });

  it('creates the root on demand for an owner without folders', async () => {
    const fresh = createTestApp();
    const w = standardWorld(fresh.data);
    const { body } = await fresh.get(`/api/v1/users/self/folders/by_path`, 'student-token');
    expect(folders(body)).toEqual([expect.objectContaining({ name: 'my files', context_type: 'User', context_id: w.student })]);
  });
});

describe('group and user folders', () => {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const classmate = app.data.user('Cara Classmate', 'classmate-token');
  app.data.enroll(classmate, w.course, 'StudentEnrollment');
  const work = new CourseWorkData(app.db);
  const group = work.group(w.course.id, work.groupCategory(w.course.id), 'Lab A', [w.student]);
  const groupRoot = insertFolder(app.db, { contextType: 'Group', contextId: group, name: 'files' });
  const userRoot = insertFolder(app.db, { contextType: 'User', contextId: w.student, name: 'my files' });

  it('lets group members and course staff read a group\'s folders, and refuses other students', async () => {
    for (const token of ['student-token', 'teacher-token']) {
      expect(folders((await app.get(`/api/v1/groups/${group}/folders`, token)).body).map((f) => f.id)).toEqual([groupRoot.id]);
    }
    expect(folder((await app.get(`/api/v1/groups/${group}/folders/root`, 'student-token')).body)).toMatchObject({ can_upload: true });
    expect((await app.get(`/api/v1/groups/${group}/folders`, 'classmate-token')).status).toBe(403);
    expect((await app.get(`/api/v1/folders/${groupRoot.id}`, 'classmate-token')).status).toBe(403);
  });

  it('gives a user\'s folders to that user (also as self) and refuses everyone else but an admin', async () => {
    expect(folder((await app.get('/api/v1/users/self/folders/root', 'student-token')).body).id).toBe(userRoot.id);
    expect(folder((await app.get(`/api/v1/folders/${userRoot.id}`, 'admin-token')).body).id).toBe(userRoot.id);
    expect((await app.get(`/api/v1/users/${w.student}/folders`, 'teacher-token')).status).toBe(403);
    expect((await app.get(`/api/v1/folders/${userRoot.id}`, 'classmate-token')).status).toBe(403);
    expect((await app.get('/api/v1/users/999999/folders', 'admin-token')).status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from './context';
import { insertDeveloperKey } from '../resources/developer-keys/developer-keys.store';
import { createProgress } from '../resources/progress/progress.store';
import { CourseWorkData } from '../test/course-work-data';
import { attachRubric } from '../db/seed/seed-rubrics';
import { insertStandard } from '../resources/grading-standards/grading-standards.store';
import { upsertAssessment } from '../resources/rubrics/rubrics.store';
import { createTestApp, type TestApp } from '../test/test-app';
import { standardWorld } from '../test/test-data';
import { matrixFolders } from '../test/folders';
import { addFile, addFolder } from '../test/file-read-world';
import { attachFile } from '../test/submission-files';
import { storeBytes } from '../test/file-write-world';
import { CALLERS, MATRIX, MATRIX_ANONYMOUS_ID, NON_API_ROUTE, type Caller, type MatrixRow, type WorldIds } from './authorization-matrix.table';

const TOKENS: Record<Caller, string | null> = {
  none: null,
  badToken: 'not-a-real-token',
  student: 'student-token',
  observer: 'observer-token',
  ta: 'ta-token',
  teacher: 'teacher-token',
  otherTeacher: 'other-teacher-token',
  admin: 'admin-token',
};

/** A root folder with one file for the course, the group and the student. */
function ownerFiles(db: Db, courseId: number, groupId: number, studentId: number) {
  const course = { type: 'Course' as const, id: courseId };
  const courseFolder = addFolder(db, course, 'course files');
  const groupFolder = addFolder(db, { type: 'Group', id: groupId }, 'files');
  const userFolder = addFolder(db, { type: 'User', id: studentId }, 'my files');
  return {
    courseFolderId: courseFolder.id,
    courseFileId: addFile(db, course, { name: 'syllabus.pdf', folderId: courseFolder.id, contentType: 'application/pdf' }),
    groupFileId: addFile(db, { type: 'Group', id: groupId }, { name: 'lab.txt', folderId: groupFolder.id }),
    userFileId: addFile(db, { type: 'User', id: studentId }, { name: 'mine.txt', folderId: userFolder.id }),
  };
}

/** The standard cast plus an observer of the student, a teacher of another course, grading work and a login. */
function matrixWorld(): { app: TestApp; ids: WorldIds } {
  const app = createTestApp({ testing: true });
  const w = standardWorld(app.data);
  const observer = app.data.user('Oscar Observer', 'observer-token');
  const observation = app.data.enroll(observer, w.course, 'ObserverEnrollment');
  app.db.prepare('UPDATE enrollments SET associated_user_id = ? WHERE id = ?').run(w.student, observation);
  const otherTeacher = app.data.user('Otto Other', 'other-teacher-token');
  app.data.enroll(otherTeacher, app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Other 200' }), 'TeacherEnrollment');
  const work = new CourseWorkData(app.db);
  const groupCategoryId = work.groupCategory(w.course.id);
  const groupId = work.group(w.course.id, groupCategoryId, 'Lab Group 1', [w.student]);
  const assignmentId = work.assignment(w.course.id, { groupCategoryId });
  const submissionId = work.submission(assignmentId, w.student, { postedAt: '2026-02-28T11:00:00Z' });
  app.db.prepare('UPDATE submissions SET anonymous_id = ? WHERE id = ?').run(MATRIX_ANONYMOUS_ID, submissionId);
  const commentId = Number(app.db.prepare('INSERT INTO submission_comments (submission_id, author_id, comment, created_at) VALUES (?, ?, ?, ?)')
    .run(submissionId, w.teacher, 'See the margin notes', '2026-02-28T11:00:00Z').lastInsertRowid);
  const { id: fileId } = attachFile(app, submissionId, 1, { name: 'work.txt', contentType: 'text/plain', bytes: 'my work' });
  const overrideId = work.override(assignmentId, { sectionId: w.course.sectionId }, { dueAt: '2026-02-20T12:00:00Z' });
  work.override(assignmentId, { groupId }, { dueAt: '2026-02-21T12:00:00Z' });
  const assignmentGroupId = app.db.prepare<[number], { id: number }>('SELECT assignment_group_id AS id FROM assignments WHERE id = ?').get(assignmentId)?.id ?? 0;
  work.login(w.student, '2026-02-01T08:00:00Z');
  const fileIds = ownerFiles(app.db, w.course.id, groupId, w.student);
  // The group download form streams bytes, so the group's file needs some.
  storeBytes(app, fileIds.groupFileId, 'lab notes');
  const criteria = [{ id: 'depth', description: 'Depth', ratings: [['Deep', 4], ['Shallow', 0]] as [string, number][] }];
  const rubric = attachRubric(app.db, { courseId: w.course.id, assignmentId, userId: w.teacher, title: 'Matrix rubric', criteria, now: '2026-01-10T12:00:00Z' });
  const rubricAssessmentId = upsertAssessment(app.db, rubric.associationId, submissionId, {
    rubric_id: rubric.rubricId, user_id: w.student, assessor_id: w.teacher, artifact_attempt: 1, score: 4,
    data: JSON.stringify([{ id: null, criterion_id: 'depth', points: 4, description: 'Deep', comments: null, comments_enabled: true }]),
  }, '2026-01-10T12:00:00Z');
  const developerKeyId = insertDeveloperKey(app.db, w.accountId, w.admin, { name: 'Matrix key', redirectUris: ['https://matrix.example/cb'] }, '2026-01-10T12:00:00Z');
  app.data.token(w.student, 'student-spare-token');
  const spare = app.db.prepare<[number], { id: number }>('SELECT MAX(id) AS id FROM access_tokens WHERE user_id = ?').get(w.student);
  const progressId = createProgress(app.db, { contextType: 'Course', contextId: w.course.id, userId: w.teacher, tag: 'submissions_update' }).id;
  const standard = (type: 'Course' | 'Account', id: number) => insertStandard(app.db, {
    context: { type, id }, title: 'Matrix scale', scheme: [['Pass', 0.5], ['Retake', 0]], pointsBased: false, scalingFactor: 1,
    userId: w.teacher, now: '2026-01-10T12:00:00Z',
  });
  const ids = {
    courseStandardId: standard('Course', w.course.id), accountStandardId: standard('Account', w.accountId),
    progressId, accountId: w.accountId, courseId: w.course.id, studentId: w.student, outsiderId: w.outsider, spareTokenId: spare?.id ?? 0, developerKeyId,
    assignmentId, commentId, overrideId, sectionId: w.course.sectionId, groupId, groupCategoryId, assignmentGroupId, fileId, ...fileIds,
    ...matrixFolders(app.db, { courseId: w.course.id, groupId, studentId: w.student }),
    rubricId: rubric.rubricId, rubricAssociationId: rubric.associationId, rubricAssessmentId,
  };
  return { app, ids };
}

const DEFAULT_IDS: Record<string, keyof WorldIds> = {
  account_id: 'accountId', course_id: 'courseId', id: 'courseId', user_id: 'studentId',
  group_id: 'groupId', group_category_id: 'groupCategoryId', assignment_group_id: 'assignmentGroupId',
};

function url(row: MatrixRow, ids: WorldIds): string {
  const path = row.path.replace(
    /:(\w+)/g,
    (_, name: string) => row.literals?.[name] ?? String(ids[row.ids?.[name] ?? DEFAULT_IDS[name] ?? 'courseId']),
  );
  const query = typeof row.query === 'function' ? row.query(ids) : row.query;
  return query ? `${path}?${query}` : path;
}

async function call(app: TestApp, row: MatrixRow, ids: WorldIds, caller: Caller) {
  const body = typeof row.body === 'function' ? row.body(ids) : row.body;
  const response = await app.request(url(row, ids), {
    method: row.method,
    token: TOKENS[caller],
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = response.headers.get('Content-Type')?.startsWith('application/json') ?? false;
  return { status: response.status, body: text && isJson ? (JSON.parse(text) as unknown) : text || null };
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        keys.add(key);
        walk(child);
      }
    }
  };
  walk(value);
  return keys;
}

/** The whole database as text, leaving out token use stamps (every authenticated request may touch them). */
function snapshot(db: Db): string {
  const tables = db.prepare<[], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all();
  return JSON.stringify(
    tables.map(({ name }) =>
      db.prepare(`SELECT * FROM "${name}"`).all().map((row) => ({ ...(row as object), last_used_at: undefined })),
    ),
  );
}

/** Checks one cell; a refused write must leave the database as it was. Returns the status and any failure. */
async function checkCell(app: TestApp, ids: WorldIds, row: MatrixRow, caller: Caller): Promise<{ status: number; failure?: string }> {
  const expected = Number(row.expect.split(/\s+/)[CALLERS.indexOf(caller)]);
  const before = row.method === 'GET' ? '' : snapshot(app.db);
  const answer = await call(app, row, ids, caller);
  const { body } = answer;
  const status = row.graphql && answer.status === 200 && graphqlRefused(body) ? 404 : answer.status;
  const cell = `${rowKey(row)} as ${caller}`;
  if (status !== expected) return { status, failure: `${cell}: expected ${expected}, got ${status} ${JSON.stringify(body).slice(0, 120)}` };
  if (status >= 400 && row.method !== 'GET' && snapshot(app.db) !== before) return { status, failure: `${cell}: refused but changed data` };
  const leaked = status === 200 && row.hidden?.from.includes(caller) ? row.hidden.keys.filter((key) => keysOf(body).has(key)) : [];
  return leaked.length > 0 ? { status, failure: `${cell}: leaked ${leaked.join(', ')}` } : { status };
}

const rowKey = (row: MatrixRow) => `${row.method} ${row.path}${row.graphql ? ` ${row.graphql}` : ''}`;

/** Canvas's GraphQL refuses with HTTP 200 and `errors` saying "not found". */
const graphqlRefused = (body: unknown) =>
  typeof body === 'object' && body !== null && 'errors' in body && JSON.stringify(body.errors).includes('not found');

const registered = () => {
  const app = createApp({ db: createTestApp().db, dataDir: '/tmp', testing: true });
  const ours = (path: string) => path.startsWith('/api/v1/') || NON_API_ROUTE.test(path);
  return new Set(app.routes.filter((r) => ours(r.path) && r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
};

describe('authorization matrix', () => {
  it('has exactly one row for every registered API route', () => {
    const routes = registered();
    const rows = MATRIX.map((row) => `${row.method} ${row.path}`);
    expect({ missingRows: [...routes].filter((route) => !rows.includes(route)).sort() }).toEqual({ missingRows: [] });
    expect({ rowsWithoutRoute: rows.filter((row) => !routes.has(row)) }).toEqual({ rowsWithoutRoute: [] });
    const keys = MATRIX.map(rowKey);
    expect({ duplicateRows: keys.filter((key, i) => keys.indexOf(key) !== i) }).toEqual({ duplicateRows: [] });
    for (const row of MATRIX) expect({ row: row.path, cells: row.expect.split(/\s+/).length }).toEqual({ row: row.path, cells: CALLERS.length });
  });

  it('answers every read as the table says, without private fields for those who may not see them', async () => {
    const { app, ids } = matrixWorld();
    const failures: string[] = [];
    for (const row of MATRIX.filter((r) => r.method === 'GET')) {
      for (const caller of CALLERS) {
        const { failure } = await checkCell(app, ids, row, caller);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  });

  // One test per route: a single test of every write outlived the per-test limit on a loaded machine.
  const writes = MATRIX.filter((r) => r.method !== 'GET');
  it.each(writes.map((row) => [rowKey(row), row] as const))(
    'answers %s as the table says, and a refused write changes nothing',
    async (_name, row) => {
      const failures: string[] = [];
      // Refused writes are checked to change nothing, so only an accepted one needs a fresh world after it.
      let world = matrixWorld();
      for (const caller of CALLERS) {
        const { status, failure } = await checkCell(world.app, world.ids, row, caller);
        if (failure) failures.push(failure);
        if (status < 400) world = matrixWorld();
      }
      expect(failures).toEqual([]);
    },
  );
});

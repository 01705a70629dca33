import { describe, expect, it } from 'vitest';
import { courseWithoutEnrollmentsContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

/** A root account with a Science sub-account (and a Biology one below it), and a second, unrelated root. */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const { accountId, termId, teacher } = w;
  const science = app.data.account('Science', accountId);
  const biology = app.data.account('Biology', science);
  const spring = app.data.term(accountId, 'Spring 2026', false);
  const chemistry = app.data.course({ accountId: science, termId: spring, name: 'Chemistry 210', code: 'CHEM 210', state: 'claimed' });
  app.data.enroll(app.data.user('Zed Zhang'), chemistry, 'TeacherEnrollment');
  app.data.course({ accountId: biology, termId, name: 'Anatomy 300', code: 'ANA 300' });
  app.data.course({ accountId, termId, name: 'Old Course', state: 'completed' });
  app.data.course({ accountId, termId, name: 'Gone Course', state: 'deleted' });
  app.data.enroll(teacher, app.data.course({ accountId, termId: spring, name: 'Ecology 220', code: 'ECO 220' }), 'TeacherEnrollment');
  const scienceAdmin = app.data.user('Cam Chem', 'science-token');
  app.data.admin(science, scienceAdmin);
  const other = app.data.account('Elsewhere');
  const otherTerm = app.data.term(other);
  return { app, science, biology, spring, otherTerm, ...w };
}

const courses = (body: unknown) => expectContract(listOf(courseWithoutEnrollmentsContract), body);
const names = (body: unknown) => courses(body).map((course) => course.name);
const path = (accountId: number, query = '') => `/api/v1/accounts/${accountId}/courses${query}`;

describe('GET /api/v1/accounts/:account_id/courses', () => {
  const { app, accountId, science, spring, otherTerm } = world();

  it('lists every live course of the account and its sub-accounts, by id, as Course JSON', async () => {
    const { status, body } = await app.get(path(accountId), 'admin-token');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Biology 101', 'Chemistry 210', 'Anatomy 300', 'Old Course', 'Ecology 220']);
    expect(names((await app.get(path(science), 'science-token')).body)).toEqual(['Chemistry 210', 'Anatomy 300']);
  });

  it('filters by state[] (internal names, `all` adds deleted) and by published', async () => {
    expect(names((await app.get(path(accountId, '?state[]=claimed'), 'admin-token')).body)).toEqual(['Chemistry 210']);
    expect(names((await app.get(path(accountId, '?state[]=all'), 'admin-token')).body)).toContain('Gone Course');
    expect(names((await app.get(path(accountId, '?published=false'), 'admin-token')).body)).toEqual(['Chemistry 210', 'Old Course']);
    expect(names((await app.get(path(accountId, '?published=true&state[]=claimed&enrollment_type[]=wizard'), 'admin-token')).body)).toEqual([]);
  });

  it('searches names and codes (2 characters at least) and teachers with search_by=teacher', async () => {
    expect(names((await app.get(path(accountId, '?search_term=eco'), 'admin-token')).body)).toEqual(['Ecology 220']);
    expect(names((await app.get(path(accountId, '?search_term=CHEM%20'), 'admin-token')).body)).toEqual(['Chemistry 210']);
    expect(names((await app.get(path(accountId, '?search_term=zed&search_by=teacher'), 'admin-token')).body)).toEqual([
      'Chemistry 210',
    ]);
    const tooShort = await app.get(path(accountId, '?search_term=e'), 'admin-token');
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toEqual({
      errors: [{ field: 'search_term', code: 'invalid', message: '2 or more characters is required' }],
    });
  });

  it('filters by term and treats a term of another root account as missing', async () => {
    expect(names((await app.get(path(accountId, `?enrollment_term_id=${spring}`), 'admin-token')).body)).toEqual([
      'Chemistry 210', 'Ecology 220',
    ]);
    expect((await app.get(path(accountId, `?enrollment_term_id=${otherTerm}`), 'admin-token')).status).toBe(404);
  });

  it('sorts by Canvas’s columns either way, and keeps the sort in every page link', async () => {
    const desc = await app.get(path(accountId, '?sort=course_name&order=desc&per_page=2'), 'admin-token');
    expect(names(desc.body)).toEqual(['Old Course', 'Ecology 220']);
    const next = /<([^>]+)>; rel="next"/.exec(desc.headers.get('Link') ?? '')?.[1] ?? '';
    expect(next).toMatch(/order=desc&.*sort=course_name/);
    expect(names((await app.get(next, 'admin-token')).body)).toEqual(['Chemistry 210', 'Biology 101']);
    // No total count, as Canvas pages this list: no "last" link.
    expect(desc.headers.get('Link')).not.toContain('rel="last"');
    const byTerm = await app.get(path(accountId, '?sort=term'), 'admin-token');
    expect(names(byTerm.body).slice(-2)).toEqual(['Chemistry 210', 'Ecology 220']);
    const byTeacher = await app.get(path(accountId, '?sort=teacher'), 'admin-token');
    expect(names(byTeacher.body).slice(0, 2)).toEqual(['Biology 101', 'Ecology 220']);
  });

  it('filters by with_enrollments and by_subaccounts[]', async () => {
    expect(names((await app.get(path(accountId, '?with_enrollments=true'), 'admin-token')).body)).toEqual([
      'Biology 101', 'Chemistry 210', 'Ecology 220',
    ]);
    expect(names((await app.get(path(accountId, `?by_subaccounts[]=${science}`), 'admin-token')).body)).toEqual([
      'Chemistry 210', 'Anatomy 300',
    ]);
  });

  it('adds includes such as teachers and term, but never per-course permissions', async () => {
    const { body } = await app.get(path(accountId, '?include[]=teachers&include[]=term&include[]=permissions'), 'admin-token');
    const biology = courses(body)[0];
    expect(biology?.teachers?.map((t) => t.id)).toHaveLength(1);
    expect(biology?.term?.name).toBe('Default Term');
    expect(biology).not.toHaveProperty('permissions');
  });

  it('leaves out the caller’s enrollments, and what needs them, even in a course the admin teaches', async () => {
    const { app: own, accountId: ownAccount, admin, course } = world();
    own.data.enroll(admin, course, 'TeacherEnrollment');
    const query = '?include[]=sections&include[]=needs_grading_count&include[]=total_students';
    const biology = courses((await own.get(path(ownAccount, query), 'admin-token')).body).find((c) => c.id === course.id);
    expect(biology).toMatchObject({ id: course.id, total_students: 1 });
    expect(biology).not.toHaveProperty('enrollments');
    expect(biology).not.toHaveProperty('sections');
    expect(biology).not.toHaveProperty('needs_grading_count');
  });

  it('is for admins of the account or above it: 403 for others, 404 for an unknown account, 401 without a token', async () => {
    expect((await app.get(path(accountId), 'science-token')).status).toBe(403);
    expect((await app.get(path(accountId), 'teacher-token')).status).toBe(403);
    expect((await app.get(path(999), 'admin-token')).status).toBe(404);
    expect((await app.request(path(accountId))).status).toBe(401);
  });
});

describe('GET /api/v1/accounts/:account_id/courses: public, starts_before and ends_after (AccountsController#courses_api)', () => {
  it('filters by is_public both ways', async () => {
    const { app, accountId } = world();
    app.db.prepare(`UPDATE courses SET is_public = 1 WHERE name = 'Anatomy 300'`).run();
    expect(names((await app.get(path(accountId, '?public=true'), 'admin-token')).body)).toEqual(['Anatomy 300']);
    expect(names((await app.get(path(accountId, '?public=false'), 'admin-token')).body)).not.toContain('Anatomy 300');
  });

  it("keeps courses whose own or term's dates fall in the window, and those with no dates at all", async () => {
    const { app, accountId, spring } = world();
    app.db.prepare(`UPDATE enrollment_terms SET start_at = '2026-01-10T00:00:00Z', end_at = '2026-05-30T00:00:00Z' WHERE id = ?`).run(spring);
    app.db.prepare(`UPDATE courses SET start_at = '2026-09-01T00:00:00Z', conclude_at = '2026-12-20T00:00:00Z' WHERE name = 'Anatomy 300'`).run();
    const starting = names((await app.get(path(accountId, '?starts_before=2026-02-01'), 'admin-token')).body);
    expect(starting).toEqual(['Biology 101', 'Chemistry 210', 'Old Course', 'Ecology 220']);
    const ending = names((await app.get(path(accountId, '?ends_after=2026-06-15'), 'admin-token')).body);
    expect(ending).toEqual(['Biology 101', 'Anatomy 300', 'Old Course']);
    expect(names((await app.get(path(accountId, '?starts_before=someday'), 'admin-token')).body)).toHaveLength(5);
  });
});

import { describe, expect, it } from 'vitest';
import { courseContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

/** Lectern's sort extension of the caller's and a user's course lists (docs/decisions/0006). */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const { accountId, teacher } = w;
  const spring = app.data.term(accountId, 'Spring', false);
  const autumn = app.data.term(accountId, 'Autumn', false);
  const courses = [
    { name: 'chemistry 210', code: 'CHEM 210', termId: spring, start: '2026-02-01T00:00:00Z' },
    { name: 'Anatomy 300', code: 'ZOO 1', termId: autumn, start: null },
    { name: 'Ecology 220', code: 'ECO 220', termId: spring, start: '2025-09-01T00:00:00Z' },
  ];
  for (const seed of courses) app.data.enroll(teacher, app.data.course({ accountId, ...seed }), 'TeacherEnrollment');
  return { app, ...w };
}

const names = (body: unknown) => expectContract(listOf(courseContract), body).map((course) => course.name);

describe('sort and order on GET /courses and GET /users/:id/courses', () => {
  const { app, teacher } = world();

  it('sorts by name either way, case-insensitively, and says so in X-Lectern-Sort', async () => {
    const asc = await app.get('/api/v1/courses?sort=name', 'teacher-token');
    expect(names(asc.body)).toEqual(['Anatomy 300', 'Biology 101', 'chemistry 210', 'Ecology 220']);
    expect(asc.headers.get('X-Lectern-Sort')).toBe('name asc');
    const desc = await app.get('/api/v1/courses?sort=name&order=desc', 'teacher-token');
    expect(names(desc.body)).toEqual(['Ecology 220', 'chemistry 210', 'Biology 101', 'Anatomy 300']);
    expect(desc.headers.get('X-Lectern-Sort')).toBe('name desc');
  });

  it('sorts by code, by term name and by start date, missing values last', async () => {
    const byCode = await app.get('/api/v1/courses?sort=course_code', 'teacher-token');
    expect(names(byCode.body)).toEqual(['Biology 101', 'chemistry 210', 'Ecology 220', 'Anatomy 300']);
    const byTerm = await app.get('/api/v1/courses?sort=term&order=desc', 'teacher-token');
    expect(names(byTerm.body)).toEqual(['Ecology 220', 'chemistry 210', 'Biology 101', 'Anatomy 300']);
    const byStart = await app.get('/api/v1/courses?sort=start_at&order=desc', 'teacher-token');
    expect(names(byStart.body).slice(0, 2)).toEqual(['chemistry 210', 'Ecology 220']);
  });

  it('keeps sort and order in the Link URLs, so every page continues the same order', async () => {
    const first = await app.get('/api/v1/courses?sort=name&order=desc&per_page=2', 'teacher-token');
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('Link') ?? '')?.[1];
    expect(next).toContain('order=desc');
    expect(next).toContain('sort=name');
    const second = await app.get(next ?? '', 'teacher-token');
    expect([...names(first.body), ...names(second.body)]).toEqual(['Ecology 220', 'chemistry 210', 'Biology 101', 'Anatomy 300']);
  });

  it('sorts a user’s list the same way', async () => {
    const { body, headers } = await app.get(`/api/v1/users/${teacher}/courses?sort=name&order=desc`, 'admin-token');
    expect(names(body)[0]).toBe('Ecology 220');
    expect(headers.get('X-Lectern-Sort')).toBe('name desc');
  });

  it('leaves the header off without a sort, and rejects an unknown sort with a Canvas 400', async () => {
    expect((await app.get('/api/v1/courses', 'teacher-token')).headers.get('X-Lectern-Sort')).toBeNull();
    const { status, body } = await app.get('/api/v1/courses?sort=teacher', 'teacher-token');
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { sort: [{ attribute: 'sort', type: 'invalid' }] } });
  });
});

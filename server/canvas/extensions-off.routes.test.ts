import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { courseContract, gradedSubmissionContract, listOf, submissionContract } from '../../src/api/schemas/contracts';
import { expectContract } from '../test/contract';
import { submissionWorld } from '../test/submission-world';
import { createTestApp } from '../test/test-app';
import { standardWorld } from '../test/test-data';
import type { AppEnv } from './context';
import { parameterTable, type EndpointParameters } from './parameter-table';
import { answerErrorsAsCanvas } from './respond';

/** A server with LECTERN_EXTENSIONS=off answers as a Canvas without Lectern's extensions (docs/lectern-extensions.md). */

const ROWS: EndpointParameters[] = [
  { routes: ['GET /things'], canvas: 'things_controller#index', honored: ['include[]=a'], refused: [], extensions: ['sort'] },
  { routes: ['GET /lectern_things'], canvas: null, honored: [], refused: [] },
];

/** The table's middleware over two echoing routes: one Canvas action with an extension, one Lectern-only route. */
function tableApp(extensions: boolean) {
  const app = new Hono<AppEnv>();
  app.use('/api/v1/*', async (c, next) => {
    c.set('params', Object.fromEntries(new URL(c.req.url).searchParams));
    await next();
  });
  app.use('/api/v1/*', parameterTable(ROWS, { extensions }));
  app.get('/api/v1/things', (c) => c.json(c.get('params')));
  app.get('/api/v1/lectern_things', (c) => c.json({ served: true }));
  answerErrorsAsCanvas(app);
  return app;
}

describe('the parameter table with extensions off', () => {
  it('drops a row’s extension parameters, as Canvas ignores names it does not document', async () => {
    expect(await (await tableApp(true).request('/api/v1/things?sort=name&include=a')).json()).toEqual({ sort: 'name', include: 'a' });
    expect(await (await tableApp(false).request('/api/v1/things?sort=name&include=a')).json()).toEqual({ include: 'a' });
  });

  it('answers a Lectern-only route 404 in Canvas’s shape, and serves it with extensions on', async () => {
    const off = await tableApp(false).request('/api/v1/lectern_things');
    expect({ status: off.status, body: (await off.json()) as unknown }).toEqual({ status: 404, body: { errors: [{ message: 'The specified resource does not exist.' }] } });
    expect((await tableApp(true).request('/api/v1/lectern_things')).status).toBe(200);
  });
});

const submissions = (body: unknown) => expectContract(z.array(submissionContract), body);

describe('the submission list with extensions off', () => {
  it('orders by user id as Canvas does (submissions_api_controller#index), ignoring order and the grader filters, and says nothing of it', async () => {
    const { app, base, students } = submissionWorld({ extensions: false });
    const { body, headers } = await app.get(`${base}?per_page=100&order=name&search_term=nia`, 'teacher-token');
    const byId = Object.values(students).sort((a, b) => a - b);
    expect(submissions(body).map((s) => s.user_id)).toEqual(byId);
    expect(headers.get('X-Lectern-Order')).toBeNull();
    expect(headers.get('X-Lectern-Conflict-Check')).toBeNull();
  });

  it('with extensions on, orders by name and confirms the order and the conflict check', async () => {
    const { app, base, students } = submissionWorld();
    const { body, headers } = await app.get(`${base}?per_page=100`, 'teacher-token');
    expect(submissions(body).map((s) => s.user_id)).toEqual([students.abe, students.nia, students.sam, students.omar]);
    expect(headers.get('X-Lectern-Order')).toBe('name');
    expect(headers.get('X-Lectern-Conflict-Check')).toBe('expected_updated_at');
  });
});

describe('the grade PUT with extensions off', () => {
  const stale = { submission: { posted_grade: '7' }, expected_updated_at: '2000-01-01T00:00:00Z' };

  it('writes over a stale expected_updated_at as Canvas does, and does not claim to check it', async () => {
    const { app, base, students } = submissionWorld({ extensions: false });
    const { status, body, headers } = await app.send('PUT', `${base}/${students.sam}`, 'teacher-token', stale);
    expect(status).toBe(200);
    expect(expectContract(gradedSubmissionContract, body).score).toBe(7);
    expect(headers.get('X-Lectern-Conflict-Check')).toBeNull();
  });

  it('with extensions on, confirms the check on every answer and refuses the stale write with a 409', async () => {
    const { app, base, students } = submissionWorld();
    const fresh = await app.send('PUT', `${base}/${students.sam}`, 'teacher-token', { submission: { posted_grade: '5' } });
    expect(fresh.headers.get('X-Lectern-Conflict-Check')).toBe('expected_updated_at');
    const { status } = await app.send('PUT', `${base}/${students.sam}`, 'teacher-token', stale);
    expect(status).toBe(409);
  });
});

describe('the course lists with extensions off', () => {
  it('ignore Lectern’s sort and send no X-Lectern-Sort', async () => {
    const app = createTestApp({ extensions: false });
    const { teacher, accountId, termId } = standardWorld(app.data);
    for (const name of ['Botany', 'Zoology']) app.data.enroll(teacher, app.data.course({ accountId, termId, name }), 'TeacherEnrollment');
    const { body, headers } = await app.get('/api/v1/courses?sort=name&order=desc', 'teacher-token');
    const names = expectContract(listOf(courseContract), body).map((course) => course.name);
    expect(names.indexOf('Botany')).toBeLessThan(names.indexOf('Zoology'));
    expect(headers.get('X-Lectern-Sort')).toBeNull();
  });
});

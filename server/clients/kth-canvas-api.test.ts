import { CanvasApi, CanvasApiResponseError } from '@kth/canvas-api';
import { FormData } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CourseWorkData } from '../test/course-work-data';
import { listen, type LiveServer } from '../test/live-server';
import { createTestApp } from '../test/test-app';
import { standardWorld } from '../test/test-data';

/**
 * A Canvas client nobody here wrote (@kth/canvas-api, KTH's Node client) driving the embedded server over HTTP
 * exactly as it drives a school's Canvas: bearer token, JSON bodies, Link-header paging, errors thrown from 4xx
 * answers. If one of these scenarios fails, a real integration would break against Lectern (decision 0070).
 */
const app = createTestApp();
const world = standardWorld(app.data);
const work = new CourseWorkData(app.db);
const classmates = ['Ada', 'Ben', 'Cy', 'Dee', 'Eve'].map((name) => {
  const id = app.data.user(`${name} Classmate`, `${name.toLowerCase()}-token`);
  app.data.enroll(id, world.course, 'StudentEnrollment');
  return id;
});
const essay = work.assignment(world.course.id, { name: 'Essay', types: ['online_text_entry', 'online_url', 'online_upload'], dueAt: '2099-05-01T12:00:00Z' });

let server: LiveServer;
const client = (token: string) => new CanvasApi(`http://127.0.0.1:${server.port}/api/v1`, token, { disableThrottling: true });

beforeAll(async () => {
  server = await listen(app.hono);
});
afterAll(() => server.close());

const idOnly = z.object({ id: z.number() });
const override = z.object({ id: z.number(), assignment_id: z.number(), student_ids: z.array(z.number()).optional(), due_at: z.string().nullable().optional() });

describe('@kth/canvas-api against the embedded server', () => {
  it('follows Link headers through every page of a list', async () => {
    const teacher = client('teacher-token');
    const pages = [];
    for await (const page of teacher.listPages(`courses/${world.course.id}/users`, { per_page: 2 })) pages.push(page);
    const users = await teacher.listItems(`courses/${world.course.id}/users`, { per_page: 2 }).toArray();
    const names = z.array(z.object({ name: z.string() })).parse(users).map((u) => u.name);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(names).toHaveLength(new Set(names).size);
    expect(names).toEqual(expect.arrayContaining(['Sam Student', 'Terry Teacher', 'Ada Classmate', 'Eve Classmate']));
  });

  it('throws the Canvas error body for a 404 and names a refused parameter on a 400', async () => {
    const teacher = client('teacher-token');
    const missing = await teacher.get('courses/999999').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(CanvasApiResponseError);
    const { response } = missing as CanvasApiResponseError;
    expect({ status: response.statusCode, body: response.json as unknown }).toEqual({
      status: 404,
      body: { errors: [{ message: 'The specified resource does not exist.' }] },
    });
    const refused = await teacher.get(`accounts/${world.accountId}/terms`, { term_name: 'Fall' }).catch((error: unknown) => error);
    expect((refused as CanvasApiResponseError).response.json).toEqual({ errors: [{ message: 'term_name is not supported by this server' }] });
  });

  it('creates an assignment with inline overrides visible only to their students', async () => {
    const [ada, ben] = classmates;
    const created = idOnly.parse(
      (
        await client('teacher-token').request(`courses/${world.course.id}/assignments`, 'POST', {
          assignment: {
            name: 'Lab report for two',
            published: true,
            only_visible_to_overrides: true,
            assignment_overrides: [{ student_ids: [ada], due_at: '2099-06-01T12:00:00Z' }],
          },
        })
      ).json,
    );
    const shown = await client('teacher-token').get(`courses/${world.course.id}/assignments/${created.id}`, { include: ['overrides'] });
    const overrides = z.object({ overrides: z.array(override) }).parse(shown.json).overrides;
    expect(overrides.map((o) => ({ students: o.student_ids, due: o.due_at }))).toEqual([{ students: [ada], due: '2099-06-01T12:00:00Z' }]);
    const listed = async (token: string) =>
      z.array(idOnly).parse(await client(token).listItems(`courses/${world.course.id}/assignments`).toArray()).map((a) => a.id);
    expect(await listed('ada-token')).toContain(created.id);
    expect(await listed('ben-token')).not.toContain(created.id);
    expect(ben).toBeGreaterThan(0);
  });

  it('creates, reads and updates overrides in batches, all or nothing', async () => {
    const teacher = client('teacher-token');
    const [, , cy, dee] = classmates;
    const second = work.assignment(world.course.id, { name: 'Quiz corrections' });
    const made = z.array(override).parse(
      (
        await teacher.request(`courses/${world.course.id}/assignments/overrides`, 'POST', {
          assignment_overrides: [
            { assignment_id: essay, student_ids: [cy], due_at: '2099-07-01T12:00:00Z' },
            { assignment_id: second, student_ids: [dee], due_at: '2099-07-02T12:00:00Z' },
          ],
        })
      ).json,
    );
    expect(made.map((o) => [o.assignment_id, o.student_ids])).toEqual([[essay, [cy]], [second, [dee]]]);
    const [first, other] = made;
    const query = `assignment_overrides[][id]=${first?.id}&assignment_overrides[][assignment_id]=${essay}&assignment_overrides[][id]=${other?.id}&assignment_overrides[][assignment_id]=${second}`;
    const read = z.array(override).parse((await teacher.get(`courses/${world.course.id}/assignments/overrides?${query}`)).json);
    expect(read.map((o) => o.due_at)).toEqual(['2099-07-01T12:00:00Z', '2099-07-02T12:00:00Z']);

    const refused = await teacher
      .request(`courses/${world.course.id}/assignments/overrides`, 'PUT', {
        assignment_overrides: [
          { id: first?.id, assignment_id: essay, due_at: '2099-08-01T12:00:00Z' },
          { id: other?.id, assignment_id: second, due_at: 'not a date' },
        ],
      })
      .catch((error: unknown) => error);
    expect((refused as CanvasApiResponseError).response.statusCode).toBe(400);
    const after = z.array(override).parse((await teacher.get(`courses/${world.course.id}/assignments/overrides?${query}`)).json);
    expect(after.map((o) => o.due_at)).toEqual(['2099-07-01T12:00:00Z', '2099-07-02T12:00:00Z']);
  });

  it('uploads a course file in three steps', async () => {
    const teacher = client('teacher-token');
    const bytes = 'notes from a client';
    const ticket = z
      .object({ upload_url: z.string(), upload_params: z.record(z.string(), z.string()), file_param: z.string() })
      .parse((await teacher.request(`courses/${world.course.id}/files`, 'POST', { name: 'notes.txt', size: bytes.length, content_type: 'text/plain' })).json);
    const form = new FormData();
    for (const [key, value] of Object.entries(ticket.upload_params)) form.append(key, value);
    form.append(ticket.file_param, new Blob([bytes], { type: 'text/plain' }), 'notes.txt');
    const sent = await teacher.request(ticket.upload_url, 'POST', form);
    const location = sent.headers.location;
    const confirmed: unknown = typeof location === 'string' ? (await teacher.get(location)).json : sent.json;
    const file = z.object({ id: z.number(), display_name: z.string(), size: z.number(), url: z.string() }).parse(confirmed);
    expect({ name: file.display_name, size: file.size }).toEqual({ name: 'notes.txt', size: bytes.length });
    expect(await (await fetch(file.url)).text()).toBe(bytes);
  });

  it('lets a student submit and a teacher grade, and the student reads the grade', async () => {
    const student = client('student-token');
    const submitted = z
      .object({ attempt: z.number(), workflow_state: z.string(), body: z.string().nullable() })
      .parse(
        (
          await student.request(`courses/${world.course.id}/assignments/${essay}/submissions`, 'POST', {
            submission: { submission_type: 'online_text_entry', body: '<p>My essay</p>' },
          })
        ).json,
      );
    expect(submitted).toEqual({ attempt: 1, workflow_state: 'submitted', body: '<p>My essay</p>' });
    await client('teacher-token').request(`courses/${world.course.id}/assignments/${essay}/submissions/${world.student}`, 'PUT', {
      submission: { posted_grade: '9' },
      comment: { text_comment: 'Clear argument.' },
    });
    const own = await student.get(`courses/${world.course.id}/assignments/${essay}/submissions/self`, { include: ['submission_comments'] });
    const graded = z
      .object({ score: z.number().nullable(), submission_comments: z.array(z.object({ comment: z.string() })) })
      .parse(own.json);
    expect({ score: graded.score, comments: graded.submission_comments.map((c) => c.comment) }).toEqual({ score: 9, comments: ['Clear argument.'] });
  });
});

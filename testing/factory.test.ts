import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type LiveServer } from '../server/test/live-server';
import { createTestApp } from '../server/test/test-app';
import { createFactory, type Factory } from './factory';
import { CanvasRequestError } from './http';

// The factory against the real app over HTTP, as the fixture uses it (the packed example runs it end to end).
let server: LiveServer;
let url: string;
let canvas: Factory;

beforeAll(async () => {
  const app = createTestApp();
  const accountId = app.data.account();
  app.data.term(accountId);
  app.data.admin(accountId, app.data.user('Avery Admin', 'admin-token'));
  server = await listen(app.hono);
  url = `http://${server.host}:${server.port}`;
  canvas = createFactory(url, 'admin-token');
});
afterAll(() => server.close());

const get = async (path: string, token: string) =>
  (await fetch(new URL(path, url), { headers: { Authorization: `Bearer ${token}` } })).json() as Promise<Record<string, unknown>>;

describe('the factory', () => {
  it('enrolls a student who then acts with their own token, in the section asked for', async () => {
    const course = await canvas.course({ name: 'Biology 201' });
    const evening = await canvas.section(course, { name: 'Evening' });
    const ana = await canvas.student(course, { name: 'Ana Lima', section: evening });

    expect(await get('/api/v1/users/self', ana.token)).toMatchObject({ id: ana.id, name: 'Ana Lima' });
    const [enrollment] = (await get(`/api/v1/courses/${course.id}/enrollments?user_id=${ana.id}`, 'admin-token')) as unknown as Record<string, unknown>[];
    expect(enrollment).toMatchObject({ type: 'StudentEnrollment', enrollment_state: 'active', course_section_id: evening.id });
  });

  it('gives students and sections their own due dates through overrides', async () => {
    const course = await canvas.course();
    const evening = await canvas.section(course);
    const [day, night, late] = [await canvas.student(course), await canvas.student(course, { section: evening }), await canvas.student(course)];
    const essay = await canvas.assignment(course, {
      due_at: new Date('2031-03-01T12:00:00Z'),
      overrides: [
        { course_section_id: evening.id, due_at: '2031-03-02T20:00:00Z' },
        { student_ids: [late.id], due_at: '2031-03-09T12:00:00Z' },
      ],
    });

    const dates = (await get(`/api/v1/courses/${course.id}/effective_due_dates`, 'admin-token'))[essay.id] as Record<number, { due_at: string }>;
    expect([dates[day.id]?.due_at, dates[night.id]?.due_at, dates[late.id]?.due_at]).toEqual(['2031-03-01T12:00:00Z', '2031-03-02T20:00:00Z', '2031-03-09T12:00:00Z']);
  });

  it('submits a text, a URL and an uploaded file, and grades them', async () => {
    const course = await canvas.course();
    const [ana, ben, cara] = [await canvas.student(course), await canvas.student(course), await canvas.student(course)];
    const work = await canvas.assignment(course, { submission_types: ['online_text_entry', 'online_url', 'online_upload'], points_possible: 10 });

    expect(await canvas.submit(work, ana, { body: 'Cells divide.' })).toMatchObject({ submission_type: 'online_text_entry', user_id: ana.id });
    expect(await canvas.submit(work, ben, { url: 'https://example.com/ben' })).toMatchObject({ submission_type: 'online_url', url: 'https://example.com/ben' });
    const filed = await canvas.submit(work, cara, { file: { name: 'lab.txt', content: 'pH 7.2', content_type: 'text/plain' } });
    expect(filed.attachments?.map((file) => [file.display_name, file.size])).toEqual([['lab.txt', 6]]);
    expect(await canvas.grade(work, cara, 8)).toMatchObject({ score: 8, grade: '8' });
  });

  it('uploads to a course and to a student in three steps, and the bytes read back', async () => {
    const course = await canvas.course();
    const ana = await canvas.student(course);
    const syllabus = await canvas.upload(course, { name: 'syllabus.txt', content: 'Week 1: cells' });
    const notes = await canvas.upload(ana, { name: 'notes.bin', content: new Uint8Array([1, 2, 3]) });

    expect(await (await fetch(syllabus.url, { headers: { Authorization: 'Bearer admin-token' } })).text()).toBe('Week 1: cells');
    expect(notes).toMatchObject({ display_name: 'notes.bin', size: 3 });
  });

  it('says what Canvas refused when a step fails', async () => {
    const course = await canvas.course();
    const error: unknown = await canvas.assignment(course, { submission_types: ['not_a_type' as never] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CanvasRequestError);
    expect(error).toMatchObject({ status: 400, method: 'POST' });
  });
});

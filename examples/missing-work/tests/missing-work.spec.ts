import { expect, test } from 'lectern/testing';
import { CanvasError, studentsWithMissingWork } from '../missing-work';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(Date.now() + ms);

test('lists the students who have not handed in work that is past due', async ({ canvas }) => {
  const course = await canvas.course({ name: 'Biology 201' });
  const ana = await canvas.student(course, { name: 'Ana Lima' });
  const ben = await canvas.student(course, { name: 'Ben Osei' });
  const essay = await canvas.assignment(course, { name: 'Cell essay', due_at: fromNow(-DAY) });
  await canvas.assignment(course, { name: 'Lab report', due_at: fromNow(7 * DAY) });
  await canvas.submit(essay, ana, { body: 'Mitochondria make the energy.' });

  const report = await studentsWithMissingWork({ url: canvas.url, token: canvas.tokens.admin }, course.id);

  expect(report).toEqual([{ id: ben.id, name: 'Ben Osei', missing: [{ id: essay.id, name: 'Cell essay', due_at: essay.due_at }] }]);
});

test('work becomes missing once the clock passes its due date, each student by their own', async ({ canvas }) => {
  const course = await canvas.course();
  const ana = await canvas.student(course, { name: 'Ana Lima' });
  const ben = await canvas.student(course, { name: 'Ben Osei' });
  const cara = await canvas.student(course, { name: 'Cara Diaz' });
  const dueAt = fromNow(3 * DAY);
  const essay = await canvas.assignment(course, {
    name: 'Cell essay',
    due_at: dueAt,
    submission_types: ['online_text_entry', 'online_url'],
    overrides: [{ student_ids: [cara.id], due_at: new Date(dueAt.getTime() + 7 * DAY) }],
  });
  await canvas.submit(essay, ana, { url: 'https://example.com/ana/essay' });
  const access = { url: canvas.url, token: canvas.tokens.admin };
  expect(await studentsWithMissingWork(access, course.id)).toEqual([]);

  await canvas.clock.set(new Date(dueAt.getTime() + HOUR));

  expect((await studentsWithMissingWork(access, course.id)).map((s) => s.name)).toEqual([ben.name]);

  await canvas.clock.advance(7 * 24 * 3600);

  // By sortable name: Diaz before Osei.
  expect((await studentsWithMissingWork(access, course.id)).map((s) => s.name)).toEqual([cara.name, ben.name]);
});

test('rides out a Canvas answering 503 for a while', async ({ canvas }) => {
  const course = await canvas.course();
  const ben = await canvas.student(course, { name: 'Ben Osei' });
  await canvas.assignment(course, { name: 'Cell essay', due_at: fromNow(-DAY) });
  await canvas.faults.set([{ method: 'GET', path: `/api/v1/courses/${course.id}/students/submissions`, status: 503, count: 2 }]);

  const report = await studentsWithMissingWork({ url: canvas.url, token: canvas.tokens.admin }, course.id, { attempts: 3, firstWaitMs: 10 });

  expect(report.map((s) => s.id)).toEqual([ben.id]);
});

test('waits and asks again when Canvas throttles it, and when the connection drops', async ({ canvas }) => {
  const course = await canvas.course();
  const ben = await canvas.student(course, { name: 'Ben Osei' });
  await canvas.assignment(course, { name: 'Cell essay', due_at: fromNow(-DAY) });
  await canvas.faults.set([
    { method: 'GET', path: `/api/v1/courses/${course.id}/users`, status: 403, count: 1 },
    { method: 'GET', path: `/api/v1/courses/${course.id}/assignments`, drop: true, count: 1 },
  ]);

  const report = await studentsWithMissingWork({ url: canvas.url, token: canvas.tokens.admin }, course.id, { attempts: 3, firstWaitMs: 10 });

  expect(report.map((s) => s.id)).toEqual([ben.id]);
  expect((await canvas.faults.list()).map((rule) => rule.hits)).toEqual([1, 1]);
});

test('gives up with Canvas\'s answer when the 503s do not stop', async ({ canvas }) => {
  const course = await canvas.course();
  await canvas.faults.set([{ method: 'GET', path: `/api/v1/courses/${course.id}/students/submissions`, status: 503 }]);

  const report = studentsWithMissingWork({ url: canvas.url, token: canvas.tokens.admin }, course.id, { attempts: 2, firstWaitMs: 10 });

  await expect(report).rejects.toThrow(CanvasError);
  await expect(report).rejects.toMatchObject({ status: 503 });
});

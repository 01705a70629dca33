import { expect, test } from 'lectern/testing';

// lectern/testing's own promises, proven where its users meet them: from a project that installed the package.

test.describe('every test starts from the seed', () => {
  test.describe.configure({ mode: 'serial' });
  let leftBehind: { id: number } | undefined;

  test('a test leaves a course and a fault behind', async ({ canvas }) => {
    leftBehind = await canvas.course({ name: 'Left behind' });
    await canvas.faults.set([{ method: 'GET', path: '/api/v1/users/self', status: 500 }]);
  });

  test('the next test finds neither, and ids start where the seed left them', async ({ canvas }) => {
    const response = await fetch(`${canvas.url}/api/v1/courses/${leftBehind?.id}`, { headers: { Authorization: `Bearer ${canvas.tokens.admin}` } });
    expect(response.status).toBe(404);
    expect(await canvas.faults.list()).toEqual([]);
    expect((await canvas.course()).id).toBe(leftBehind?.id);
  });
});

test('a student made by the factory acts with their own token', async ({ canvas }) => {
  const course = await canvas.course();
  const ana = await canvas.student(course, { name: 'Ana Lima' });
  const response = await fetch(`${canvas.url}/api/v1/users/self`, { headers: { Authorization: `Bearer ${ana.token}` } });
  expect(await response.json()).toMatchObject({ id: ana.id, name: 'Ana Lima' });
});

test('a file submission is uploaded in three steps, then graded', async ({ canvas }) => {
  const course = await canvas.course();
  const ana = await canvas.student(course);
  const lab = await canvas.assignment(course, { submission_types: ['online_upload'], points_possible: 10 });

  const submitted = await canvas.submit(lab, ana, { file: { name: 'lab.txt', content: 'pH 7.2', content_type: 'text/plain' } });
  const graded = await canvas.grade(lab, ana, 8);

  expect(submitted.attachments?.map((file) => file.display_name)).toEqual(['lab.txt']);
  expect(graded).toMatchObject({ score: 8, grade: '8' });
});

test('a course file is uploaded and reads back', async ({ canvas }) => {
  const course = await canvas.course();
  const file = await canvas.upload(course, { name: 'syllabus.txt', content: 'Week 1: cells' });
  const download = await fetch(file.url, { headers: { Authorization: `Bearer ${canvas.tokens.admin}` } });
  expect(await download.text()).toBe('Week 1: cells');
});

test('a section\'s override gives its students their own due date', async ({ canvas }) => {
  const course = await canvas.course();
  const evening = await canvas.section(course, { name: 'Evening' });
  const day = await canvas.student(course);
  const night = await canvas.student(course, { section: evening });
  const quiz = await canvas.assignment(course, {
    due_at: '2031-03-01T12:00:00Z',
    overrides: [{ course_section_id: evening.id, due_at: '2031-03-02T20:00:00Z' }],
  });
  const response = await fetch(`${canvas.url}/api/v1/courses/${course.id}/effective_due_dates`, { headers: { Authorization: `Bearer ${canvas.tokens.admin}` } });
  const dates = (await response.json()) as Record<string, Record<string, { due_at: string }>>;
  expect(dates[quiz.id]?.[day.id]?.due_at).toBe('2031-03-01T12:00:00Z');
  expect(dates[quiz.id]?.[night.id]?.due_at).toBe('2031-03-02T20:00:00Z');
});

test('the clock dates what the API makes, and a reset returns it to real time', async ({ canvas }) => {
  const decadeAhead = Date.now() + 10 * 365 * 24 * 3_600_000;
  await canvas.clock.set(new Date(decadeAhead));
  expect(Date.parse((await canvas.course()).created_at)).toBeGreaterThanOrEqual(decadeAhead - 1000);

  await canvas.reset();
  expect(Date.parse((await canvas.course()).created_at)).toBeLessThan(decadeAhead - 365 * 24 * 3_600_000);
});

import { describe, expect, it } from 'vitest';
import { courseContract, courseSettingsContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

function world() {
  const app = createTestApp();
  return { app, ...standardWorld(app.data) };
}

const stored = (app: TestApp, courseId: number) =>
  app.db.prepare('SELECT name, value FROM course_settings WHERE course_id = ? ORDER BY name').all(courseId);

describe('GET /api/v1/courses/:course_id/settings (docs/canvas-contract.md §2.8)', () => {
  const { app, course } = world();
  const path = `/api/v1/courses/${course.id}/settings`;

  it('returns the full settings object with defaults to any participant', async () => {
    const { status, body } = await app.get(path, 'student-token');
    expect(status).toBe(200);
    expectContract(courseSettingsContract, body);
    expect(body).toMatchObject({
      allow_student_discussion_topics: true,
      allow_student_forum_attachments: false,
      grading_standard_enabled: false,
      grading_standard_id: null,
      grade_passback_setting: null,
      hide_final_grades: false,
      home_page_announcement_limit: null,
      syllabus_course_summary: true,
      default_due_time: '23:59:59',
      image_url: null,
      conditional_release: false,
    });
    expect(Object.keys(expectContract(courseSettingsContract, body))).toHaveLength(35);
  });

  it('refuses an outsider with 403 and answers 404 for an unknown course', async () => {
    expect((await app.get(path, 'outsider-token')).status).toBe(403);
    expect((await app.get('/api/v1/courses/999/settings', 'admin-token')).status).toBe(404);
  });
});

describe('PUT /api/v1/courses/:course_id/settings (docs/canvas-contract.md §2.9)', () => {
  it('takes top-level parameters, ignores unknown keys and returns the whole object', async () => {
    const { app, course } = world();
    const response = await app.request(`/api/v1/courses/${course.id}/settings`, {
      method: 'PUT',
      token: 'teacher-token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'allow_student_discussion_topics=false&hide_final_grades=on&home_page_announcement_limit=3&default_due_time=9:30&course_color=abc&favourite_colour=teal',
    });
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expectContract(courseSettingsContract, body);
    expect(body).toMatchObject({
      allow_student_discussion_topics: false,
      hide_final_grades: true,
      home_page_announcement_limit: 3,
      default_due_time: '09:30:00',
      course_color: '#abc',
    });
    expect(body).not.toHaveProperty('favourite_colour');
    // hide_final_grades is a Course column: Course JSON and settings agree.
    const courseBody = (await app.get(`/api/v1/courses/${course.id}`, 'teacher-token')).body;
    expectContract(courseContract, courseBody);
    expect(courseBody).toMatchObject({ hide_final_grades: true });
  });

  it('stores only values that differ from the defaults, and "inherit" restores the default due time', async () => {
    const { app, course } = world();
    const path = `/api/v1/courses/${course.id}/settings`;
    await app.send('PUT', path, 'teacher-token', { lock_all_announcements: true, syllabus_course_summary: true, default_due_time: '08:00:00' });
    expect(stored(app, course.id)).toEqual([
      { name: 'default_due_time', value: '"08:00:00"' },
      { name: 'lock_all_announcements', value: 'true' },
    ]);
    const { body } = await app.send('PUT', path, 'teacher-token', { default_due_time: 'inherit', lock_all_announcements: 'off' });
    expect(expectContract(courseSettingsContract, body)).toMatchObject({ default_due_time: '23:59:59', lock_all_announcements: false });
    expect(stored(app, course.id)).toEqual([]);
  });

  it('lets TAs and admins change settings', async () => {
    const { app, course } = world();
    const path = `/api/v1/courses/${course.id}/settings`;
    expect(expectContract(courseSettingsContract, (await app.send('PUT', path, 'ta-token', { hide_distribution_graphs: 'yes' })).body)).toMatchObject({ hide_distribution_graphs: true });
    expect(expectContract(courseSettingsContract, (await app.send('PUT', path, 'admin-token', { hide_distribution_graphs: 'no' })).body)).toMatchObject({ hide_distribution_graphs: false });
  });

  it.each(['student-token', 'outsider-token'])('refuses %s with 403 and changes nothing', async (token) => {
    const { app, course } = world();
    const { status } = await app.send('PUT', `/api/v1/courses/${course.id}/settings`, token, { hide_final_grades: true });
    expect(status).toBe(403);
    expect(expectContract(courseSettingsContract, (await app.get(`/api/v1/courses/${course.id}/settings`, 'teacher-token')).body)).toMatchObject({ hide_final_grades: false });
  });

  it.each([
    ['home_page_announcement_limit', 'several'],
    ['default_due_time', '25:00:00'],
    ['course_color', 'blue-ish'],
    ['allow_student_discussion_topics', { nested: true }],
  ])('answers an invalid %s with 400 {"errors":{…}} and changes nothing', async (key, value) => {
    const { app, course } = world();
    const { status, body } = await app.send('PUT', `/api/v1/courses/${course.id}/settings`, 'teacher-token', {
      hide_final_grades: true,
      [key]: value,
    });
    expect(status).toBe(400);
    expect((body as { errors: Record<string, unknown[]> }).errors[key]).toEqual([
      { attribute: key, type: 'invalid', message: expect.any(String) as unknown },
    ]);
    expect(stored(app, course.id)).toEqual([]);
    expect(expectContract(courseSettingsContract, (await app.get(`/api/v1/courses/${course.id}/settings`, 'teacher-token')).body)).toMatchObject({ hide_final_grades: false });
  });
});

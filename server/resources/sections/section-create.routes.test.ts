import { describe, expect, it } from 'vitest';
import { enrollmentContract, listOf, sectionContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const other = app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Chemistry 200' });
  return { app, ...w, other };
}

describe('POST /api/v1/courses/:course_id/sections', () => {
  it('creates a section with its dates, answers Section JSON, and lists it', async () => {
    const { app, course } = world();
    const { status, body } = await app.send('POST', `/api/v1/courses/${course.id}/sections`, 'teacher-token', {
      course_section: { name: 'Evening', start_at: '2026-02-01T08:00:00Z', end_at: '2026-05-30', restrict_enrollments_to_section_dates: 'true' },
    });
    expect(status).toBe(200);
    const section = expectContract(sectionContract, body);
    expect(section).toMatchObject({
      course_id: course.id, name: 'Evening', start_at: '2026-02-01T08:00:00Z', end_at: '2026-05-30T00:00:00Z',
      restrict_enrollments_to_section_dates: true, nonxlist_course_id: null,
    });
    const listed = await app.get(`/api/v1/courses/${course.id}/sections`, 'student-token');
    expect(expectContract(listOf(sectionContract), listed.body).map((s) => s.name)).toEqual(['Biology 101', 'Evening']);
  });

  it('names a section sent without a name after its course and today, as CourseSection#infer_defaults does', async () => {
    const { app, course } = world();
    for (const payload of [undefined, {}, { course_section: { name: null } }]) {
      const { status, body } = await app.send('POST', `/api/v1/courses/${course.id}/sections`, 'admin-token', payload);
      expect(status).toBe(200);
      expect(expectContract(sectionContract, body).name).toMatch(/^Biology 101 \d{4}-\d{2}-\d{2}$/);
    }
  });

  it('refuses an end before the start and a name over 255 characters with the model error shape, creating nothing', async () => {
    const { app, course } = world();
    const path = `/api/v1/courses/${course.id}/sections`;
    const backwards = await app.send('POST', path, 'teacher-token', { course_section: { name: 'Late', start_at: '2026-03-01', end_at: '2026-02-01' } });
    expect(backwards).toMatchObject({
      status: 400,
      body: { errors: { end_at: [{ attribute: 'end_at', type: 'End date cannot be before start date', message: 'End date cannot be before start date' }] } },
    });
    const long = await app.send('POST', path, 'teacher-token', { course_section: { name: 'x'.repeat(256) } });
    expect(long).toMatchObject({ status: 400, body: { errors: { name: [{ type: 'too_long' }] } } });
    expect(await app.send('POST', path, 'teacher-token', { course_section: { name: 'Soon', start_at: 'soon' } })).toMatchObject({
      status: 400, body: { message: 'Invalid datetime for start_at' },
    });
    expect((await app.send('POST', path, 'teacher-token', { course_section: 'Evening' })).status).toBe(400);
    const listed = await app.get(path, 'teacher-token');
    expect(expectContract(listOf(sectionContract), listed.body)).toHaveLength(1);
  });

  it('is for those who manage sections: TAs and students 403, an unknown course 404', async () => {
    const { app, course } = world();
    const payload = { course_section: { name: 'Nope' } };
    expect((await app.send('POST', `/api/v1/courses/${course.id}/sections`, 'ta-token', payload)).status).toBe(403);
    expect((await app.send('POST', `/api/v1/courses/${course.id}/sections`, 'student-token', payload)).status).toBe(403);
    expect((await app.send('POST', '/api/v1/courses/9999/sections', 'admin-token', payload)).status).toBe(404);
  });
});

describe('enrolling into a section', () => {
  it('honours enrollment[course_section_id] on the course path and refuses a section of another course', async () => {
    const { app, course, other, outsider } = world();
    const evening = app.data.section(course.id, 'Evening');
    const enroll = (sectionId: number) =>
      app.send('POST', `/api/v1/courses/${course.id}/enrollments`, 'teacher-token', {
        enrollment: { user_id: outsider, type: 'StudentEnrollment', enrollment_state: 'active', course_section_id: sectionId },
      });
    const { status, body } = await enroll(evening);
    expect(status).toBe(200);
    expect(expectContract(enrollmentContract, body)).toMatchObject({ course_section_id: evening, user_id: outsider });
    expect(await enroll(other.sectionId)).toMatchObject({ status: 400, body: { message: 'The specified section does not belong to this course' } });
  });

  it('POST /sections/:section_id/enrollments enrolls into the section of the path, whatever the body says', async () => {
    const { app, course, other, outsider } = world();
    const evening = app.data.section(course.id, 'Evening');
    const { status, body } = await app.send('POST', `/api/v1/sections/${evening}/enrollments`, 'ta-token', {
      enrollment: { user_id: outsider, type: 'StudentEnrollment', course_section_id: other.sectionId },
    });
    expect(status).toBe(200);
    expect(expectContract(enrollmentContract, body)).toMatchObject({ course_id: course.id, course_section_id: evening, enrollment_state: 'invited' });
    const counts = await app.get(`/api/v1/courses/${course.id}/sections?include[]=total_students`, 'teacher-token');
    expect(expectContract(listOf(sectionContract), counts.body).find((s) => s.id === evening)?.total_students).toBe(1);
  });

  it('answers a deleted or unknown section with 404 and keeps students out', async () => {
    const { app, course, outsider } = world();
    const gone = app.data.section(course.id, 'Gone');
    app.db.prepare(`UPDATE course_sections SET workflow_state = 'deleted' WHERE id = ?`).run(gone);
    const payload = { enrollment: { user_id: outsider, type: 'StudentEnrollment' } };
    expect((await app.send('POST', `/api/v1/sections/${gone}/enrollments`, 'admin-token', payload)).status).toBe(404);
    expect((await app.send('POST', '/api/v1/sections/9999/enrollments', 'admin-token', payload)).status).toBe(404);
    expect((await app.send('POST', `/api/v1/sections/${course.sectionId}/enrollments`, 'student-token', payload)).status).toBe(403);
  });
});

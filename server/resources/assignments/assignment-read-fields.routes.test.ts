import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assignmentContract, listOf } from '../../../src/api/schemas/contracts';
import { serverSecret } from '../../db/server-secret';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';
import { withSisGate, type AssignmentReadFacts } from './assignment-read-fields';

/** The fields canvas-lms lib/api/v1/assignment.rb `assignment_json` always sends, computed from what is stored. */

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const essay = work.assignment(w.course.id, { name: 'Essay' });
  const base = `/api/v1/courses/${w.course.id}/assignments`;
  const show = async (id: number, token = 'teacher-token') => {
    const { status, body } = await app.get(`${base}/${id}`, token);
    expect(status).toBe(200);
    return expectContract(assignmentContract, body);
  };
  return { app, ...w, work, essay, base, show };
}

const decode = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('Assignment JSON: the fields Canvas always sends', () => {
  it('says whether students submitted and whether anything is graded, from the submissions', async () => {
    const { work, essay, student, course, show } = world();
    expect(await show(essay)).toMatchObject({ has_submitted_submissions: false, graded_submissions_exist: false });
    work.submission(essay, student, { type: 'online_upload', state: 'submitted' });
    expect(await show(essay)).toMatchObject({ has_submitted_submissions: true, graded_submissions_exist: false });
    const lab = work.assignment(course.id, { name: 'Lab' });
    work.submission(lab, student, { type: null, state: 'graded', score: 7 });
    expect(await show(lab)).toMatchObject({ has_submitted_submissions: false, graded_submissions_exist: true });
  });

  it('sends the same fields to a student, with the caller-dependent ones as Canvas gives them', async () => {
    const { app, course, show, essay } = world();
    const studentView = await show(essay, 'student-token');
    expect(studentView).toMatchObject({
      is_quiz_assignment: false, can_duplicate: true, original_assignment_id: null, original_course_id: null,
      original_assignment_name: null, original_lti_resource_link_id: null, original_quiz_id: null,
      require_lockdown_browser: false, anonymous_instructor_annotations: false, annotatable_attachment_id: null,
      restrict_quantitative_data: false,
    });
    app.db.prepare(`INSERT INTO course_settings (course_id, name, value) VALUES (?, 'restrict_quantitative_data', 'true')`).run(course.id);
    expect((await show(essay, 'student-token')).restrict_quantitative_data).toBe(true);
    // Course#restrict_quantitative_data? spares those who grade.
    expect((await show(essay, 'teacher-token')).restrict_quantitative_data).toBe(false);
  });

  it('names a duplicate’s original, and only the duplicate’s', async () => {
    const { app, base, essay, course, show } = world();
    const { status, body } = await app.send('POST', `${base}/${essay}/duplicate`, 'teacher-token');
    expect(status).toBe(200);
    const copy = expectContract(assignmentContract, body);
    expect(copy).toMatchObject({ name: 'Essay Copy', original_assignment_id: essay, original_assignment_name: 'Essay', original_course_id: course.id });
    expect((await show(essay)).original_assignment_id).toBeNull();
  });

  it('refuses duplication to an external tool assignment, whose tool would have to copy it', async () => {
    const { work, course, show } = world();
    expect((await show(work.assignment(course.id, { types: ['external_tool'] }))).can_duplicate).toBe(false);
  });

  it('gives each assignment a stable LTI context id and a signed secure_params carrying it', async () => {
    const { app, work, course, essay, show } = world();
    app.db.prepare(`UPDATE assignments SET description = '<p>Write <b>1000</b> words</p>' WHERE id = ?`).run(essay);
    const first = await show(essay);
    const again = await show(essay, 'student-token');
    expect(first.lti_context_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(again.lti_context_id).toBe(first.lti_context_id);
    expect((await show(work.assignment(course.id))).lti_context_id).not.toBe(first.lti_context_id);
    const [header = '', payload = '', signature = ''] = (first.secure_params ?? '').split('.');
    expect(decode(header)).toEqual({ typ: 'JWT', alg: 'HS256' });
    expect(decode(payload)).toEqual({ lti_assignment_id: first.lti_context_id, lti_assignment_description: 'Write 1000 words' });
    const expected = createHmac('sha256', serverSecret(app.db, 'lti')).update(`${header}.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
  });

  it('adds them to every assignment of a list', async () => {
    const { app, work, course, base, student } = world();
    for (let i = 0; i < 5; i++) work.submission(work.assignment(course.id, { name: `Quiz ${i}` }), student, { state: 'graded', score: i });
    const { body } = await app.get(`${base}?per_page=50`, 'teacher-token');
    const list = expectContract(listOf(assignmentContract), body);
    expect(list.filter((a) => a.graded_submissions_exist).map((a) => a.name)).toEqual(['Quiz 0', 'Quiz 1', 'Quiz 2', 'Quiz 3', 'Quiz 4']);
  });
});

describe('SIS ids on assignments', () => {
  const facts = (readsSis: boolean) => ({ readsSis }) as AssignmentReadFacts;
  const json = { id: 1, name: 'Essay', sis_assignment_id: 'A-1', integration_id: 'I-1', integration_data: { a: 1 } };

  it('are dropped for a caller without read_sis or manage_sis, whatever the serializer wrote, and kept for one with it', () => {
    expect(withSisGate(json, facts(false))).toEqual({ id: 1, name: 'Essay' });
    expect(withSisGate(json, facts(true))).toEqual(json);
  });
});

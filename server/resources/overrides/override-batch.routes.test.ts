import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assignmentOverrideContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { overrideWorld } from '../../test/override-world';

/**
 * GET/POST/PUT /courses/:course_id/assignments/overrides: canvas-lms assignment_overrides_controller.rb
 * (batch_retrieve, batch_create, batch_update) and lib/api/v1/assignment_override.rb (check_property,
 * interpret_batch_assignment_overrides_data), docs/canvas-contract.md §4.14.
 */
const retrieved = z.array(assignmentOverrideContract.nullable());
const itemErrors = z.strictObject({ errors: z.array(z.array(z.string()).nullable()) });
const validationErrors = z.record(z.string(), z.array(z.strictObject({ attribute: z.string(), type: z.string(), message: z.string() })));
const modelErrors = z.strictObject({ errors: z.array(z.strictObject({ errors: validationErrors }).nullable()) });

function batchWorld() {
  const world = overrideWorld();
  const { app, w, work } = world;
  const second = work.assignment(w.course.id, { name: 'Lab report', dueAt: '2026-03-02T12:00:00Z' });
  const batch = `/api/v1/courses/${w.course.id}/assignments/overrides`;
  const form = (method: string, body: string, token = 'teacher-token') =>
    app.request(batch, { method, token, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
  const dueDates = () =>
    app.db.prepare<[], { assignment_id: number; due_at: string | null }>(
      `SELECT assignment_id, due_at FROM assignment_overrides WHERE workflow_state = 'active' ORDER BY id`,
    ).all();
  return { ...world, second, batch, form, dueDates, send: (method: string, body: unknown, token = 'teacher-token') => app.send(method, batch, token, body) };
}

describe('GET /courses/:course_id/assignments/overrides (batch_retrieve)', () => {
  it('answers each requested override in the order asked, null for one that is unknown or named under another assignment', async () => {
    const { app, batch, work, w, assignmentId, second } = batchWorld();
    const first = work.override(assignmentId, { sectionId: w.course.sectionId }, { dueAt: '2026-03-05T12:00:00Z' });
    const other = work.override(second, { students: [w.student] }, { dueAt: '2026-03-06T12:00:00Z' });
    const query = [
      `assignment_overrides[][id]=${other}&assignment_overrides[][assignment_id]=${second}`,
      `assignment_overrides[][id]=999&assignment_overrides[][assignment_id]=${assignmentId}`,
      `assignment_overrides[][id]=${first}&assignment_overrides[][assignment_id]=${assignmentId}`,
      `assignment_overrides[][id]=${first}&assignment_overrides[][assignment_id]=${second + 50}`,
    ].join('&');
    const { status, body } = await app.get(`${batch}?${query}`, 'teacher-token');
    expect(status).toBe(200);
    const list = expectContract(retrieved, body);
    expect(list.map((o) => o?.id ?? null)).toEqual([other, null, first, first]);
    expect(list[0]).toMatchObject({ assignment_id: second, student_ids: [w.student], due_at: '2026-03-06T12:00:00Z' });
  });

  it('reads the Rails index form too, and shows a student only the overrides that apply to them', async () => {
    const { app, batch, work, w, assignmentId, secondSection } = batchWorld();
    const mine = work.override(assignmentId, { sectionId: w.course.sectionId });
    const theirs = work.override(assignmentId, { sectionId: secondSection });
    const query = `assignment_overrides[0][id]=${mine}&assignment_overrides[0][assignment_id]=${assignmentId}`
      + `&assignment_overrides[1][id]=${theirs}&assignment_overrides[1][assignment_id]=${assignmentId}`;
    expect(expectContract(retrieved, (await app.get(`${batch}?${query}`, 'student-token')).body).map((o) => o?.id ?? null)).toEqual([mine, null]);
    expect(expectContract(retrieved, (await app.get(`${batch}?${query}`, 'teacher-token')).body).map((o) => o?.id ?? null)).toEqual([mine, theirs]);
  });

  it('refuses a request without overrides or with malformed entries, with Canvas’s messages', async () => {
    const { app, batch, assignmentId } = batchWorld();
    expect(await app.get(batch, 'teacher-token')).toMatchObject({ status: 400, body: { errors: ['no assignment_overrides values present'] } });
    expect(await app.get(`${batch}?assignment_overrides[][id]=4`, 'teacher-token')).toMatchObject({
      status: 400, body: { errors: ['must specify an array with entry format { id, assignment_id }'] },
    });
    expect(await app.get(`${batch}?assignment_overrides[x][id]=4&assignment_overrides[x][assignment_id]=${assignmentId}`, 'teacher-token')).toMatchObject({
      status: 400, body: { errors: ['no assignment_overrides values present'] },
    });
  });

  it('needs a caller who reads the course: 401 without a token, 403 for a teacher of another course', async () => {
    const { app, batch, w } = batchWorld();
    const outsider = app.data.user('Otto Other', 'other-teacher-token');
    app.data.enroll(outsider, app.data.course({ accountId: w.accountId, termId: w.termId, name: 'Other 200' }), 'TeacherEnrollment');
    const query = '?assignment_overrides[][id]=1&assignment_overrides[][assignment_id]=1';
    expect((await app.request(`${batch}${query}`)).status).toBe(401);
    expect(await app.get(`${batch}${query}`, 'other-teacher-token')).toMatchObject({
      status: 403, body: { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] },
    });
  });
});

describe('POST /courses/:course_id/assignments/overrides (batch_create)', () => {
  it('creates every override of a JSON batch across assignments and answers them, 200, in order', async () => {
    const { send, assignmentId, second, w, students, countOverrides } = batchWorld();
    const { status, body } = await send('POST', {
      assignment_overrides: [
        { assignment_id: assignmentId, student_ids: [students.nia], title: 'Extension', due_at: '2026-03-09T12:00:00Z' },
        { assignment_id: String(second), course_section_id: w.course.sectionId, lock_at: null },
      ],
    });
    expect(status).toBe(200);
    const [extension, section] = expectContract(listOf(assignmentOverrideContract), body);
    expect(extension).toMatchObject({ assignment_id: assignmentId, title: 'Extension', student_ids: [students.nia], due_at: '2026-03-09T12:00:00Z' });
    expect(section).toMatchObject({ assignment_id: second, course_section_id: w.course.sectionId, title: 'Biology 101', lock_at: null });
    expect(section).not.toHaveProperty('due_at');
    expect(countOverrides()).toBe(2);
  });

  it('reads Canvas’s form example: repeated assignment_overrides[][…] keys, one item per assignment_id', async () => {
    const { form, assignmentId, second, w, students, dueDates } = batchWorld();
    const response = await form('POST', [
      `assignment_overrides[][assignment_id]=${assignmentId}`, `assignment_overrides[][student_ids][]=${students.sam}`,
      `assignment_overrides[][student_ids][]=${students.omar}`, 'assignment_overrides[][title]=foo',
      `assignment_overrides[][assignment_id]=${second}`, `assignment_overrides[][course_section_id]=${w.course.sectionId}`,
      'assignment_overrides[][due_at]=2012-10-08T21:00:00Z',
    ].join('&'));
    expect(response.status).toBe(200);
    const list = expectContract(listOf(assignmentOverrideContract), await response.json());
    expect(list.map((o) => [o.title, o.student_ids ?? o.course_section_id])).toEqual([['foo', [students.sam, students.omar]], ['Biology 101', w.course.sectionId]]);
    expect(dueDates()).toEqual([{ assignment_id: assignmentId, due_at: null }, { assignment_id: second, due_at: '2012-10-08T21:00:00Z' }]);
  });

  it('stores nothing when any item is malformed, naming each item’s errors by its place (null when fine)', async () => {
    const { send, assignmentId, second, w, countOverrides } = batchWorld();
    const valid = { assignment_id: assignmentId, course_section_id: w.course.sectionId };
    const shape = await send('POST', { assignment_overrides: [valid, { course_section_id: w.course.sectionId }, { ...valid, id: 5 }] });
    expect(shape.status).toBe(400);
    expect(expectContract(itemErrors, shape.body).errors).toEqual([null, ['must specify an assignment id'], ['may not specify an override id']]);
    const content = await send('POST', {
      assignment_overrides: [valid, { assignment_id: 9999, course_section_id: w.course.sectionId }, { assignment_id: second, course_section_id: w.course.sectionId, due_at: 'soon' }],
    });
    expect(content.status).toBe(400);
    expect(expectContract(itemErrors, content.body).errors).toEqual([null, ['assignment not found'], ['invalid due_at "soon"']]);
    expect(countOverrides()).toBe(0);
  });

  it('stores nothing when the model refuses an item, even one that only clashes with another item of the batch', async () => {
    const { send, assignmentId, second, w, countOverrides } = batchWorld();
    const { status, body } = await send('POST', {
      assignment_overrides: [
        { assignment_id: assignmentId, course_section_id: w.course.sectionId },
        { assignment_id: second, course_section_id: w.course.sectionId, unlock_at: '2026-03-09T00:00:00Z', due_at: '2026-03-08T00:00:00Z' },
        { assignment_id: assignmentId, course_section_id: w.course.sectionId },
      ],
    });
    expect(status).toBe(400);
    expect(expectContract(modelErrors, body).errors).toEqual([
      null,
      { errors: { unlock_at: [{ attribute: 'unlock_at', type: 'invalid', message: 'Unlock date cannot be after due date' }] } },
      { errors: { set_id: [{ attribute: 'set_id', type: 'taken', message: '"Biology 101" is already assigned more than once. Remove the duplicate before saving.' }] } },
    ]);
    expect(countOverrides()).toBe(0);
  });

  it('refuses whole-request mistakes with one message', async () => {
    const { send } = batchWorld();
    expect(await send('POST', {})).toMatchObject({ status: 400, body: { errors: ['no assignment override data present'] } });
    expect(await send('POST', { assignment_overrides: 'all' })).toMatchObject({ status: 400, body: { errors: ['must specify an array of overrides'] } });
    expect(await send('PUT', { assignment_overrides: { first: { id: 1 } } })).toMatchObject({ status: 400, body: { errors: ['no assignment override data present'] } });
  });

  it('is for callers who manage the course’s assignments: a student gets 403 and nothing is stored', async () => {
    const { app, send, assignmentId, w, countOverrides, batch } = batchWorld();
    const item = { assignment_overrides: [{ assignment_id: assignmentId, course_section_id: w.course.sectionId }] };
    expect(await send('POST', item, 'student-token')).toMatchObject({
      status: 403, body: { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] },
    });
    expect((await app.request(batch, { method: 'POST' })).status).toBe(401);
    expect(countOverrides()).toBe(0);
    expect((await send('POST', item, 'ta-token')).status).toBe(200);
  });
});

describe('PUT /courses/:course_id/assignments/overrides (batch_update)', () => {
  it('updates each named override, replacing its dates as a single update does', async () => {
    const { send, work, w, assignmentId, second, students } = batchWorld();
    const section = work.override(assignmentId, { sectionId: w.course.sectionId }, { dueAt: '2026-03-05T12:00:00Z', lockAt: '2026-03-07T12:00:00Z' });
    const adhoc = work.override(second, { students: [students.sam] }, { dueAt: '2026-03-06T12:00:00Z' });
    const { status, body } = await send('PUT', {
      assignment_overrides: [
        { id: section, assignment_id: assignmentId, due_at: '2026-03-10T12:00:00Z', course_section_id: 999 },
        { id: String(adhoc), assignment_id: second, student_ids: [students.nia], title: 'Moved' },
      ],
    });
    expect(status).toBe(200);
    const [first, next] = expectContract(listOf(assignmentOverrideContract), body);
    expect(first).toMatchObject({ id: section, course_section_id: w.course.sectionId, due_at: '2026-03-10T12:00:00Z' });
    expect(first).not.toHaveProperty('lock_at');
    expect(next).toMatchObject({ id: adhoc, title: 'Moved', student_ids: [students.nia] });
    expect(next).not.toHaveProperty('due_at');
  });

  it('changes nothing when one item names an override that is missing, another assignment’s, or lacks its id', async () => {
    const { send, work, w, assignmentId, second, dueDates } = batchWorld();
    const section = work.override(assignmentId, { sectionId: w.course.sectionId }, { dueAt: '2026-03-05T12:00:00Z' });
    const before = dueDates();
    const update = { id: section, assignment_id: assignmentId, due_at: '2026-04-01T12:00:00Z' };
    const missing = await send('PUT', { assignment_overrides: [update, { assignment_id: assignmentId }] });
    expect(expectContract(itemErrors, missing.body).errors).toEqual([null, ['must specify an override id']]);
    const elsewhere = await send('PUT', { assignment_overrides: [update, { id: section, assignment_id: second }, { id: 777, assignment_id: assignmentId }] });
    expect(elsewhere.status).toBe(400);
    expect(expectContract(itemErrors, elsewhere.body).errors).toEqual([null, ['override not found'], ['override not found']]);
    expect(dueDates()).toEqual(before);
  });

  it('reads a form body and refuses a student with 403, leaving the override as it was', async () => {
    const { form, work, w, assignmentId, dueDates } = batchWorld();
    const section = work.override(assignmentId, { sectionId: w.course.sectionId }, { dueAt: '2026-03-05T12:00:00Z' });
    const body = `assignment_overrides[][id]=${section}&assignment_overrides[][assignment_id]=${assignmentId}&assignment_overrides[][due_at]=2026-05-01T12:00:00Z`;
    expect((await form('PUT', body, 'student-token')).status).toBe(403);
    expect(dueDates()).toEqual([{ assignment_id: assignmentId, due_at: '2026-03-05T12:00:00Z' }]);
    const response = await form('PUT', body);
    expect(response.status).toBe(200);
    expect(dueDates()).toEqual([{ assignment_id: assignmentId, due_at: '2026-05-01T12:00:00Z' }]);
  });
});

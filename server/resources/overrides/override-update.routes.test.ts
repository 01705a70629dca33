import { describe, expect, it } from 'vitest';
import { assignmentOverrideContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { overrideWorld } from '../../test/override-world';

const DUE = '2026-03-08T18:00:00Z';

describe('PUT and DELETE /courses/:course_id/assignments/:assignment_id/overrides/:id', () => {
  it('replaces the dates: a date left out stops being overridden', async () => {
    const { app, create, w, base } = overrideWorld();
    const created = expectContract(assignmentOverrideContract, (await create({ course_section_id: w.course.sectionId, due_at: DUE, lock_at: DUE })).body);
    const { status, body } = await app.send('PUT', `${base}/${created.id}`, 'teacher-token', { assignment_override: { lock_at: '2026-03-10T18:00:00Z' } });
    expect(status).toBe(200);
    const updated = expectContract(assignmentOverrideContract, body);
    expect(updated).toMatchObject({ id: created.id, course_section_id: w.course.sectionId, lock_at: '2026-03-10T18:00:00Z' });
    expect(updated).not.toHaveProperty('due_at');
    expect(updated).not.toHaveProperty('all_day');
    const reread = await app.get(`${base}/${created.id}`, 'teacher-token');
    expect(reread.body).not.toHaveProperty('due_at');
  });

  it('replaces the students of a student override when student_ids is sent, and keeps them when not', async () => {
    const { app, create, base, students } = overrideWorld();
    const created = expectContract(assignmentOverrideContract, (await create({ student_ids: [students.sam, students.nia], title: 'Extension' })).body);
    const kept = await app.send('PUT', `${base}/${created.id}`, 'teacher-token', { assignment_override: { due_at: DUE } });
    expect(kept.body).toMatchObject({ student_ids: [students.sam, students.nia], title: 'Extension', due_at: DUE });
    const replaced = await app.send('PUT', `${base}/${created.id}`, 'teacher-token', { assignment_override: { student_ids: [students.omar] } });
    expect(expectContract(assignmentOverrideContract, replaced.body)).toMatchObject({ student_ids: [students.omar], title: '1 student' });
    // Sam left the override, so another may take him.
    expect((await create({ student_ids: [students.sam] })).status).toBe(201);
  });

  it('ignores a new section or group on update: the target type cannot change', async () => {
    const { app, create, base, w, secondSection, labGroup } = overrideWorld();
    const created = expectContract(assignmentOverrideContract, (await create({ course_section_id: w.course.sectionId })).body);
    const { body } = await app.send('PUT', `${base}/${created.id}`, 'teacher-token', {
      assignment_override: { course_section_id: secondSection, group_id: labGroup, student_ids: [w.student] },
    });
    expect(expectContract(assignmentOverrideContract, body)).toMatchObject({ course_section_id: w.course.sectionId });
  });

  it('refuses out-of-order dates on update and leaves the override as it was', async () => {
    const { app, create, base, w } = overrideWorld();
    const created = expectContract(assignmentOverrideContract, (await create({ course_section_id: w.course.sectionId, due_at: DUE })).body);
    const refused = await app.send('PUT', `${base}/${created.id}`, 'teacher-token', {
      assignment_override: { due_at: DUE, lock_at: '2026-03-01T00:00:00Z' },
    });
    expect(refused).toMatchObject({ status: 400, body: { errors: { lock_at: [{ message: 'Lock date cannot be before due date' }] } } });
    expect((await app.get(`${base}/${created.id}`, 'teacher-token')).body).toEqual(created);
  });

  it('deletes: answers the former details, then the override is gone from the list and its students are free', async () => {
    const { app, create, base, students } = overrideWorld();
    const created = expectContract(assignmentOverrideContract, (await create({ student_ids: [students.sam], due_at: DUE })).body);
    const deleted = await app.send('DELETE', `${base}/${created.id}`, 'teacher-token');
    expect(deleted.status).toBe(200);
    expect(expectContract(assignmentOverrideContract, deleted.body)).toEqual(created);
    expect((await app.get(`${base}/${created.id}`, 'teacher-token')).status).toBe(404);
    expect(expectContract(listOf(assignmentOverrideContract), (await app.get(base, 'teacher-token')).body)).toEqual([]);
    expect((await create({ student_ids: [students.sam] })).status).toBe(201);
  });

  it('lets TAs write, and refuses students, observers and other courses’ teachers with 403, changing nothing', async () => {
    const { app, create, base, w, students } = overrideWorld();
    const created = expectContract(assignmentOverrideContract, (await create({ course_section_id: w.course.sectionId, due_at: DUE })).body);
    app.data.enroll(app.data.user('Other Teacher', 'other-token'), app.data.course({ accountId: w.accountId, termId: w.termId }), 'TeacherEnrollment');
    for (const token of ['student-token', 'other-token']) {
      expect((await create({ student_ids: [students.nia] }, token)).status).toBe(403);
      expect((await app.send('PUT', `${base}/${created.id}`, token, { assignment_override: {} })).status).toBe(403);
      expect((await app.send('DELETE', `${base}/${created.id}`, token)).status).toBe(403);
      // A student asking about an override that is not theirs still learns only "not allowed".
      expect((await app.send('DELETE', `${base}/999`, token)).status).toBe(403);
    }
    expect((await app.get(`${base}/${created.id}`, 'teacher-token')).body).toEqual(created);
    const byTa = await create({ student_ids: [students.nia] }, 'ta-token');
    expect(byTa.status).toBe(201);
  });

  it('answers 404 for an unknown, deleted or other assignment’s override, and for a deleted assignment', async () => {
    const { app, create, base, w, work, assignmentId } = overrideWorld();
    const created = expectContract(assignmentOverrideContract, (await create({ course_section_id: w.course.sectionId })).body);
    const other = work.assignment(w.course.id);
    expect((await app.get(`/api/v1/courses/${w.course.id}/assignments/${other}/overrides/${created.id}`, 'teacher-token')).status).toBe(404);
    expect((await app.send('PUT', `${base}/12345`, 'teacher-token', {})).status).toBe(404);
    app.db.prepare(`UPDATE assignments SET workflow_state = 'deleted' WHERE id = ?`).run(assignmentId);
    expect((await app.get(base, 'teacher-token')).status).toBe(404);
  });
});

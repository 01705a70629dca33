import { describe, expect, it } from 'vitest';
import { assignmentOverrideContract, effectiveDueDatesContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { overrideWorld } from '../../test/override-world';

describe('reading overrides: list, show, group and section lookups', () => {
  it('lists every override for staff, as a whole array without a Link header', async () => {
    const { app, create, base, w, labGroup, students } = overrideWorld();
    await create({ student_ids: [students.nia] });
    await create({ course_section_id: w.course.sectionId, due_at: '2026-03-05T12:00:00Z' });
    await create({ group_id: labGroup });
    const { status, body, headers } = await app.get(`${base}?per_page=1`, 'ta-token');
    expect(status).toBe(200);
    expect(headers.get('Link')).toBeNull();
    const list = expectContract(listOf(assignmentOverrideContract), body);
    expect(list.map((o) => o.title)).toEqual(['1 student', 'Biology 101', 'Lab Group 1']);
  });

  it('shows a student only the overrides that apply to them, with only their own id', async () => {
    const { app, create, base, w, students, secondSection: otherSection } = overrideWorld();
    const adhoc = expectContract(assignmentOverrideContract, (await create({ student_ids: [students.sam, students.nia] })).body);
    const section = expectContract(assignmentOverrideContract, (await create({ course_section_id: w.course.sectionId })).body);
    const secondSection = expectContract(assignmentOverrideContract, (await create({ course_section_id: otherSection })).body);
    const mine = expectContract(listOf(assignmentOverrideContract), (await app.get(base, 'student-token')).body);
    expect(mine.map((o) => o.id)).toEqual([adhoc.id, section.id]);
    expect(mine[0]?.student_ids).toEqual([students.sam]);
    expect((await app.get(`${base}/${secondSection.id}`, 'student-token')).status).toBe(404);
    expect((await app.get(`${base}/${section.id}`, 'student-token')).status).toBe(200);
    const observer = app.data.user('Olga Observer', 'observer-token');
    const observation = app.data.enroll(observer, w.course, 'ObserverEnrollment');
    app.db.prepare('UPDATE enrollments SET associated_user_id = ? WHERE id = ?').run(students.nia, observation);
    const observed = expectContract(listOf(assignmentOverrideContract), (await app.get(base, 'observer-token')).body);
    expect(observed.map((o) => [o.id, o.student_ids])).toEqual([[adhoc.id, [students.nia]], [secondSection.id, undefined]]);
  });

  it('shows a TA limited to a section every section and group override, and student overrides of their students', async () => {
    const { app, create, base, w, labGroup, students, secondSection } = overrideWorld();
    app.db.prepare(`UPDATE enrollments SET course_section_id = ?, limit_privileges_to_course_section = 1 WHERE user_id = ?`).run(secondSection, w.ta);
    const sams = expectContract(assignmentOverrideContract, (await create({ student_ids: [students.sam] })).body);
    const shared = expectContract(assignmentOverrideContract, (await create({ student_ids: [students.nia, students.omar] })).body);
    await create({ course_section_id: w.course.sectionId });
    await create({ group_id: labGroup });
    const seen = expectContract(listOf(assignmentOverrideContract), (await app.get(base, 'ta-token')).body);
    expect(seen.map((o) => [o.id, o.student_ids ?? o.title])).toEqual([
      [shared.id, [students.nia]], [shared.id + 1, 'Biology 101'], [shared.id + 2, 'Lab Group 1'],
    ]);
    expect((await app.get(`${base}/${sams.id}`, 'ta-token')).status).toBe(404);
    // What a TA writes is answered whole, even for students outside their sections.
    const ravi = app.data.user('Ravi Fourth');
    app.data.enroll(ravi, w.course, 'StudentEnrollment');
    const made = await create({ student_ids: [ravi] }, 'ta-token');
    expect(made.status).toBe(201);
    expect(expectContract(assignmentOverrideContract, made.body).student_ids).toEqual([ravi]);
  });

  it('looks an override up by group: 404 without one, then a 302 to the override, which reads as 200', async () => {
    const { app, create, w, labGroup, assignmentId } = overrideWorld();
    const lookup = `/api/v1/groups/${labGroup}/assignments/${assignmentId}/override`;
    expect(await app.get(lookup, 'teacher-token')).toMatchObject({ status: 404, body: { errors: [{ message: 'The specified resource does not exist.' }] } });
    const created = expectContract(assignmentOverrideContract, (await create({ group_id: labGroup, due_at: '2026-03-06T12:00:00Z' })).body);
    const redirect = await app.request(lookup, { token: 'omar-token' });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('Location') ?? '';
    expect(location).toBe(`http://lectern.test/api/v1/courses/${w.course.id}/assignments/${assignmentId}/overrides/${created.id}`);
    expect(expectContract(assignmentOverrideContract, (await app.get(location, 'omar-token')).body)).toEqual(created);
    // Sam is not in the group: to him it does not exist.
    expect((await app.request(lookup, { token: 'student-token' })).status).toBe(404);
  });

  it('looks an override up by section: 404 without one, then a 302 to it', async () => {
    const { app, create, w, secondSection, assignmentId } = overrideWorld();
    const lookup = `/api/v1/sections/${secondSection}/assignments/${assignmentId}/override`;
    expect((await app.request(lookup, { token: 'teacher-token' })).status).toBe(404);
    const created = expectContract(assignmentOverrideContract, (await create({ course_section_id: secondSection })).body);
    const redirect = await app.request(lookup, { token: 'nia-token' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('Location')).toMatch(new RegExp(`/courses/${w.course.id}/assignments/${assignmentId}/overrides/${created.id}$`));
    // Sam's section has no override: 404 even though the section exists.
    expect((await app.request(`/api/v1/sections/${w.course.sectionId}/assignments/${assignmentId}/override`, { token: 'student-token' })).status).toBe(404);
    expect((await app.request(`/api/v1/sections/9999/assignments/${assignmentId}/override`, { token: 'teacher-token' })).status).toBe(404);
  });

  it('feeds effective due dates: a student reached by student, section and group overrides gets the latest', async () => {
    const { app, create, w, labGroup, students, assignmentId, secondSection } = overrideWorld();
    // Omar is in the first section and the lab group; Nia in the second section.
    await create({ student_ids: [students.omar], due_at: '2026-03-10T12:00:00Z' });
    await create({ course_section_id: w.course.sectionId, due_at: '2026-03-12T12:00:00Z' });
    await create({ group_id: labGroup, due_at: '2026-03-11T12:00:00Z' });
    await create({ course_section_id: secondSection, due_at: '2026-03-03T12:00:00Z' });
    const { body } = await app.get(`/api/v1/courses/${w.course.id}/effective_due_dates`, 'teacher-token');
    const dates = expectContract(effectiveDueDatesContract, body)[String(assignmentId)] ?? {};
    expect(dates[String(students.omar)]?.due_at).toBe('2026-03-12T12:00:00Z');
    expect(dates[String(students.sam)]?.due_at).toBe('2026-03-12T12:00:00Z');
    expect(dates[String(students.nia)]?.due_at).toBe('2026-03-03T12:00:00Z');
  });
});

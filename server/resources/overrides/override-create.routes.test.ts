import { describe, expect, it } from 'vitest';
import { assignmentOverrideContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { overrideWorld } from '../../test/override-world';

describe('POST /courses/:course_id/assignments/:assignment_id/overrides', () => {
  it('creates a student override: 201, titled by its student count, only the dates sent are overridden', async () => {
    const { create, students } = overrideWorld();
    const { status, body } = await create({ student_ids: [students.sam, String(students.nia)], due_at: '2026-03-08T06:59:00Z' });
    expect(status).toBe(201);
    const override = expectContract(assignmentOverrideContract, body);
    expect(override).toMatchObject({ title: '2 students', student_ids: [students.sam, students.nia], due_at: '2026-03-08T06:59:00Z' });
    // 23:59 in the course's zone (America/Denver) is an all-day due date.
    expect(override).toMatchObject({ all_day: true, all_day_date: '2026-03-07' });
    expect(override).not.toHaveProperty('lock_at');
    expect(override).not.toHaveProperty('unlock_at');
  });

  it('titles section and group overrides by the set, and overrides a date to null when sent empty', async () => {
    const { create, w, labGroup, category } = overrideWorld();
    const section = await create({ course_section_id: w.course.sectionId, title: 'ignored', lock_at: '' });
    expect(section.status).toBe(201);
    expect(expectContract(assignmentOverrideContract, section.body)).toMatchObject({
      course_section_id: w.course.sectionId, title: 'Biology 101', lock_at: null,
    });
    const group = await create({ group_id: labGroup });
    expect(expectContract(assignmentOverrideContract, group.body)).toMatchObject({
      group_id: labGroup, group_category_id: category, title: 'Lab Group 1', non_collaborative: false,
    });
  });

  it('refuses a request naming no target with Canvas’s body, creating nothing', async () => {
    const { create, countOverrides } = overrideWorld();
    for (const body of [{ due_at: '2026-03-08T06:59:00Z' }, { group_id: '', course_section_id: '' }, undefined]) {
      const response = await create(body);
      expect(response).toMatchObject({ status: 400, body: { errors: ['one of student_ids, group_id, or course_section_id is required'] } });
    }
    expect(countOverrides()).toBe(0);
  });

  it('refuses two or three targets with one message in Canvas’s array shape, creating nothing (decision 0009)', async () => {
    const { create, students, w, labGroup, secondSection, countOverrides } = overrideWorld();
    const refused = { status: 400, body: { errors: ['only one of student_ids, group_id, or course_section_id may be given'] } };
    expect(await create({ student_ids: [students.sam], group_id: labGroup, course_section_id: w.course.sectionId })).toMatchObject(refused);
    expect(await create({ student_ids: [students.sam], group_id: labGroup })).toMatchObject(refused);
    expect(await create({ student_ids: [students.sam], course_section_id: secondSection })).toMatchObject(refused);
    expect(await create({ group_id: labGroup, course_section_id: secondSection, due_at: '2026-03-08T06:59:00Z' })).toMatchObject(refused);
    // A bad date is still named beside it, as Canvas collects every parameter error.
    expect(await create({ group_id: labGroup, course_section_id: secondSection, due_at: 'soon' })).toMatchObject({
      status: 400, body: { errors: ['only one of student_ids, group_id, or course_section_id may be given', 'invalid due_at "soon"'] },
    });
    expect(countOverrides()).toBe(0);
  });

  it('counts a blank group or section id as no target, so one real target beside it is enough', async () => {
    const { create, students } = overrideWorld();
    const { status, body } = await create({ student_ids: [students.sam], group_id: '', course_section_id: '' });
    expect(status).toBe(201);
    expect(expectContract(assignmentOverrideContract, body).student_ids).toEqual([students.sam]);
  });

  it('names unknown students, sections and groups, and a group outside the assignment’s set', async () => {
    const { create, w, otherSetGroup, countOverrides } = overrideWorld();
    expect(await create({ student_ids: [w.student, w.teacher, 'x9'] })).toMatchObject({
      status: 400, body: { errors: [`unknown student ids: ["${w.teacher}", "x9"]`] },
    });
    expect(await create({ student_ids: 'all' })).toMatchObject({ status: 400, body: { errors: ['invalid student_ids "all"'] } });
    expect(await create({ course_section_id: '999' })).toMatchObject({ status: 400, body: { errors: ['unknown section id "999"'] } });
    expect(await create({ group_id: 998 })).toMatchObject({ status: 400, body: { errors: ['unknown group id 998'] } });
    expect(await create({ group_id: otherSetGroup })).toMatchObject({ status: 400, body: { errors: ['group_id is not valid'] } });
    expect(await create({ course_section_id: w.course.sectionId, due_at: 'next week' })).toMatchObject({
      status: 400, body: { errors: ['invalid due_at "next week"'] },
    });
    expect(countOverrides()).toBe(0);
  });

  it('refuses a second override for the same student, section or group with the model’s error', async () => {
    const { create, students, w, labGroup, countOverrides } = overrideWorld();
    await create({ student_ids: [students.sam] });
    await create({ course_section_id: w.course.sectionId });
    await create({ group_id: labGroup });
    expect(await create({ student_ids: [students.nia, students.sam] })).toMatchObject({
      status: 400,
      body: { errors: { assignment_override_students: [{ attribute: 'assignment_override_students', type: 'taken', message: 'already belongs to an assignment override' }] } },
    });
    expect(await create({ course_section_id: w.course.sectionId })).toMatchObject({
      status: 400,
      body: { errors: { set_id: [{ attribute: 'set_id', type: 'taken', message: '"Biology 101" is already assigned more than once. Remove the duplicate before saving.' }] } },
    });
    expect((await create({ group_id: labGroup })).body).toMatchObject({ errors: { set_id: [{ type: 'taken' }] } });
    expect(countOverrides()).toBe(3);
  });

  it('refuses dates out of order, naming the field as Canvas’s date validator does', async () => {
    const { create, w, countOverrides } = overrideWorld();
    const section = w.course.sectionId;
    const cases = [
      [{ unlock_at: '2026-03-09T00:00:00Z', due_at: '2026-03-08T00:00:00Z' }, 'unlock_at', 'Unlock date cannot be after due date'],
      [{ due_at: '2026-03-09T00:00:00Z', lock_at: '2026-03-08T00:00:00Z' }, 'lock_at', 'Lock date cannot be before due date'],
      [{ unlock_at: '2026-03-09T00:00:00Z', lock_at: '2026-03-08T00:00:00Z' }, 'unlock_at', 'Unlock date cannot be after lock date'],
    ] as const;
    for (const [dates, field, message] of cases) {
      expect(await create({ course_section_id: section, ...dates })).toMatchObject({
        status: 400, body: { errors: { [field]: [{ attribute: field, type: 'invalid', message }] } },
      });
    }
    expect(countOverrides()).toBe(0);
    const equal = await create({ course_section_id: section, unlock_at: '2026-03-08T00:00:00Z', due_at: '2026-03-08T00:00:00Z', lock_at: '2026-03-08T00:00:00Z' });
    expect(equal.status).toBe(201);
  });
});

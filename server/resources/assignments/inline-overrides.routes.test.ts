import { describe, expect, it } from 'vitest';
import { assignmentContract, assignmentOverrideContract, listOf } from '../../../src/api/schemas/contracts';
import { assignmentWorld } from '../../test/assignment-world';
import { expectContract } from '../../test/contract';

/**
 * `assignment[assignment_overrides][]` on create and edit, as assignments_api_controller and
 * Api::V1::AssignmentOverride#batch_update_assignment_overrides apply it (lib/api/v1/assignment_override.rb).
 */
function world() {
  const w = assignmentWorld();
  const { app, course } = w;
  const second = app.data.section(course.id, 'Section 2');
  const nia = app.data.user('Nia Second', 'nia-token');
  app.data.enroll(nia, { id: course.id, sectionId: second }, 'StudentEnrollment');
  const form = async (method: string, path: string, pairs: [string, string][]) => {
    const response = await app.request(path, { method, token: 'teacher-token', body: new URLSearchParams(pairs) });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const overrides = async (id: number) =>
    expectContract(listOf(assignmentOverrideContract), (await app.get(`${w.base}/${id}/overrides`, 'teacher-token')).body);
  const count = (table: 'assignments' | 'assignment_overrides') =>
    app.db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE workflow_state != 'deleted'`).get()?.n;
  const submitters = (id: number) =>
    app.db.prepare<[number], { user_id: number }>('SELECT user_id FROM submissions WHERE assignment_id = ? ORDER BY user_id').all(id).map((r) => r.user_id);
  const listedFor = async (token: string) =>
    (listOf(assignmentContract).parse((await app.get(w.base, token)).body)).map((a) => a.id);
  return { ...w, second, nia, form, overrides, count, submitters, listedFor };
}

describe('inline overrides on POST /courses/:course_id/assignments', () => {
  it('assigns an only-visible-to-overrides assignment to exactly the override targets (JSON body)', async () => {
    const { created, overrides, submitters, listedFor, student, nia } = world();
    const assignment = await created({
      name: 'Lab for one', published: true, only_visible_to_overrides: true,
      assignment_overrides: [{ student_ids: [student], due_at: '2026-05-01T12:00:00Z' }],
    });
    expect((await overrides(assignment.id)).map((o) => ({ students: o.student_ids, due: o.due_at, title: o.title })))
      .toEqual([{ students: [student], due: '2026-05-01T12:00:00Z', title: '1 student' }]);
    expect(assignment).toMatchObject({ only_visible_to_overrides: true, has_overrides: true });
    expect(submitters(assignment.id)).toEqual([student]);
    expect(await listedFor('student-token')).toContain(assignment.id);
    expect(await listedFor('nia-token')).not.toContain(assignment.id);
    expect(nia).toBeGreaterThan(student);
  });

  it('reads a Rails form body, indexed ([0], [1]) or appended ([]), as the same list', async () => {
    const { form, base, overrides, student, second, submitters, nia } = world();
    const indexed = await form('POST', base, [
      ['assignment[name]', 'Indexed'], ['assignment[only_visible_to_overrides]', 'true'],
      ['assignment[assignment_overrides][1][course_section_id]', String(second)],
      ['assignment[assignment_overrides][0][student_ids][]', String(student)],
      ['assignment[assignment_overrides][0][due_at]', '2026-05-02T12:00:00Z'],
    ]);
    expect(indexed.status).toBe(201);
    const id = expectContract(assignmentContract, indexed.body).id;
    expect((await overrides(id)).map((o) => o.student_ids ?? o.course_section_id)).toEqual([[student], second]);
    expect(submitters(id)).toEqual([student, nia]);
    // Rack starts a new element when a key repeats, so the second due_at opens the second override.
    const appended = await form('POST', base, [
      ['assignment[name]', 'Appended'],
      ['assignment[assignment_overrides][][student_ids][]', String(student)],
      ['assignment[assignment_overrides][][due_at]', '2026-05-03T12:00:00Z'],
      ['assignment[assignment_overrides][][due_at]', '2026-05-04T12:00:00Z'],
      ['assignment[assignment_overrides][][course_section_id]', String(second)],
    ]);
    expect(appended.status).toBe(201);
    const appendedId = expectContract(assignmentContract, appended.body).id;
    expect((await overrides(appendedId)).map((o) => [o.title, o.due_at])).toEqual([
      ['1 student', '2026-05-03T12:00:00Z'],
      ['Section 2', '2026-05-04T12:00:00Z'],
    ]);
  });

  it('refuses the whole create when one override is bad, naming each bad item, and stores nothing', async () => {
    const { create, count, student } = world();
    const before = { assignments: count('assignments'), overrides: count('assignment_overrides') };
    const { status, body } = await create({
      name: 'Half written?', only_visible_to_overrides: true,
      assignment_overrides: [{ student_ids: [student] }, { student_ids: ['999'] }, { due_at: 'soon', course_section_id: '' }],
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: {
        base: [
          { attribute: 'base', type: 'unknown student ids: ["999"]', message: 'unknown student ids: ["999"]' },
          {
            attribute: 'base',
            type: 'one of student_ids, group_id, or course_section_id is required,invalid due_at "soon"',
            message: 'one of student_ids, group_id, or course_section_id is required,invalid due_at "soon"',
          },
        ],
      },
    });
    expect({ assignments: count('assignments'), overrides: count('assignment_overrides') }).toEqual(before);
  });

  it('rolls the assignment back when an override fails the model’s rules (the same student twice)', async () => {
    const { create, count, student } = world();
    const { status, body } = await create({ name: 'Twice', assignment_overrides: [{ student_ids: [student] }, { student_ids: [student] }] });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { assignment_override_students: [{ type: 'taken', message: 'already belongs to an assignment override' }] } });
    expect(count('assignments')).toBe(0);
    expect(count('assignment_overrides')).toBe(0);
  });

  it('refuses a list that is not one, as a hash with gaps in its indexes', async () => {
    const { form, base, count } = world();
    const { status, body } = await form('POST', base, [
      ['assignment[name]', 'Gaps'], ['assignment[assignment_overrides][0][course_section_id]', '1'], ['assignment[assignment_overrides][2][course_section_id]', '1'],
    ]);
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: { 'assignment[assignment_overrides]': [{ attribute: 'assignment[assignment_overrides]', type: 'invalid', message: 'must be a list of overrides' }] },
    });
    expect(count('assignments')).toBe(0);
  });
});

describe('inline overrides on PUT /courses/:course_id/assignments/:id', () => {
  it('updates the overrides named by id, deletes the others and creates new ones; without the key nothing changes', async () => {
    const { created, edit, overrides, student, second, course } = world();
    const assignment = await created({
      name: 'Replace', assignment_overrides: [{ student_ids: [student], due_at: '2026-05-01T12:00:00Z' }, { course_section_id: course.sectionId }],
    });
    const [adhoc, section] = await overrides(assignment.id);
    expect((await edit(assignment.id, { name: 'Renamed' })).status).toBe(200);
    expect(await overrides(assignment.id)).toHaveLength(2);
    const { status } = await edit(assignment.id, {
      assignment_overrides: [{ id: adhoc?.id, student_ids: [student], lock_at: '2026-06-01T00:00:00Z' }, { course_section_id: second }],
    });
    expect(status).toBe(200);
    const after = await overrides(assignment.id);
    // The kept override's due date was not sent, so it is no longer overridden, as in Canvas.
    expect(after.map((o) => ({ id: o.id === adhoc?.id ? 'kept' : 'new', section: o.course_section_id, due: o.due_at, lock: o.lock_at }))).toEqual([
      { id: 'kept', section: undefined, due: undefined, lock: '2026-06-01T00:00:00Z' },
      { id: 'new', section: second, due: undefined, lock: undefined },
    ]);
    expect(after.some((o) => o.id === section?.id)).toBe(false);
  });

  it('deletes every override for an empty list, and refuses a bad item without touching the assignment', async () => {
    const { created, edit, overrides, student, app, base } = world();
    const assignment = await created({ name: 'Clear', assignment_overrides: [{ student_ids: [student] }] });
    const refused = await edit(assignment.id, { name: 'Not saved', assignment_overrides: [{ group_id: '77' }] });
    expect(refused).toMatchObject({ status: 400, body: { errors: { base: [{ message: 'unknown group id "77"' }] } } });
    expect((await app.get(`${base}/${assignment.id}`, 'teacher-token')).body).toMatchObject({ name: 'Clear' });
    expect(await overrides(assignment.id)).toHaveLength(1);
    expect((await edit(assignment.id, { assignment_overrides: [] })).status).toBe(200);
    expect(await overrides(assignment.id)).toEqual([]);
  });

  it('keeps what a section-limited TA cannot see: overrides of other sections’ students, and such students in an override', async () => {
    const { created, edit, app, ta, student, nia, overrides, course, second } = world();
    const omar = app.data.user('Omar Second', 'omar-token');
    app.data.enroll(omar, { id: course.id, sectionId: second }, 'StudentEnrollment');
    const assignment = await created({ name: 'Limited', assignment_overrides: [{ student_ids: [student, nia] }, { student_ids: [omar] }] });
    const [shared, hidden] = await overrides(assignment.id);
    app.db.prepare('UPDATE enrollments SET limit_privileges_to_course_section = 1 WHERE user_id = ?').run(ta);
    const { status } = await edit(assignment.id, { assignment_overrides: [{ id: shared?.id, student_ids: [student], due_at: '2026-07-01T12:00:00Z' }] }, 'ta-token');
    expect(status).toBe(200);
    expect((await overrides(assignment.id)).map((o) => ({ id: o.id, students: o.student_ids, due: o.due_at }))).toEqual([
      { id: shared?.id, students: [student, nia], due: '2026-07-01T12:00:00Z' },
      { id: hidden?.id, students: [omar], due: undefined },
    ]);
  });
});

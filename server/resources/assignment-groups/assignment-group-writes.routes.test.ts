import { describe, expect, it } from 'vitest';
import { assignmentGroupContract, listOf } from '../../../src/api/schemas/contracts';
import { assignmentGroupWorld as world } from '../../test/assignment-group-world';
import { expectContract } from '../../test/contract';

const group = (body: unknown) => expectContract(assignmentGroupContract, body);

describe('POST /api/v1/courses/:course_id/assignment_groups', () => {
  it('creates a group from top-level params at the bottom of the list and answers 200 with its JSON', async () => {
    const { app, course } = world();
    const path = `/api/v1/courses/${course.id}/assignment_groups`;
    const created = await app.send('POST', path, 'teacher-token', {
      name: 'Quizzes', group_weight: '12.5', sis_source_id: 'Q-1', integration_data: { lms: 'x' },
    });
    expect(created.status).toBe(200);
    expect(group(created.body)).toMatchObject({
      name: 'Quizzes', position: 3, group_weight: 12.5, sis_source_id: 'Q-1', integration_data: { lms: 'x' }, rules: {},
    });
    const listed = expectContract(listOf(assignmentGroupContract), (await app.get(path, 'student-token')).body);
    expect(listed.map((g) => g.name)).toEqual(['Labs', 'Homework', 'Quizzes']);
  });

  it('names a blank group "Assignments", weighs it 0, and takes a form body', async () => {
    const { app, course } = world();
    const response = await app.request(`/api/v1/courses/${course.id}/assignment_groups`, {
      method: 'POST', token: 'ta-token', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'name=&position=7',
    });
    expect(group(await response.json())).toMatchObject({ name: 'Assignments', position: 7, group_weight: 0 });
  });

  it('refuses bad input with Canvas 400s and changes nothing', async () => {
    const { app, course } = world();
    const path = `/api/v1/courses/${course.id}/assignment_groups`;
    const count = () => app.db.prepare('SELECT COUNT(*) AS n FROM assignment_groups').get();
    const before = count();
    expect(await app.send('POST', path, 'teacher-token', { integration_data: 'text' })).toMatchObject({ status: 400, body: 'Invalid integration data' });
    const tooLong = await app.send('POST', path, 'teacher-token', { name: 'x'.repeat(256) });
    expect(tooLong).toMatchObject({ status: 400, body: { errors: { name: [{ attribute: 'name', type: 'too_long' }] } } });
    const dropping = await app.send('POST', path, 'teacher-token', { name: 'New', rules: { drop_lowest: 1 } });
    expect(dropping).toMatchObject({
      status: 400, body: { errors: { rules: [{ attribute: 'rules', message: 'Drop rules cannot be higher than the number of assignments' }] } },
    });
    expect((await app.send('POST', path, 'teacher-token', { group_weight: 'heavy' })).status).toBe(400);
    expect((await app.send('POST', path, 'teacher-token', { position: 'top' })).status).toBe(400);
    expect((await app.send('POST', path, 'teacher-token', { rules: ['drop_lowest'] })).status).toBe(400);
    expect(count()).toEqual(before);
  });

  it('is for assignment creators: students 403, an unknown course 404', async () => {
    const { app, course } = world();
    expect((await app.send('POST', `/api/v1/courses/${course.id}/assignment_groups`, 'student-token', { name: 'Mine' })).status).toBe(403);
    expect((await app.send('POST', '/api/v1/courses/9999/assignment_groups', 'admin-token', { name: 'Mine' })).status).toBe(404);
  });
});

describe('PUT /api/v1/courses/:course_id/assignment_groups/:assignment_group_id', () => {
  it('changes only what is sent, replaces rules, merges integration data', async () => {
    const { app, course, homework } = world();
    const path = `/api/v1/courses/${course.id}/assignment_groups/${homework}`;
    await app.send('PUT', path, 'teacher-token', { integration_data: { a: '1' } });
    const { status, body } = await app.send('PUT', path, 'teacher-token', {
      group_weight: 25, rules: { drop_highest: '1', never_drop: ['3', 4] }, integration_data: { b: '2' },
    });
    expect(status).toBe(200);
    expect(group(body)).toEqual({
      id: homework, name: 'Homework', position: 2, group_weight: 25, sis_source_id: null, integration_data: { a: '1', b: '2' },
      rules: { drop_highest: 1, never_drop: [3, 4] },
    });
    const cleared = await app.send('PUT', path, 'teacher-token', { rules: '' });
    expect(group(cleared.body).rules).toEqual({});
  });

  it('checks drop rules against the active assignments; refuses students; 404s deleted groups', async () => {
    const { app, course, homework, gone } = world();
    const path = `/api/v1/courses/${course.id}/assignment_groups/${homework}`;
    expect((await app.send('PUT', path, 'teacher-token', { rules: { drop_lowest: 2 } })).status).toBe(200);
    const tooMany = await app.send('PUT', path, 'teacher-token', { rules: { drop_lowest: 3 } });
    expect(tooMany.status).toBe(400);
    expect((await app.send('PUT', path, 'teacher-token', { rules: { drop_lowest: -1 } })).body).toMatchObject({
      errors: { rules: [{ message: 'Drop rules must be a positive number' }] },
    });
    expect((await app.send('PUT', path, 'student-token', { name: 'Mine' })).status).toBe(403);
    expect((await app.send('PUT', `/api/v1/courses/${course.id}/assignment_groups/${gone}`, 'teacher-token', { name: 'Back' })).status).toBe(404);
  });
});

describe('assignment group rules and weights on every write', () => {
  it.each([
    ['a negative drop count', { rules: { drop_highest: -2 } }, 'rules'],
    ['a never_drop entry that is no id', { rules: { drop_lowest: 0, never_drop: ['essay'] } }, 'never_drop'],
    ['a weight that is no number', { group_weight: 'heavy' }, 'group_weight'],
  ])('refuses %s on create and on update with a 400 naming it', async (_what, body, name) => {
    const { app, course, homework } = world();
    const base = `/api/v1/courses/${course.id}/assignment_groups`;
    for (const [method, path] of [['POST', base], ['PUT', `${base}/${homework}`]] as const) {
      const answer = await app.send(method, path, 'teacher-token', { name: 'Quizzes', ...body });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(name);
    }
  });
});

describe('DELETE /api/v1/courses/:course_id/assignment_groups/:assignment_group_id', () => {
  const states = (app: ReturnType<typeof world>['app'], ids: number[]) =>
    ids.map((id) => app.db.prepare<[number], { g: number; p: number; s: string }>(
      'SELECT assignment_group_id AS g, position AS p, workflow_state AS s FROM assignments WHERE id = ?',
    ).get(id));

  it('deletes the group and its assignments without move_assignments_to, answering the group', async () => {
    const { app, course, homework, essay, draft, lab, labs } = world();
    const { status, body } = await app.send('DELETE', `/api/v1/courses/${course.id}/assignment_groups/${homework}`, 'teacher-token');
    expect(status).toBe(200);
    expect(group(body)).toMatchObject({ id: homework, name: 'Homework', rules: { drop_lowest: 1, never_drop: [7] } });
    expect(states(app, [essay, draft, lab])).toEqual([
      { g: homework, p: 1, s: 'deleted' }, { g: homework, p: 2, s: 'deleted' }, { g: labs, p: 1, s: 'published' },
    ]);
    expect((await app.get(`/api/v1/courses/${course.id}/assignment_groups/${homework}`, 'teacher-token')).status).toBe(404);
    const assignments = (await app.get(`/api/v1/courses/${course.id}/assignments`, 'teacher-token')).body as { id: number }[];
    expect(assignments.map((a) => a.id)).toEqual([lab]);
  });

  it('moves the assignments after the target group\'s own with move_assignments_to', async () => {
    const { app, course, homework, essay, draft, lab, labs } = world();
    const response = await app.request(`/api/v1/courses/${course.id}/assignment_groups/${homework}`, {
      method: 'DELETE', token: 'teacher-token', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `move_assignments_to=${labs}`,
    });
    expect(response.status).toBe(200);
    expect(states(app, [lab, essay, draft])).toEqual([
      { g: labs, p: 1, s: 'published' }, { g: labs, p: 2, s: 'published' }, { g: labs, p: 3, s: 'unpublished' },
    ]);
  });

  it('is 404 for an unknown or deleted target and changes nothing; students are refused', async () => {
    const { app, course, homework, gone, essay } = world();
    const path = `/api/v1/courses/${course.id}/assignment_groups/${homework}`;
    expect((await app.send('DELETE', `${path}?move_assignments_to=${gone}`, 'teacher-token')).status).toBe(404);
    expect((await app.send('DELETE', `${path}?move_assignments_to=nowhere`, 'teacher-token')).status).toBe(404);
    expect((await app.send('DELETE', path, 'student-token')).status).toBe(403);
    expect(states(app, [essay])).toEqual([{ g: homework, p: 1, s: 'published' }]);
    expect((await app.get(path, 'teacher-token')).status).toBe(200);
  });

  it('ignores move_assignments_to when the group has no assignments, as Canvas does', async () => {
    const { app, course } = world();
    const empty = group((await app.send('POST', `/api/v1/courses/${course.id}/assignment_groups`, 'teacher-token', { name: 'Empty' })).body);
    const path = `/api/v1/courses/${course.id}/assignment_groups/${empty.id}?move_assignments_to=9999`;
    expect((await app.send('DELETE', path, 'teacher-token')).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { assignmentContract } from '../../../src/api/schemas/contracts';
import { assignmentWorld } from '../../test/assignment-world';
import { expectContract } from '../../test/contract';

describe('PUT, DELETE and duplicate of /api/v1/courses/:course_id/assignments/:id', () => {
  it('changes only the keys sent', async () => {
    const { created, edit } = assignmentWorld();
    const original = await created({ name: 'Essay', points_possible: 10, due_at: '2026-03-10T23:59:00Z', description: '<p>Write</p>' });
    const { status, body } = await edit(original.id, { name: 'Long essay', points_possible: '', published: true });
    expect(status).toBe(200);
    const edited = expectContract(assignmentContract, body);
    expect(edited).toMatchObject({ name: 'Long essay', points_possible: null, published: true, due_at: '2026-03-10T23:59:00Z', description: '<p>Write</p>' });
  });

  it('moves the assignment to the bottom of another group, and clears dates sent empty', async () => {
    const { app, created, edit, course } = assignmentWorld();
    const first = await created({ name: 'First', due_at: '2026-03-10T23:59:00Z' });
    const other = Number(app.db.prepare(`INSERT INTO assignment_groups (course_id, name, position, created_at, updated_at) VALUES (?, 'Labs', 2, 'x', 'x')`).run(course.id).lastInsertRowid);
    await created({ name: 'Lab', assignment_group_id: other });
    const { body } = await edit(first.id, { assignment_group_id: other, due_at: '' });
    expect(expectContract(assignmentContract, body)).toMatchObject({ assignment_group_id: other, position: 2, due_at: null });
  });

  it('makes an overrides-only assignment visible to everyone again when a base due date is sent (as Canvas)', async () => {
    const { created, edit } = assignmentWorld();
    const { id } = await created({ name: 'Only some', only_visible_to_overrides: true });
    const { body } = await edit(id, { due_at: '2026-03-10T23:59:00Z' });
    expect(expectContract(assignmentContract, body)).toMatchObject({ only_visible_to_overrides: false, visible_to_everyone: true });
  });

  it('deletes softly: answers the former details marked deleted, then 404 and gone from the list', async () => {
    const { app, base, created } = assignmentWorld();
    const assignment = await created({ name: 'Doomed', published: true });
    const { status, body } = await app.send('DELETE', `${base}/${assignment.id}`, 'teacher-token');
    expect(status).toBe(200);
    expect(expectContract(assignmentContract, body)).toEqual({ ...assignment, workflow_state: 'deleted', published: false });
    expect((await app.get(`${base}/${assignment.id}`, 'teacher-token')).status).toBe(404);
    expect((await app.send('DELETE', `${base}/${assignment.id}`, 'teacher-token')).status).toBe(404);
    expect((await app.send('PUT', `${base}/${assignment.id}`, 'teacher-token', { assignment: { name: 'Back' } })).status).toBe(404);
    expect((await app.get(base, 'teacher-token')).body).toEqual([]);
    expect(app.db.prepare('SELECT workflow_state FROM assignments WHERE id = ?').get(assignment.id)).toEqual({ workflow_state: 'deleted' });
  });

  it('duplicates as "<name> Copy", unpublished, right after the original, then "Copy 2"', async () => {
    const { app, base, created } = assignmentWorld();
    const original = await created({ name: 'Essay', published: true, points_possible: 5, description: '<p>Go</p>' });
    await created({ name: 'After' });
    const { status, body } = await app.send('POST', `${base}/${original.id}/duplicate`, 'teacher-token');
    expect(status).toBe(200);
    const copy = expectContract(assignmentContract, body);
    expect(copy).toMatchObject({ name: 'Essay Copy', published: false, points_possible: 5, description: '<p>Go</p>', position: 2 });
    const again = expectContract(assignmentContract, (await app.send('POST', `${base}/${original.id}/duplicate`, 'teacher-token')).body);
    expect(again.name).toBe('Essay Copy 2');
    const names = (await app.get(base, 'teacher-token')).body as { name: string }[];
    expect(names.map((a) => a.name)).toEqual(['Essay', 'Essay Copy 2', 'Essay Copy', 'After']);
  });

  it('lets the TA manage assignments, as Canvas’s default TA role does; students, observers and outsiders change nothing', async () => {
    const { app, base, create, created, edit } = assignmentWorld();
    expect((await create({ name: 'By TA' }, 'ta-token')).status).toBe(201);
    const { id } = await created({ name: 'Kept' });
    for (const token of ['student-token', 'outsider-token']) {
      expect((await create({ name: 'Nope' }, token)).status).toBe(403);
      expect((await edit(id, { name: 'Nope' }, token)).status).toBe(403);
      expect((await app.send('DELETE', `${base}/${id}`, token)).status).toBe(403);
      expect((await app.send('POST', `${base}/${id}/duplicate`, token)).status).toBe(403);
    }
    const names = app.db.prepare<[], { name: string; workflow_state: string }>('SELECT name, workflow_state FROM assignments ORDER BY id').all();
    expect(names).toEqual([{ name: 'By TA', workflow_state: 'unpublished' }, { name: 'Kept', workflow_state: 'unpublished' }]);
  });
});

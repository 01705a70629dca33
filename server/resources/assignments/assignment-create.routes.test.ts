import { describe, expect, it } from 'vitest';
import { assignmentContract } from '../../../src/api/schemas/contracts';
import { assignmentWorld } from '../../test/assignment-world';
import { expectContract } from '../../test/contract';

describe('POST /api/v1/courses/:course_id/assignments', () => {
  it('creates an unpublished assignment in a new "Assignments" group when the course has none', async () => {
    const { create, groups } = assignmentWorld();
    const { status, body } = await create({ name: 'Lab report' });
    expect(status).toBe(201);
    const assignment = expectContract(assignmentContract, body);
    expect(assignment).toMatchObject({ name: 'Lab report', published: false, workflow_state: 'unpublished', position: 1 });
    expect(assignment.submission_types).toEqual(['none']);
    expect(groups()).toEqual([{ id: assignment.assignment_group_id, name: 'Assignments' }]);
  });

  it('keeps every field it was sent, publishes only when asked, and reads back the same', async () => {
    const { app, created, base } = assignmentWorld();
    const assignment = await created({
      name: 'Essay', points_possible: '25.5', grading_type: 'percent', submission_types: ['online_upload', 'online_text_entry'],
      allowed_extensions: ['.PDF', 'docx'], due_at: '2026-03-10T23:59:00Z', unlock_at: '2026-03-01T08:00:00+02:00',
      lock_at: '2026-03-12T00:00:00Z', published: true, omit_from_final_grade: 'true', peer_reviews: '1', only_visible_to_overrides: false,
      unknown_key: 'ignored',
    });
    expect(assignment).toMatchObject({
      points_possible: 25.5, grading_type: 'percent', submission_types: ['online_upload', 'online_text_entry'],
      allowed_extensions: ['pdf', 'docx'], due_at: '2026-03-10T23:59:00Z', unlock_at: '2026-03-01T06:00:00Z',
      lock_at: '2026-03-12T00:00:00Z', published: true, omit_from_final_grade: true, peer_reviews: true,
    });
    const { body } = await app.get(`${base}/${assignment.id}`, 'teacher-token');
    expect(expectContract(assignmentContract, body)).toEqual(assignment);
  });

  it('sanitizes the description with the allow-list', async () => {
    const { created } = assignmentWorld();
    const { description } = await created({ name: 'Safe', description: '<h2 onclick="x()">Task</h2><script>alert(1)</script><p>Read <a href="javascript:x">this</a></p>' });
    expect(description).toBe('<h2>Task</h2><p>Read <a>this</a></p>');
  });

  it('gives "not graded" no points and the not_graded submission type', async () => {
    const { created } = assignmentWorld();
    const assignment = await created({ name: 'Reading', grading_type: 'not_graded', points_possible: 10 });
    expect(assignment).toMatchObject({ grading_type: 'not_graded', points_possible: null, submission_types: ['not_graded'] });
  });

  it('drops allowed extensions unless uploads are allowed', async () => {
    const { created } = assignmentWorld();
    const assignment = await created({ name: 'Paper', submission_types: ['on_paper'], allowed_extensions: ['pdf'] });
    expect(assignment.allowed_extensions).toBeUndefined();
  });

  it('puts the assignment in the group asked for at the position asked for; another course’s group means the default', async () => {
    const { app, created, course, groups } = assignmentWorld();
    const labs = await created({ name: 'First' });
    const second = await created({ name: 'Second' });
    const inserted = await created({ name: 'Inserted', assignment_group_id: labs.assignment_group_id, position: 1 });
    expect(inserted.position).toBe(1);
    const positions = app.db.prepare<[number], { name: string; position: number }>('SELECT name, position FROM assignments WHERE course_id = ? ORDER BY position').all(course.id);
    expect(positions).toEqual([{ name: 'Inserted', position: 1 }, { name: 'First', position: 2 }, { name: 'Second', position: 3 }]);
    const elsewhere = app.data.course({ accountId: 1, termId: 1, name: 'Other' });
    const otherGroup = Number(app.db.prepare(`INSERT INTO assignment_groups (course_id, name, position, created_at, updated_at) VALUES (?, 'Theirs', 1, 'x', 'x')`).run(elsewhere.id).lastInsertRowid);
    expect((await created({ name: 'Stray', assignment_group_id: otherGroup })).assignment_group_id).toBe(second.assignment_group_id);
    expect(groups()).toHaveLength(1);
  });

  it('creates an unsubmitted submission row for every assigned student, with their due date', async () => {
    const { app, created, student } = assignmentWorld();
    const assignment = await created({ name: 'Quiz', due_at: '2026-04-01T12:00:00Z' });
    const rows = app.db.prepare<[number], { user_id: number; workflow_state: string; cached_due_date: string | null }>(
      'SELECT user_id, workflow_state, cached_due_date FROM submissions WHERE assignment_id = ?',
    ).all(assignment.id);
    expect(rows).toEqual([{ user_id: student, workflow_state: 'unsubmitted', cached_due_date: '2026-04-01T12:00:00Z' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { assignmentWorld } from '../../test/assignment-world';
import { overrideWorld } from '../../test/override-world';

describe('submission rows for assigned students (decision 11)', () => {
  it('gives a newly enrolled student rows for what is assigned to everyone', async () => {
    const { app, course, created } = assignmentWorld();
    const { id } = await created({ name: 'For all', due_at: '2026-04-01T12:00:00Z' });
    const newcomer = app.data.user('Nora New');
    const { status } = await app.send('POST', `/api/v1/courses/${course.id}/enrollments`, 'teacher-token', {
      enrollment: { user_id: newcomer, type: 'StudentEnrollment', enrollment_state: 'active' },
    });
    expect(status).toBe(200);
    const row = app.db.prepare('SELECT workflow_state, cached_due_date FROM submissions WHERE assignment_id = ? AND user_id = ?').get(id, newcomer);
    expect(row).toEqual({ workflow_state: 'unsubmitted', cached_due_date: '2026-04-01T12:00:00Z' });
  });

  it('follows a new due date, retires an untouched row when the student is unassigned, and keeps submitted work', async () => {
    const { app, course, created, edit, student } = assignmentWorld();
    const submitter = app.data.user('Sia Submitter');
    app.data.enroll(submitter, course, 'StudentEnrollment');
    const { id } = await created({ name: 'Moving', due_at: '2026-04-01T12:00:00Z', submission_types: ['online_text_entry'] });
    await edit(id, { due_at: '2026-04-08T12:00:00Z' });
    const rows = () =>
      app.db.prepare<[number], { user_id: number; workflow_state: string; cached_due_date: string | null }>(
        'SELECT user_id, workflow_state, cached_due_date FROM submissions WHERE assignment_id = ? ORDER BY user_id',
      ).all(id);
    expect(rows().map((r) => r.cached_due_date)).toEqual(['2026-04-08T12:00:00Z', '2026-04-08T12:00:00Z']);
    app.db.prepare(`UPDATE submissions SET submission_type = 'online_text_entry', workflow_state = 'submitted' WHERE assignment_id = ? AND user_id = ?`).run(id, submitter);
    await edit(id, { only_visible_to_overrides: true });
    expect(rows()).toEqual([
      { user_id: student, workflow_state: 'deleted', cached_due_date: '2026-04-08T12:00:00Z' },
      { user_id: submitter, workflow_state: 'submitted', cached_due_date: '2026-04-08T12:00:00Z' },
    ]);
    await edit(id, { only_visible_to_overrides: false });
    expect(rows()[0]?.workflow_state).toBe('unsubmitted');
  });

  it('gives a student who joins a group the rows of that group’s overrides', async () => {
    const { app, w, work, category, emptyGroup, students } = overrideWorld();
    const id = work.assignment(w.course.id, { name: 'Group only', onlyVisibleToOverrides: true, groupCategoryId: category });
    work.override(id, { groupId: emptyGroup }, { dueAt: '2026-05-01T12:00:00Z' });
    const { status } = await app.send('POST', `/api/v1/groups/${emptyGroup}/memberships`, 'teacher-token', { user_id: students.nia });
    expect(status).toBe(200);
    const rows = app.db.prepare('SELECT user_id, cached_due_date FROM submissions WHERE assignment_id = ? AND workflow_state != ?').all(id, 'deleted');
    expect(rows).toEqual([{ user_id: students.nia, cached_due_date: '2026-05-01T12:00:00Z' }]);
  });
});

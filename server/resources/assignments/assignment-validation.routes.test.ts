import { describe, expect, it } from 'vitest';
import { assignmentWorld } from '../../test/assignment-world';

const error = (attribute: string, type: string, message: string) => ({ errors: { [attribute]: [{ attribute, type, message }] } });

describe('assignment writes refuse bad input with Canvas’s 400 bodies, naming the field', () => {
  it('requires the assignment block', async () => {
    const { app, base } = assignmentWorld();
    const { status, body } = await app.send('POST', base, 'teacher-token', { name: 'loose' });
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ message: 'assignment is missing' }] });
  });

  it.each([
    ['a missing name', {}, error('title', 'blank', "can't be blank")],
    ['a blank name', { name: '  ' }, error('title', 'blank', "can't be blank")],
    ['a name over 255 characters', { name: 'x'.repeat(256) }, error('title', 'too_long', 'is too long (maximum is 255 characters)')],
    ['an unknown grading type', { name: 'A', grading_type: 'stars' }, error('grading_type', 'inclusion', 'is not included in the list')],
    ['points that are not a number', { name: 'A', points_possible: 'ten' }, error('points_possible', 'not_a_number', 'is not a number')],
    ['negative points', { name: 'A', points_possible: -1 }, error('points_possible', 'greater_than_or_equal_to', 'must be greater than or equal to 0')],
    ['an unknown submission type', { name: 'A', submission_types: ['online_upload', 'carrier_pigeon'] }, error('assignment[submission_types]', 'Invalid submission types', 'Invalid submission types')],
    ['a date that is not ISO 8601', { name: 'A', due_at: 'next tuesday' }, error('assignment[due_at]', 'Invalid datetime for due_at', 'Invalid datetime for due_at')],
    ['a group id that is not a number', { name: 'A', assignment_group_id: 'abc' }, error('assignment[assignment_group_id]', 'must be a positive number', 'must be a positive number')],
    ['zero allowed attempts', { name: 'A', allowed_attempts: 0 }, error('allowed_attempts', 'invalid', 'is invalid')],
  ])('refuses %s', async (_, assignment, expected) => {
    const { app, create } = assignmentWorld();
    const { status, body } = await create(assignment);
    expect(status).toBe(400);
    expect(body).toEqual(expected);
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM assignments').get()).toEqual({ n: 0 });
  });

  it.each([
    ['unlock after due', { unlock_at: '2026-03-11T00:00:00Z', due_at: '2026-03-10T00:00:00Z' }, 'unlock_at', 'Unlock date cannot be after due date'],
    ['lock before due', { due_at: '2026-03-10T00:00:00Z', lock_at: '2026-03-09T00:00:00Z' }, 'lock_at', 'Lock date cannot be before due date'],
    ['unlock after lock', { unlock_at: '2026-03-11T00:00:00Z', lock_at: '2026-03-10T00:00:00Z' }, 'unlock_at', 'Unlock date cannot be after lock date'],
  ])('refuses base dates out of order: %s', async (_, dates, field, message) => {
    const { create } = assignmentWorld();
    const { status, body } = await create({ name: 'Dated', ...dates });
    expect(status).toBe(400);
    expect(body).toEqual(error(field, 'invalid', message));
  });

  it('checks the order against the stored dates on an edit', async () => {
    const { created, edit } = assignmentWorld();
    const { id } = await created({ name: 'Dated', due_at: '2026-03-10T00:00:00Z' });
    const { status, body } = await edit(id, { lock_at: '2026-03-01T00:00:00Z' });
    expect(status).toBe(400);
    expect(body).toEqual(error('lock_at', 'invalid', 'Lock date cannot be before due date'));
  });

  it('refuses to unpublish once a student has submitted', async () => {
    const { app, created, edit, student } = assignmentWorld();
    const { id } = await created({ name: 'Turned in', published: true, submission_types: ['online_text_entry'] });
    app.db.prepare(`UPDATE submissions SET submission_type = 'online_text_entry', workflow_state = 'submitted' WHERE assignment_id = ? AND user_id = ?`).run(id, student);
    const { status, body } = await edit(id, { published: false });
    expect(status).toBe(400);
    expect(body).toEqual(error('published', 'unpublish', "Can't unpublish if there are student submissions"));
  });
});

import { describe, expect, it } from 'vitest';
import { assignmentGroupContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { assignmentGroupWorld } from '../../test/assignment-group-world';
import { CourseWorkData } from '../../test/course-work-data';

/** The include[] values and parameters of canvas-lms assignment_groups_controller#index and the API's #show. */

function world() {
  const w = assignmentGroupWorld();
  const work = new CourseWorkData(w.app.db);
  const path = `/api/v1/courses/${w.course.id}/assignment_groups`;
  const read = async (query: string, token = 'teacher-token', suffix = '') => {
    const { status, body } = await w.app.get(`${path}${suffix}?include[]=assignments&${query}`, token);
    expect(status).toBe(200);
    return suffix ? [expectContract(assignmentGroupContract, body)] : expectContract(listOf(assignmentGroupContract), body);
  };
  const assignments = (groups: Awaited<ReturnType<typeof read>>) => groups.flatMap((g) => g.assignments ?? []);
  return { ...w, work, path, read, assignments };
}

describe('assignment groups with include[]=submission', () => {
  it('embeds the caller’s own submission, its unposted grade hidden from the student as on every route', async () => {
    const { app, essay, student, work, read, assignments } = world();
    work.submission(essay, student, { state: 'graded', score: 9 });
    app.db.prepare(`UPDATE assignments SET post_manually = 1 WHERE id = ?`).run(essay);
    const mine = assignments(await read('include[]=submission', 'student-token')).find((a) => a.id === essay);
    expect(mine?.submission).toMatchObject({ user_id: student, score: null, grade: null, workflow_state: 'submitted' });
    const shown = assignments(await read('include[]=submission', 'student-token', `/${mine?.assignment_group_id}`)).find((a) => a.id === essay);
    expect(shown?.submission).toMatchObject({ score: null });
    app.db.prepare(`UPDATE submissions SET posted_at = '2026-01-11T00:00:00Z' WHERE assignment_id = ?`).run(essay);
    const posted = assignments(await read('include[]=submission', 'student-token')).find((a) => a.id === essay);
    expect(posted?.submission).toMatchObject({ score: 9, workflow_state: 'graded' });
    expect(assignments(await read('', 'student-token')).every((a) => a.submission === undefined)).toBe(true);
  });
});

describe('assignment groups with include[]=overrides and include[]=can_edit', () => {
  it('gives managers the override objects and everyone can_edit, as the assignment list does', async () => {
    const { essay, student, work, read, assignments } = world();
    work.override(essay, { students: [student] }, { dueAt: '2026-02-01T00:00:00Z' });
    const teacher = assignments(await read('include[]=overrides&include[]=can_edit')).find((a) => a.id === essay);
    expect(teacher?.overrides).toEqual([expect.objectContaining({ student_ids: [student] })]);
    expect(teacher?.can_edit).toBe(true);
    const learner = assignments(await read('include[]=overrides&include[]=can_edit', 'student-token')).find((a) => a.id === essay);
    expect(learner).not.toHaveProperty('overrides');
    expect(learner?.can_edit).toBe(false);
    // The student's own date, unless override_assignment_dates=false asks for the base one.
    expect(learner?.due_at).toBe('2026-02-01T00:00:00Z');
    const base = assignments(await read('override_assignment_dates=false', 'student-token')).find((a) => a.id === essay);
    expect(base?.due_at).toBeNull();
  });
});

describe('assignment groups’ filters on their assignments', () => {
  it('leaves out the submission types exclude_assignment_submission_types[] names, matched on the whole list', async () => {
    const { app, lab, essay, read, assignments } = world();
    app.db.prepare(`UPDATE assignments SET submission_types = '["external_tool"]' WHERE id = ?`).run(lab);
    app.db.prepare(`UPDATE assignments SET submission_types = '["external_tool","online_upload"]' WHERE id = ?`).run(essay);
    const ids = assignments(await read('exclude_assignment_submission_types[]=external_tool', 'student-token')).map((a) => a.id);
    expect(ids).toEqual([essay]);
  });

  it('leaves out the response fields exclude_response_fields[] names', async () => {
    const { app, essay, path, read, assignments } = world();
    app.db.prepare(`UPDATE assignments SET description = '<p>Hi</p>' WHERE id = ?`).run(essay);
    // Without its description an assignment no longer meets the Assignment contract, which requires one.
    const { body } = await app.get(`${path}?include[]=assignments&exclude_response_fields[]=description&exclude_response_fields[]=needs_grading_count`, 'teacher-token');
    const [first] = (body as { assignments: Record<string, unknown>[] }[]).flatMap((g) => g.assignments);
    expect(first).toHaveProperty('name');
    expect(first).not.toHaveProperty('description');
    expect(first).not.toHaveProperty('needs_grading_count');
    expect(assignments(await read('')).find((a) => a.id === essay)?.description).toBe('<p>Hi</p>');
  });

  it('takes grading_period_id and scope_assignments_to_student without filtering: Lectern has no grading periods', async () => {
    const { read, assignments } = world();
    const all = assignments(await read('', 'student-token')).map((a) => a.id);
    expect(assignments(await read('grading_period_id=3&scope_assignments_to_student=true', 'student-token')).map((a) => a.id)).toEqual(all);
  });

  it('refuses include[]=observed_users by name', async () => {
    const { app, path } = world();
    const { status, body } = await app.get(`${path}?include[]=observed_users`, 'teacher-token');
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ message: 'include[]=observed_users is not supported by this server' }] });
  });
});

import { describe, expect, it } from 'vitest';
import { assignmentGroupContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { assignmentGroupWorld as world, T } from '../../test/assignment-group-world';
import { CourseWorkData } from '../../test/course-work-data';

const groups = (body: unknown) => expectContract(listOf(assignmentGroupContract), body);
describe('GET /api/v1/courses/:course_id/assignment_groups', () => {
  const { app, course, homework, labs, essay, draft, lab } = world();
  const path = `/api/v1/courses/${course.id}/assignment_groups`;

  it('lists the active groups by position as AssignmentGroup JSON, paginated', async () => {
    const { status, body, headers } = await app.get(path, 'student-token');
    expect(status).toBe(200);
    expect(groups(body)).toEqual([
      { id: labs, name: 'Labs', position: 1, group_weight: 40, sis_source_id: null, integration_data: {}, rules: {} },
      {
        id: homework, name: 'Homework', position: 2, group_weight: 40, sis_source_id: null, integration_data: {},
        rules: { drop_lowest: 1, never_drop: [7] },
      },
    ]);
    expect(headers.get('link')).toContain('rel="last"');
    const page = await app.get(`${path}?per_page=1&page=2`, 'student-token');
    expect(groups(page.body).map((g) => g.id)).toEqual([homework]);
  });

  it('embeds the assignments each caller may see with include[]=assignments', async () => {
    const teacher = groups((await app.get(`${path}?include[]=assignments`, 'teacher-token')).body);
    expect(teacher.map((g) => g.assignments?.map((a) => a.id))).toEqual([[lab], [essay, draft]]);
    expect(teacher[0]?.any_assignment_in_closed_grading_period).toBe(false);
    const student = groups((await app.get(`${path}?include[]=assignments`, 'student-token')).body);
    expect(student.map((g) => g.assignments?.map((a) => a.id))).toEqual([[lab], [essay]]);
    const only = groups((await app.get(`${path}?include[]=assignments&assignment_ids=${essay},${lab}`, 'teacher-token')).body);
    expect(only.map((g) => g.assignments?.map((a) => a.id))).toEqual([[lab], [essay]]);
  });

  it('answers readers of the course only: an outsider gets 403, an unknown course 404', async () => {
    expect((await app.get(path, 'outsider-token')).status).toBe(403);
    expect((await app.get('/api/v1/courses/9999/assignment_groups', 'admin-token')).status).toBe(404);
  });
});

describe('GET /api/v1/courses/:course_id/assignment_groups/:assignment_group_id', () => {
  const { app, course, homework, gone, essay, accountId, termId } = world();
  const path = `/api/v1/courses/${course.id}/assignment_groups`;

  it('shows one group, with its visible assignments when asked', async () => {
    const { status, body } = await app.get(`${path}/${homework}?include[]=assignments`, 'student-token');
    expect(status).toBe(200);
    const group = expectContract(assignmentGroupContract, body);
    expect(group).toMatchObject({ id: homework, name: 'Homework' });
    expect(group.assignments?.map((a) => a.id)).toEqual([essay]);
  });

  it("is 404 for a deleted group, another course's group and junk ids", async () => {
    const other = new CourseWorkData(app.db).insert('assignment_groups', {
      course_id: app.data.course({ accountId, termId }).id, name: 'Elsewhere', position: 1, created_at: T, updated_at: T,
    });
    expect((await app.get(`${path}/${other}`, 'admin-token')).status).toBe(404);
    expect((await app.get(`${path}/${gone}`, 'teacher-token')).status).toBe(404);
    expect((await app.get(`${path}/9999`, 'teacher-token')).status).toBe(404);
    expect((await app.get(`${path}/abc`, 'teacher-token')).status).toBe(404);
  });
});

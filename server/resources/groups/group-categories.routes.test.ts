import { describe, expect, it } from 'vitest';
import { groupCategoryContract, groupContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const categories = (body: unknown) => expectContract(listOf(groupCategoryContract), body);

/** "Labs" (the student in Lab A; one classmate unassigned) and a student-organized set with no groups. */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const unassigned = app.data.user('Una Assigned', 'una-token');
  app.data.enroll(unassigned, w.course, 'StudentEnrollment');
  const labs = work.groupCategory(w.course.id, 'Labs');
  const organized = work.groupCategory(w.course.id, 'Student Groups');
  app.db.prepare(`UPDATE group_categories SET role = 'student_organized' WHERE id = ?`).run(organized);
  const labB = work.group(w.course.id, labs, 'Lab B', []);
  const labA = work.group(w.course.id, labs, 'Lab A', [w.student]);
  const gone = work.group(w.course.id, labs, 'Lab Gone', []);
  app.db.prepare(`UPDATE groups SET workflow_state = 'deleted' WHERE id = ?`).run(gone);
  return { app, ...w, labs, organized, labA, labB };
}

describe('GET /api/v1/courses/:course_id/group_categories', () => {
  const { app, course, labs, organized } = world();
  const path = `/api/v1/courses/${course.id}/group_categories`;

  it('lists the sets as GroupCategory JSON, with the counts asked for in includes[]', async () => {
    const { status, body, headers } = await app.get(`${path}?includes[]=groups_count&includes[]=unassigned_users_count`, 'teacher-token');
    expect(status).toBe(200);
    expect(categories(body)).toEqual([
      {
        id: labs, name: 'Labs', role: null, self_signup: null, self_signup_end_at: null, group_limit: null, auto_leader: null,
        created_at: '2026-01-10T12:00:00Z', context_type: 'Course', course_id: course.id, groups_count: 2, unassigned_users_count: 1,
        protected: false, allows_multiple_memberships: false, is_member: false,
      },
      expect.objectContaining({ id: organized, role: 'student_organized', protected: true, allows_multiple_memberships: true, groups_count: 0 }),
    ]);
    expect(headers.get('link')).toContain('rel="last"');
    expect(categories((await app.get(`${path}?per_page=1&page=2`, 'ta-token')).body).map((c) => c.id)).toEqual([organized]);
  });

  it('takes collaboration_state: non_collaborative sets are none here, junk is a 400', async () => {
    expect(categories((await app.get(`${path}?collaboration_state=ALL`, 'teacher-token')).body)).toHaveLength(2);
    expect(categories((await app.get(`${path}?collaboration_state=non_collaborative`, 'teacher-token')).body)).toEqual([]);
    const junk = await app.get(`${path}?collaboration_state=secret`, 'teacher-token');
    expect(junk).toMatchObject({ status: 400, body: { error: 'Invalid collaboration_state parameter' } });
  });

  it('is for those who manage groups: students 403, an unknown course 404', async () => {
    expect((await app.get(path, 'student-token')).status).toBe(403);
    expect((await app.get('/api/v1/courses/9999/group_categories', 'admin-token')).status).toBe(404);
  });
});

describe('GET /api/v1/group_categories/:group_category_id and its groups', () => {
  const { app, labs, labA, labB } = world();

  it('shows one set; is_member tells whether the caller is in one of its groups', async () => {
    const { status, body } = await app.get(`/api/v1/group_categories/${labs}`, 'admin-token');
    expect(status).toBe(200);
    expect(expectContract(groupCategoryContract, body)).toMatchObject({
      id: labs, is_member: false, sis_group_category_id: null, sis_import_id: null,
    });
    expect(expectContract(groupCategoryContract, (await app.get(`/api/v1/group_categories/${labs}`, 'teacher-token')).body)).not.toHaveProperty(
      'sis_group_category_id',
    );
  });

  it("lists the set's active groups by name, paginated", async () => {
    const { status, body, headers } = await app.get(`/api/v1/group_categories/${labs}/groups?per_page=1`, 'teacher-token');
    expect(status).toBe(200);
    expect(expectContract(listOf(groupContract), body).map((g) => g.id)).toEqual([labA]);
    expect(headers.get('link')).toContain(`/api/v1/group_categories/${labs}/groups?page=2&per_page=1>; rel="next"`);
    const all = await app.get(`/api/v1/group_categories/${labs}/groups`, 'teacher-token');
    expect(expectContract(listOf(groupContract), all.body).map((g) => g.id)).toEqual([labA, labB]);
  });

  it("refuses students, even members, and answers an unknown set with Canvas's own 404 body", async () => {
    expect((await app.get(`/api/v1/group_categories/${labs}`, 'student-token')).status).toBe(403);
    expect((await app.get(`/api/v1/group_categories/${labs}/groups`, 'student-token')).status).toBe(403);
    expect(await app.get('/api/v1/group_categories/9999', 'admin-token')).toMatchObject({ status: 404, body: { status: 'not found' } });
    expect((await app.get('/api/v1/group_categories/9999/groups', 'admin-token')).status).toBe(404);
  });
});

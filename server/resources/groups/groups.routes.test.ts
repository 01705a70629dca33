import { describe, expect, it } from 'vitest';
import { groupContract, listOf, userContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

const groups = (body: unknown) => expectContract(listOf(groupContract), body);
const users = (body: unknown) => expectContract(listOf(userContract), body);

/** Two sets in Biology 101: "Labs" with Lab A (the student, a classmate) and Lab B (the classmate only), and "Debate". */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const classmate = app.data.user('Cara Classmate', 'classmate-token');
  app.data.enroll(classmate, w.course, 'StudentEnrollment');
  const invitee = app.data.user('Ivan Invited', 'invitee-token');
  app.data.enroll(invitee, w.course, 'StudentEnrollment');
  const labs = work.groupCategory(w.course.id, 'Labs');
  const debate = work.groupCategory(w.course.id, 'Debate');
  const labA = work.group(w.course.id, labs, 'Lab A', [w.student, classmate]);
  const labB = work.group(w.course.id, labs, 'Lab B', [classmate]);
  const team = work.group(w.course.id, debate, 'Team 1', []);
  app.db.prepare(`INSERT INTO group_memberships (group_id, user_id, workflow_state) VALUES (?, ?, 'invited')`).run(labA, invitee);
  const gone = work.group(w.course.id, labs, 'Lab Gone', [w.student]);
  app.db.prepare(`UPDATE groups SET workflow_state = 'deleted' WHERE id = ?`).run(gone);
  return { app, work, ...w, classmate, invitee, labs, debate, labA, labB, team, gone };
}

describe('GET /api/v1/courses/:course_id/groups', () => {
  const { app, course, labs, labA, labB } = world();
  const path = `/api/v1/courses/${course.id}/groups`;

  it('lists the active groups set by set (sets by name), by name within a set, as Group JSON with Link pagination', async () => {
    const { status, body, headers } = await app.get(path, 'teacher-token');
    expect(status).toBe(200);
    expect(groups(body).map((g) => g.name)).toEqual(['Team 1', 'Lab A', 'Lab B']);
    expect(groups(body)[1]).toEqual({
      id: labA, name: 'Lab A', description: null, is_public: false, join_level: 'invitation_only', group_category_id: labs,
      max_membership: null, created_at: '2026-01-10T12:00:00Z', members_count: 2, storage_quota_mb: 50, context_type: 'Course',
      course_id: course.id, avatar_url: null, role: null, leader: null, has_submission: false, concluded: false, non_collaborative: false,
    });
    expect(headers.get('link')).toContain('rel="current"');
    const page2 = await app.get(`${path}?per_page=2&page=2`, 'teacher-token');
    expect(groups(page2.body).map((g) => g.id)).toEqual([labB]);
    expect(page2.headers.get('link')).toContain(`${path}?page=1&per_page=2>; rel="prev"`);
    expect(page2.headers.get('link')).not.toContain('rel="next"');
  });

  it('lets a student read the list (read_roster) and keep only their own groups with only_own_groups', async () => {
    expect(groups((await app.get(path, 'student-token')).body)).toHaveLength(3);
    const own = await app.get(`${path}?only_own_groups=true`, 'student-token');
    expect(groups(own.body).map((g) => g.name)).toEqual(['Lab A']);
    expect(own.headers.get('link')).toContain('only_own_groups=true&page=1');
  });

  it('embeds members with include[]=users: every live member for staff, accepted participants for students', async () => {
    const staff = groups((await app.get(`${path}?include[]=users`, 'teacher-token')).body);
    expect(staff.find((g) => g.id === labA)?.users?.map((u) => u.name)).toEqual(['Cara Classmate', 'Ivan Invited', 'Sam Student']);
    const learner = groups((await app.get(`${path}?include[]=users`, 'student-token')).body);
    expect(learner.find((g) => g.id === labA)?.users?.map((u) => u.name)).toEqual(['Cara Classmate', 'Sam Student']);
    expect(learner.flatMap((g) => g.users ?? []).some((u) => 'email' in u || 'login_id' in u)).toBe(false);
  });

  it('refuses an outsider with 403 and answers 404 for an unknown course', async () => {
    expect((await app.get(path, 'outsider-token')).status).toBe(403);
    expect((await app.get('/api/v1/courses/9999/groups', 'admin-token')).status).toBe(404);
  });
});

describe('GET /api/v1/users/self/groups', () => {
  const { app, labA, labB } = world();

  it("lists the caller's groups with an accepted membership, by name, without a last link", async () => {
    const { status, body, headers } = await app.get('/api/v1/users/self/groups', 'classmate-token');
    expect(status).toBe(200);
    expect(groups(body).map((g) => g.id)).toEqual([labA, labB]);
    expect(headers.get('link')).not.toContain('rel="last"');
    expect(groups((await app.get('/api/v1/users/self/groups', 'invitee-token')).body)).toEqual([]);
    expect(groups((await app.get('/api/v1/users/self/groups', 'teacher-token')).body)).toEqual([]);
  });

  it('filters by context_type: every group is a course group', async () => {
    expect(groups((await app.get('/api/v1/users/self/groups?context_type=Course', 'student-token')).body).map((g) => g.name)).toEqual(['Lab A']);
    expect(groups((await app.get('/api/v1/users/self/groups?context_type=Account', 'student-token')).body)).toEqual([]);
  });
});

describe('GET /api/v1/groups/:group_id', () => {
  const { app, labA, labB, gone, labs } = world();

  it('answers members and course staff; non-members are refused', async () => {
    const mine = await app.get(`/api/v1/groups/${labA}`, 'student-token');
    expect(expectContract(groupContract, mine.body)).toMatchObject({ id: labA, name: 'Lab A', members_count: 2 });
    expect((await app.get(`/api/v1/groups/${labB}`, 'ta-token')).status).toBe(200);
    expect((await app.get(`/api/v1/groups/${labB}`, 'student-token')).body).toEqual({
      status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }],
    });
    expect((await app.get(`/api/v1/groups/${labB}`, 'invitee-token')).status).toBe(403);
    expect((await app.get(`/api/v1/groups/${labA}`, 'invitee-token')).status).toBe(403);
  });

  it('adds the set, the html_url and the SIS id (admins) when asked', async () => {
    const { body } = await app.get(`/api/v1/groups/${labA}?include[]=group_category&include[]=html_url`, 'admin-token');
    const group = expectContract(groupContract, body);
    expect(group.group_category).toMatchObject({ id: labs, name: 'Labs', is_member: false, protected: false });
    expect(group.html_url).toBe(`http://lectern.test/groups/${labA}`);
    expect(group.sis_group_id).toBeNull();
    expect(expectContract(groupContract, (await app.get(`/api/v1/groups/${labA}`, 'teacher-token')).body)).not.toHaveProperty('sis_group_id');
  });

  it('is 404 for a deleted or unknown group and for junk ids', async () => {
    expect((await app.get(`/api/v1/groups/${gone}`, 'admin-token')).status).toBe(404);
    expect((await app.get('/api/v1/groups/9999', 'admin-token')).status).toBe(404);
    expect((await app.get('/api/v1/groups/sis_group_id:x', 'admin-token')).status).toBe(404);
  });

  it('reports has_submission once a member turned in work for an assignment of the set, and concluded with the course', async () => {
    const { app: other, work, course, student, labA: group, labs: set } = world();
    const assignment = work.assignment(course.id, { groupCategoryId: set });
    work.submission(assignment, student);
    const body = expectContract(groupContract, (await other.get(`/api/v1/groups/${group}`, 'teacher-token')).body);
    expect(body.has_submission).toBe(true);
    other.db.prepare(`UPDATE courses SET workflow_state = 'completed' WHERE id = ?`).run(course.id);
    expect(expectContract(groupContract, (await other.get(`/api/v1/groups/${group}`, 'teacher-token')).body).concluded).toBe(true);
  });
});

describe('GET /api/v1/groups/:group_id/users', () => {
  const { app, labA, labB } = world();
  const path = `/api/v1/groups/${labA}/users`;

  it('lists live members by sortable name, paginated; exclude_inactive keeps accepted participants', async () => {
    const { status, body, headers } = await app.get(`${path}?per_page=2`, 'student-token');
    expect(status).toBe(200);
    expect(users(body).map((u) => u.name)).toEqual(['Cara Classmate', 'Ivan Invited']);
    expect(headers.get('link')).toContain(`${path}?page=2&per_page=2>; rel="next"`);
    expect(users((await app.get(`${path}?exclude_inactive=true`, 'teacher-token')).body).map((u) => u.name)).toEqual([
      'Cara Classmate', 'Sam Student',
    ]);
  });

  it('searches names with at least two characters and shows avatars and emails only as allowed', async () => {
    expect(users((await app.get(`${path}?search_term=sam`, 'teacher-token')).body).map((u) => u.name)).toEqual(['Sam Student']);
    expect((await app.get(`${path}?search_term=s`, 'teacher-token')).status).toBe(400);
    const asStudent = users((await app.get(`${path}?include[]=email&include[]=avatar_url`, 'student-token')).body);
    expect(asStudent[0]).toHaveProperty('avatar_url');
    expect(asStudent[0]).not.toHaveProperty('email');
    expect(users((await app.get(`${path}?include[]=email`, 'teacher-token')).body)[0]).toHaveProperty('email');
  });

  it('refuses non-members', async () => {
    expect((await app.get(`/api/v1/groups/${labB}/users`, 'student-token')).status).toBe(403);
    expect((await app.get(`/api/v1/groups/${labB}/users`, 'outsider-token')).status).toBe(403);
  });
});

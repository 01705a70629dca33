import { describe, expect, it } from 'vitest';
import { groupCategoryContract, groupContract, groupMembershipContract, listOf, userContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

/** The standard cast, a classmate in an evening section, a set "Labs" with "Lab A" holding the student. */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const work = new CourseWorkData(app.db);
  const evening = app.data.section(w.course.id, 'Evening');
  const classmate = app.data.user('Cara Classmate', 'classmate-token');
  app.data.enroll(classmate, { id: w.course.id, sectionId: evening }, 'StudentEnrollment');
  const labs = work.groupCategory(w.course.id, 'Labs');
  const labA = work.group(w.course.id, labs, 'Lab A', [w.student]);
  const labB = work.group(w.course.id, labs, 'Lab B', []);
  return { app, ...w, classmate, labs, labA, labB };
}

describe('POST /api/v1/courses/:course_id/group_categories', () => {
  it('creates a set and answers GroupCategory JSON with its counts', async () => {
    const { app, course } = world();
    const { status, body } = await app.send('POST', `/api/v1/courses/${course.id}/group_categories`, 'teacher-token', {
      name: 'Projects', self_signup: 'enabled', group_limit: '4', auto_leader: 'first',
    });
    expect(status).toBe(200);
    expect(expectContract(groupCategoryContract, body)).toMatchObject({
      name: 'Projects', role: null, self_signup: 'enabled', group_limit: 4, auto_leader: 'first', course_id: course.id,
      groups_count: 0, unassigned_users_count: 2, protected: false, is_member: false,
    });
    const listed = await app.get(`/api/v1/courses/${course.id}/group_categories`, 'ta-token');
    expect(expectContract(listOf(groupCategoryContract), listed.body).map((c) => c.name)).toEqual(['Labs', 'Projects']);
  });

  it('reads enable_self_signup and restrict_self_signup when self_signup is not sent', async () => {
    const { app, course } = world();
    const { body } = await app.send('POST', `/api/v1/courses/${course.id}/group_categories`, 'ta-token', {
      name: 'Pairs', enable_self_signup: '1', restrict_self_signup: 'true',
    });
    expect(expectContract(groupCategoryContract, body).self_signup).toBe('restricted');
  });

  it('refuses what GroupCategory validates, with the model error shape, creating nothing', async () => {
    const { app, course } = world();
    const create = (payload: unknown) => app.send('POST', `/api/v1/courses/${course.id}/group_categories`, 'teacher-token', payload);
    const error = (field: string, message: string) => ({ status: 400, body: { errors: { [field]: [{ attribute: field, type: message, message }] } } });
    expect(await create({})).toMatchObject(error('name', 'Name is required'));
    expect(await create({ name: '  ' })).toMatchObject(error('name', 'Name is required'));
    expect(await create({ name: 'Labs' })).toMatchObject(error('name', 'Labs is already in use.'));
    expect(await create({ name: 'Student Groups' })).toMatchObject(error('name', 'Student Groups is a reserved name.'));
    expect(await create({ name: 'x'.repeat(256) })).toMatchObject(error('name', 'Enter a shorter category name'));
    expect(await create({ name: 'Big', group_limit: 1 })).toMatchObject(error('group_limit', 'Must be greater than 1'));
    expect((await create({ name: 'Odd', self_signup: 'sometimes' })).status).toBe(400);
    expect((await create({ name: 'Odd', auto_leader: 'tallest' })).status).toBe(400);
    expect((await create({ name: { nested: true } })).status).toBe(400);
    const listed = await app.get(`/api/v1/courses/${course.id}/group_categories`, 'teacher-token');
    expect(expectContract(listOf(groupCategoryContract), listed.body)).toHaveLength(1);
  });

  it('is for those who manage groups: students 403, an unknown course 404', async () => {
    const { app, course } = world();
    expect((await app.send('POST', `/api/v1/courses/${course.id}/group_categories`, 'student-token', { name: 'Mine' })).status).toBe(403);
    expect((await app.send('POST', '/api/v1/courses/9999/group_categories', 'admin-token', { name: 'Mine' })).status).toBe(404);
  });
});

describe('POST /api/v1/group_categories/:group_category_id/groups', () => {
  it('creates a group in the set and answers Group JSON with its users and set', async () => {
    const { app, labs, course } = world();
    const { status, body } = await app.send('POST', `/api/v1/group_categories/${labs}/groups`, 'ta-token', {
      name: 'Lab C', description: 'Bench 3', join_level: 'parent_context_request',
    });
    expect(status).toBe(200);
    const group = expectContract(groupContract, body);
    expect(group).toMatchObject({
      name: 'Lab C', description: 'Bench 3', join_level: 'parent_context_request', group_category_id: labs, course_id: course.id,
      members_count: 0, users: [], is_public: false, max_membership: null, storage_quota_mb: 50,
    });
    expect(group.group_category).toMatchObject({ id: labs, name: 'Labs' });
    const listed = await app.get(`/api/v1/group_categories/${labs}/groups`, 'teacher-token');
    expect(expectContract(listOf(groupContract), listed.body).map((g) => g.name)).toEqual(['Lab A', 'Lab B', 'Lab C']);
  });

  it("names an unnamed group with a random id, takes its set's group_limit, and keeps quotas to admins", async () => {
    const { app, course } = world();
    const set = await app.send('POST', `/api/v1/courses/${course.id}/group_categories`, 'teacher-token', { name: 'Capped', self_signup: 'enabled', group_limit: 3 });
    const setId = expectContract(groupCategoryContract, set.body).id;
    const unnamed = expectContract(groupContract, (await app.send('POST', `/api/v1/group_categories/${setId}/groups`, 'teacher-token', { storage_quota_mb: 500 })).body);
    expect(unnamed.name).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(unnamed).toMatchObject({ join_level: 'invitation_only', max_membership: 3, storage_quota_mb: 50 });
    const admin = expectContract(groupContract, (await app.send('POST', `/api/v1/group_categories/${setId}/groups`, 'admin-token', { name: 'Big', storage_quota_mb: 500 })).body);
    expect(admin.storage_quota_mb).toBe(500);
  });

  it('refuses a blank or overlong name, students, and unknown sets', async () => {
    const { app, labs } = world();
    const path = `/api/v1/group_categories/${labs}/groups`;
    expect(await app.send('POST', path, 'teacher-token', { name: '' })).toMatchObject({
      status: 400, body: { errors: { name: [{ attribute: 'name', message: 'Name is required' }] } },
    });
    expect(await app.send('POST', path, 'teacher-token', { name: 'y'.repeat(256) })).toMatchObject({
      status: 400, body: { errors: { name: [{ message: 'Enter a shorter group name' }] } },
    });
    expect((await app.send('POST', path, 'student-token', { name: 'Ours' })).status).toBe(403);
    expect(await app.send('POST', '/api/v1/group_categories/9999/groups', 'admin-token', { name: 'X' })).toMatchObject({
      status: 404, body: { errors: [{ message: 'The specified resource does not exist.' }] },
    });
  });
});

describe('POST /api/v1/groups/:group_id/memberships', () => {
  const members = async (app: ReturnType<typeof world>['app'], groupId: number) =>
    expectContract(listOf(userContract), (await app.get(`/api/v1/groups/${groupId}/users`, 'teacher-token')).body).map((u) => u.name);

  it('adds an enrolled user as an accepted member and says it just created the membership', async () => {
    const { app, labB, classmate } = world();
    const { status, body } = await app.send('POST', `/api/v1/groups/${labB}/memberships`, 'teacher-token', { user_id: String(classmate) });
    expect(status).toBe(200);
    expect(expectContract(groupMembershipContract, body)).toMatchObject({
      group_id: labB, user_id: classmate, workflow_state: 'accepted', moderator: false, just_created: true,
    });
    expect(await members(app, labB)).toEqual(['Cara Classmate']);
    const again = await app.send('POST', `/api/v1/groups/${labB}/memberships`, 'ta-token', { user_id: classmate });
    expect(expectContract(groupMembershipContract, again.body)).toMatchObject({ id: expectContract(groupMembershipContract, body).id, just_created: false });
  });

  it("moves a student out of the set's other groups, as Canvas's memberships are exclusive within a set", async () => {
    const { app, labA, labB, student } = world();
    const moved = await app.send('POST', `/api/v1/groups/${labB}/memberships`, 'admin-token', { user_id: student });
    expect(expectContract(groupMembershipContract, moved.body)).toMatchObject({ just_created: true, sis_group_id: null, sis_import_id: null });
    expect(await members(app, labA)).toEqual([]);
    expect(await members(app, labB)).toEqual(['Sam Student']);
    const back = await app.send('POST', `/api/v1/groups/${labA}/memberships`, 'teacher-token', { user_id: student });
    expect(expectContract(groupMembershipContract, back.body).just_created).toBe(true);
    expect(await members(app, labB)).toEqual([]);
  });

  it('refuses users outside the course (Group#can_join?) and students placing themselves without self sign-up', async () => {
    const { app, labB, outsider, classmate } = world();
    expect((await app.send('POST', `/api/v1/groups/${labB}/memberships`, 'teacher-token', { user_id: outsider })).status).toBe(403);
    expect((await app.send('POST', `/api/v1/groups/${labB}/memberships`, 'classmate-token', { user_id: 'self' })).status).toBe(403);
    expect((await app.send('POST', `/api/v1/groups/${labB}/memberships`, 'student-token', { user_id: classmate })).status).toBe(403);
    expect(await members(app, labB)).toEqual([]);
  });

  it('lets a student join a self sign-up group, and keeps restricted sets to one section and groups to their cap', async () => {
    const { app, course, classmate, student } = world();
    const open = await app.send('POST', `/api/v1/courses/${course.id}/group_categories`, 'teacher-token', { name: 'Open', self_signup: 'enabled', group_limit: 2 });
    const openGroup = expectContract(groupContract, (await app.send('POST', `/api/v1/group_categories/${expectContract(groupCategoryContract, open.body).id}/groups`, 'teacher-token', { name: 'Duo' })).body);
    expect((await app.send('POST', `/api/v1/groups/${openGroup.id}/memberships`, 'classmate-token', { user_id: 'self' })).status).toBe(200);
    expect((await app.send('POST', `/api/v1/groups/${openGroup.id}/memberships`, 'student-token', { user_id: 'self' })).status).toBe(200);
    const third = app.data.user('Theo Third', 'third-token');
    app.data.enroll(third, course, 'StudentEnrollment');
    expect(await app.send('POST', `/api/v1/groups/${openGroup.id}/memberships`, 'teacher-token', { user_id: third })).toMatchObject({
      status: 400, body: { errors: { group_id: [{ message: 'The group is full.' }] } },
    });
    const restricted = await app.send('POST', `/api/v1/courses/${course.id}/group_categories`, 'teacher-token', { name: 'Sections', self_signup: 'restricted' });
    const pair = expectContract(groupContract, (await app.send('POST', `/api/v1/group_categories/${expectContract(groupCategoryContract, restricted.body).id}/groups`, 'teacher-token', { name: 'Pair' })).body);
    expect((await app.send('POST', `/api/v1/groups/${pair.id}/memberships`, 'student-token', { user_id: student })).status).toBe(200);
    expect(await app.send('POST', `/api/v1/groups/${pair.id}/memberships`, 'teacher-token', { user_id: classmate })).toMatchObject({
      status: 400, body: { errors: { user_id: [{ message: 'Cara Classmate does not share a section with the other members of Pair.' }] } },
    });
  });

  it('answers unknown groups and users with 404', async () => {
    const { app, labB } = world();
    expect((await app.send('POST', '/api/v1/groups/9999/memberships', 'admin-token', { user_id: 1 })).status).toBe(404);
    expect((await app.send('POST', `/api/v1/groups/${labB}/memberships`, 'admin-token', { user_id: 987654 })).status).toBe(404);
    expect((await app.send('POST', `/api/v1/groups/${labB}/memberships`, 'admin-token', { user_id: { id: 1 } })).status).toBe(404);
    expect((await app.send('POST', `/api/v1/groups/${labB}/memberships`, 'admin-token', {})).status).toBe(404);
  });
});

import { expect, signIn, test } from '../fixtures';
import { CoursePeoplePage } from '../pages/course-people-page';
import { CourseDueDatesPage } from '../pages/course-due-dates-page';
import {
  addGroupMember, createAssignment, createCourse, createGroup, createGroupSet, createOverride, createPerson, createSection, enroll,
} from '../seed';

/** The seed helpers other specs build on: sections, enrollments into them, group sets, groups and members. */
test.describe('seeding sections and groups over the API', () => {
  test('a seeded section shows on the People page beside the student enrolled in it', async ({ page, api }) => {
    const course = await createCourse(api);
    const evening = await createSection(api, course.id);
    const [inEvening, inDefault] = [await createPerson(api), await createPerson(api)];
    await enroll(api, course.id, inEvening.id, 'StudentEnrollment', evening.id);
    await enroll(api, course.id, inDefault.id, 'StudentEnrollment');
    await signIn(page, 'demo-admin');
    const people = new CoursePeoplePage(page);
    await people.goto(course.id);
    await expect(people.rows().filter({ hasText: inEvening.name })).toContainText(evening.name);
    await expect(people.rows().filter({ hasText: inDefault.name })).toContainText(course.name);
    await expect(people.rows().filter({ hasText: inDefault.name })).not.toContainText(evening.name);
  });

  test('a seeded group set holds its groups, and adding a member to another group of the set moves them', async ({ api }) => {
    const course = await createCourse(api);
    const student = await createPerson(api);
    await enroll(api, course.id, student.id, 'StudentEnrollment');
    const set = await createGroupSet(api, course.id);
    const [first, second] = [await createGroup(api, set.id), await createGroup(api, set.id)];
    expect(first.group_category_id).toBe(set.id);
    await addGroupMember(api, first.id, student.id);
    await addGroupMember(api, second.id, student.id);
    const admin = api.as('demo-admin');
    const names = async (groupId: number) => (await admin.get<{ name: string }[]>(`/api/v1/groups/${groupId}/users`)).map((u) => u.name);
    expect(await names(first.id)).toEqual([]);
    expect(await names(second.id)).toEqual([student.name]);
    const groups = await admin.get<{ id: number }[]>(`/api/v1/group_categories/${set.id}/groups`);
    expect(groups.map((g) => g.id).sort((a, b) => a - b)).toEqual([first.id, second.id].sort((a, b) => a - b));
  });

  test('a seeded assignment with a section, a student and a group override gives each student the date that applies', async ({ page, api }) => {
    const course = await createCourse(api);
    const evening = await createSection(api, course.id);
    const [onBase, inEvening, withExtension, inGroup] = [
      await createPerson(api), await createPerson(api), await createPerson(api), await createPerson(api),
    ];
    for (const person of [onBase, withExtension, inGroup]) await enroll(api, course.id, person.id, 'StudentEnrollment');
    await enroll(api, course.id, inEvening.id, 'StudentEnrollment', evening.id);
    const set = await createGroupSet(api, course.id);
    const group = await createGroup(api, set.id);
    await addGroupMember(api, group.id, inGroup.id);
    const assignment = await createAssignment(api, course.id, { due_at: '2030-03-01T18:00:00Z', group_category_id: set.id });
    await createOverride(api, course.id, assignment.id, { course_section_id: evening.id, due_at: '2030-03-02T18:00:00Z' });
    await createOverride(api, course.id, assignment.id, { student_ids: [withExtension.id], due_at: '2030-03-03T18:00:00Z' });
    await createOverride(api, course.id, assignment.id, { group_id: group.id, due_at: '2030-03-04T18:00:00Z' });

    const dates = await api.as('demo-admin').get<Record<string, Record<string, { due_at: string | null }>>>(
      `/api/v1/courses/${course.id}/effective_due_dates`,
    );
    const dueOf = (id: number) => dates[String(assignment.id)]?.[String(id)]?.due_at;
    expect([onBase, inEvening, withExtension, inGroup].map((person) => dueOf(person.id))).toEqual([
      '2030-03-01T18:00:00Z', '2030-03-02T18:00:00Z', '2030-03-03T18:00:00Z', '2030-03-04T18:00:00Z',
    ]);
    await signIn(page, 'demo-admin');
    const dueDates = new CourseDueDatesPage(page);
    await dueDates.goto(course.id);
    await expect(await dueDates.cell(inGroup.name, assignment.name)).toContainText('Override');
    await expect(await dueDates.cell(onBase.name, assignment.name)).not.toContainText('Override');
  });
});

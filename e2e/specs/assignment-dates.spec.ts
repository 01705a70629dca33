import { recordPageNoise } from '../api-requests';
import { AssignmentPage } from '../pages/assignment-page';
import { OverrideTargetPage } from '../pages/override-target-page';
import {
  addGroupMember,
  createAssignment,
  createCourse,
  createGroup,
  createGroupSet,
  createOverride,
  createPerson,
  createSection,
  enroll,
  uniqueName,
} from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';

// Dates in UTC, in a course whose time zone is UTC, so the page shows them as written.
const BASE = '2030-03-10T23:59:00Z';
const SECTION_DATE = '2030-03-12T23:59:00Z';
const OWN_DATE = '2030-03-15T23:59:00Z';
const heading = (label: string) => `Due ${label}, 11:59 PM UTC`;

async function courseInUtc(api: Api) {
  return createCourse(api, uniqueName('E2E Dates Course'), { time_zone: 'UTC' });
}

async function student(api: Api, courseId: number, name: string, sectionId?: number) {
  const person = await createPerson(api, uniqueName(name));
  await enroll(api, courseId, person.id, 'StudentEnrollment', sectionId);
  return person;
}

test.describe('assignment dates', () => {
  test('"who is due when" groups students by their effective date and says where each date comes from', async ({ page, api }) => {
    const course = await courseInUtc(api);
    const section = await createSection(api, course.id, uniqueName('Lab A'));
    const [stayBase, alsoBase] = [await student(api, course.id, 'Basil Base'), await student(api, course.id, 'Bea Base')];
    const inSection = await student(api, course.id, 'Sami Section', section.id);
    // In the overridden section and with a later date of her own: the latest date wins.
    const extended = await student(api, course.id, 'Ola Own', section.id);
    const assignment = await createAssignment(api, course.id, { due_at: BASE });
    await createOverride(api, course.id, assignment.id, { course_section_id: section.id, due_at: SECTION_DATE });
    await createOverride(api, course.id, assignment.id, { student_ids: [extended.id], due_at: OWN_DATE });

    await signIn(page, 'demo-admin');
    const view = new AssignmentPage(page);
    await view.goto(course.id, assignment.id);
    await expect(view.heading(assignment.name)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(assignment.name);
    await expect.poll(() => view.groupHeadings()).toEqual([heading('Mar 10, 2030'), heading('Mar 12, 2030'), heading('Mar 15, 2030')]);

    const everyone = view.group(heading('Mar 10, 2030'));
    await expect(everyone).toContainText('2 students · Everyone');
    await expect(everyone.getByRole('listitem')).toHaveText([alsoBase.name, stayBase.name].sort());
    const sectionGroup = view.group(heading('Mar 12, 2030'));
    await expect(sectionGroup).toContainText(`1 student · Section: ${section.name}`);
    await expect(sectionGroup.getByRole('listitem')).toHaveText([inSection.name]);
    const own = view.group(heading('Mar 15, 2030'));
    await expect(own).toContainText('1 student · Individual');
    await expect(own.getByRole('listitem')).toHaveText([extended.name]);
    await expect(view.chart('2 students due Mar 10, 1 due Mar 12, 1 due Mar 15')).toBeVisible();

    await view.studentSearch.fill(extended.name.slice(0, 7));
    await expect.poll(() => view.groupHeadings()).toEqual([heading('Mar 15, 2030')]);
    await expect(own).toContainText('1 of 1 student');
    await expect(page.getByText('1 student found')).toBeAttached();

    // The dates card links each section override to the section's page.
    await expect(view.dates.getByRole('link', { name: `Section: ${section.name}` })).toHaveAttribute(
      'href',
      `/courses/${course.id}/sections/${section.id}`,
    );
    await expect(view.dates).toContainText(`Students: ${extended.name}`);
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
  });

  test('a student sees their own dates and nothing about anyone else', async ({ page, api }) => {
    const course = await courseInUtc(api);
    const me = await student(api, course.id, 'Stu Dent');
    await student(api, course.id, 'Other Student');
    const assignment = await createAssignment(api, course.id, { due_at: BASE, description: '<p>Read chapter 4.</p>' });
    await createOverride(api, course.id, assignment.id, { student_ids: [me.id], due_at: OWN_DATE });

    await signIn(page, me.token);
    const view = new AssignmentPage(page);
    await view.goto(course.id, assignment.id);
    await expect(view.heading(assignment.name)).toBeVisible();
    await expect(page.getByText('Read chapter 4.')).toBeVisible();
    await expect(view.dates).toContainText('Mar 15, 2030, 11:59 PM UTC');
    await expect(view.whoIsDueWhen).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a section page shows its override of one assignment and "no override" for another', async ({ page, api }) => {
    const course = await courseInUtc(api);
    const section = await createSection(api, course.id, uniqueName('Lab B'));
    const member = await student(api, course.id, 'Sid Section', section.id);
    const overridden = await createAssignment(api, course.id, { name: uniqueName('Overridden'), due_at: BASE });
    const plain = await createAssignment(api, course.id, { name: uniqueName('Plain'), due_at: BASE });
    await createOverride(api, course.id, overridden.id, { course_section_id: section.id, due_at: SECTION_DATE });

    await signIn(page, 'demo-admin');
    // The page reads each row's override from the assignment list: no per-assignment lookup answering 404, and no
    // console error (a browser logs every failed request as one).
    const { consoleErrors, notFound } = recordPageNoise(page);
    // The people page's section filter leads to the section's page.
    await page.goto(`/courses/${course.id}/people`);
    await page.getByLabel('Section', { exact: true }).selectOption({ label: section.name });
    await page.getByRole('link', { name: 'Section page' }).click();
    const view = new OverrideTargetPage(page);
    await expect(view.heading(section.name)).toBeVisible();
    await expect(page).toHaveURL(`/courses/${course.id}/sections/${section.id}`);
    await expect(view.row(overridden.name)).toContainText('Override');
    await expect(view.row(overridden.name)).toContainText('due Mar 12, 2030, 11:59 PM UTC');
    await expect(view.row(plain.name)).toContainText('No override: uses the assignment’s dates (due Mar 10, 2030, 11:59 PM UTC)');
    await expect(view.people('Students')).toContainText(member.name);
    expect(notFound).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('a group page shows its override for its set’s assignments, also to a member', async ({ page, api }) => {
    const course = await courseInUtc(api);
    const member = await student(api, course.id, 'Gil Group');
    const groupSet = await createGroupSet(api, course.id);
    const group = await createGroup(api, groupSet.id, uniqueName('Team Kelp'));
    await addGroupMember(api, group.id, member.id);
    const overridden = await createAssignment(api, course.id, { name: uniqueName('Group work'), due_at: BASE, group_category_id: groupSet.id });
    const plain = await createAssignment(api, course.id, { name: uniqueName('Group plain'), due_at: BASE, group_category_id: groupSet.id });
    const solo = await createAssignment(api, course.id, { name: uniqueName('Solo work'), due_at: BASE });
    await createOverride(api, course.id, overridden.id, { group_id: group.id, due_at: OWN_DATE });

    // The page reads each row's override from the assignment list (a member's all_dates, a manager's overrides): no
    // per-assignment lookup, none answering 404, and no console error (a browser logs every failed request as one).
    const { consoleErrors, notFound } = recordPageNoise(page);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (/\/groups\/\d+\/assignments\/\d+\/override/.test(request.url())) lookups.push(request.url());
    });

    await signIn(page, member.token);
    const view = new OverrideTargetPage(page);
    await view.gotoGroup(group.id);
    await expect(view.heading(group.name)).toBeVisible();
    await expect(page.getByText(`Group set: ${groupSet.name}`)).toBeVisible();
    await expect(view.row(overridden.name)).toContainText('due Mar 15, 2030, 11:59 PM UTC');
    await expect(view.row(plain.name)).toContainText('No override: uses the assignment’s dates');
    // An assignment that is not graded by the group's set cannot have a group override, so it is not listed.
    await expect(view.row(solo.name)).toHaveCount(0);
    await expect(view.people('Members')).toContainText(member.name);
    await expectNoSeriousA11yViolations(page);

    await signIn(page, 'demo-admin');
    await view.gotoGroup(group.id);
    await expect(view.row(overridden.name)).toContainText('due Mar 15, 2030, 11:59 PM UTC');
    await expect(view.row(plain.name)).toContainText('No override: uses the assignment’s dates');
    expect(lookups).toEqual([]);
    expect(notFound).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

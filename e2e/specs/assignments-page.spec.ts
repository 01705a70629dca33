import { recordApiRequests } from '../api-requests';
import { expectNoSidewaysScroll } from '../layout';
import { AssignmentsPage } from '../pages/assignments-page';
import { createAssignment, createCourse, createOverride, createPerson, createSection, enroll, uniqueName, type AssignmentFields } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';

type Assignment = { id: number; name: string; published: boolean };

/** A course of its own with the assignments the test names, opened on its assignments page as the admin. */
async function courseWith(api: Api, ...assignments: AssignmentFields[]) {
  const course = await createCourse(api);
  const created = [];
  for (const fields of assignments) created.push(await createAssignment(api, course.id, { points_possible: 10, ...fields }));
  return { course, created };
}

test.describe('the assignments page', () => {
  test('searches on the server and keeps the search in the URL', async ({ page, api }) => {
    const lab = uniqueName('Photosynthesis Lab');
    const essay = uniqueName('Essay');
    const { course } = await courseWith(api, { name: lab }, { name: essay });
    await signIn(page, 'demo-admin');
    const assignments = new AssignmentsPage(page);
    await assignments.goto(course.id);
    await expect(assignments.assignmentLink(essay)).toBeVisible();

    const requests = recordApiRequests(page);
    await assignments.search.fill('Photosynthesis');
    await expect(assignments.assignmentLink(essay)).toBeHidden();
    await expect(assignments.assignmentLink(lab)).toBeVisible();
    await expect(page).toHaveURL(/search=Photosynthesis/);
    const searched = requests.requests.find((request) => request.url.searchParams.get('search_term') === 'Photosynthesis');
    expect(searched?.call).toBe(`GET /api/v1/courses/${course.id}/assignments`);

    await page.reload();
    await expect(assignments.search).toHaveValue('Photosynthesis');
    await expect(assignments.assignmentLink(lab)).toBeVisible();
    await expect(assignments.assignmentLink(essay)).toBeHidden();

    await assignments.search.fill('zz-no-such-assignment');
    await expect(page.getByRole('heading', { name: 'No assignments match' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(assignments.assignmentLink(essay)).toBeVisible();
  });

  test('publishing from the row persists after a reload', async ({ page, api }) => {
    const name = uniqueName('Draft');
    const { course, created } = await courseWith(api, { name, published: false });
    await signIn(page, 'demo-admin');
    const assignments = new AssignmentsPage(page);
    await assignments.goto(course.id);
    const toggle = assignments.publishToggle(name);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await expect
      .poll(async () => (await api.as('demo-admin').get<Assignment>(`/api/v1/courses/${course.id}/assignments/${created[0]?.id}`)).published)
      .toBe(true);
    await page.reload();
    await expect(assignments.publishToggle(name)).toHaveAttribute('aria-pressed', 'true');
  });

  test('duplicating adds an unpublished copy', async ({ page, api }) => {
    const name = uniqueName('Worksheet');
    const { course } = await courseWith(api, { name });
    await signIn(page, 'demo-admin');
    const assignments = new AssignmentsPage(page);
    await assignments.goto(course.id);
    await assignments.openRowMenu(name);
    await expectNoSeriousA11yViolations(page);
    await assignments.chooseMenuItem('Duplicate');
    await expect(assignments.assignmentLink(`${name} Copy`)).toBeVisible();
    await expect(assignments.publishToggle(`${name} Copy`)).toHaveAttribute('aria-pressed', 'false');
  });

  test('deleting asks, naming the assignment, then removes it', async ({ page, api }) => {
    const name = uniqueName('Old quiz');
    const keep = uniqueName('Keeper');
    const { course, created } = await courseWith(api, { name }, { name: keep });
    await signIn(page, 'demo-admin');
    const assignments = new AssignmentsPage(page);
    await assignments.goto(course.id);
    await assignments.openRowMenu(name);
    await assignments.chooseMenuItem('Delete…');
    const dialog = assignments.dialog(`Delete ${name}?`);
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(assignments.assignmentLink(name)).toBeVisible();
    await assignments.openRowMenu(name);
    await assignments.chooseMenuItem('Delete…');
    await dialog.getByRole('button', { name: 'Delete assignment' }).click();
    await expect(dialog).toBeHidden();
    await expect(assignments.assignmentLink(name)).toBeHidden();
    await expect(assignments.assignmentLink(keep)).toBeVisible();
    // The row's menu button is gone; focus lands on the heading of the group it was in, not on the page body.
    await expect(assignments.groupToggle('Assignments')).toBeFocused();
    const gone = await api.as('demo-admin').fetch(`/api/v1/courses/${course.id}/assignments/${created[0]?.id}`);
    expect(gone.status()).toBe(404);
  });

  test('a student sees only the published assignments, read-only', async ({ page, api }) => {
    const published = uniqueName('Published essay');
    const draft = uniqueName('Hidden draft');
    const { course } = await courseWith(api, { name: published }, { name: draft, published: false });
    const student = await createPerson(api);
    await enroll(api, course.id, student.id, 'StudentEnrollment');
    await signIn(page, student.token);
    const assignments = new AssignmentsPage(page);
    await assignments.goto(course.id);
    await expect(assignments.assignmentLink(published)).toBeVisible();
    await expect(page.getByText(draft)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Publish / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await expect(assignments.newAssignment).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('groups are created, renamed and deleted through accessible dialogs, in dark and at phone width', async ({ page, api }) => {
    const name = uniqueName('Lab');
    const { course } = await courseWith(api, { name });
    const groupName = uniqueName('Quizzes');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'demo-admin');
    const assignments = new AssignmentsPage(page);
    await assignments.goto(course.id);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);

    await assignments.newGroup.click();
    const create = assignments.formDialog('New assignment group');
    // The dialog's code loads when it is opened: axe waits for its animation only once it is there.
    await expect(create.getByLabel('Group name')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await create.getByLabel('Group name').fill(groupName);
    await create.getByRole('button', { name: 'Create group' }).click();
    await expect(assignments.group(groupName)).toBeVisible();

    await assignments.openGroupMenu(groupName);
    await assignments.chooseMenuItem('Rename…');
    const rename = assignments.formDialog(`Rename ${groupName}`);
    await rename.getByLabel('Group name').fill(`${groupName} 2`);
    await rename.getByRole('button', { name: 'Save name' }).click();
    await expect(assignments.group(`${groupName} 2`)).toBeVisible();

    await assignments.openGroupMenu(`${groupName} 2`);
    await assignments.chooseMenuItem('Delete group…');
    const remove = assignments.dialog(`Delete the group ${groupName} 2?`);
    await expect(remove).toContainText('The group has no assignments.');
    await expectNoSeriousA11yViolations(page);
    await remove.getByRole('button', { name: 'Delete group' }).click();
    await expect(assignments.group(`${groupName} 2`)).toBeHidden();
    await expect(assignments.assignmentLink(name)).toBeVisible();
  });

  test('a section override shows "Multiple dates" to the teacher and its own date to a student of that section', async ({ page, api }) => {
    const name = uniqueName('Field trip report');
    const { course, created } = await courseWith(api, { name, due_at: '2026-12-03T18:00:00Z' });
    const section = await createSection(api, course.id, uniqueName('Late section'));
    await createOverride(api, course.id, created[0]?.id ?? 0, { course_section_id: section.id, due_at: '2026-12-10T18:00:00Z' });
    const student = await createPerson(api);
    await enroll(api, course.id, student.id, 'StudentEnrollment', section.id);

    await signIn(page, 'demo-admin');
    const assignments = new AssignmentsPage(page);
    await assignments.goto(course.id);
    const multiple = page.getByRole('button', { name: 'Multiple dates' });
    await expect(multiple).toHaveAttribute('aria-expanded', 'false');
    await multiple.click();
    await expect(multiple).toHaveAttribute('aria-expanded', 'true');
    await expect(assignments.dateOf(name, section.name)).toContainText('Dec 10');
    await expect(assignments.dateOf(name, 'Everyone else')).toContainText('Dec 3');
    await expectNoSeriousA11yViolations(page);

    const studentPage = await page.context().browser()?.newPage();
    if (!studentPage) throw new Error('no browser to open a second page in');
    await signIn(studentPage, student.token);
    const asStudent = new AssignmentsPage(studentPage);
    await asStudent.goto(course.id);
    await expect(asStudent.assignmentLink(name)).toBeVisible();
    await expect(studentPage.getByRole('button', { name: 'Multiple dates' })).toHaveCount(0);
    await expect(studentPage.getByText(/Due Dec 10/)).toBeVisible();
    await studentPage.close();
  });
});

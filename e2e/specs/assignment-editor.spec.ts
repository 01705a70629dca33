import { AssignmentEditorPage } from '../pages/assignment-editor-page';
import { createAssignment, createCourse, createOverride, createPerson, createSection, enroll, uniqueName } from '../seed';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';
import { RichTextEditor } from '../pages/rich-text-editor';

/** A published course of its own with a teacher of its own, signed in. */
async function courseWithTeacher(api: Api, page: Page, courseFields: Record<string, unknown> = {}) {
  const course = await createCourse(api, undefined, courseFields);
  const teacher = await createPerson(api);
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  await signIn(page, teacher.token);
  return course;
}

type OverrideJson = { id: number; course_section_id?: number; student_ids?: number[]; due_at?: string | null };

/** A course with a teacher (signed in), a section of its own and a student in it. */
async function courseWithSectionAndStudent(api: Api, page: Page, courseFields: Record<string, unknown> = {}) {
  const course = await courseWithTeacher(api, page, courseFields);
  const section = await createSection(api, course.id);
  const student = await createPerson(api);
  await enroll(api, course.id, student.id, 'StudentEnrollment');
  return { course, section, student };
}

const overridesOf = (api: Api, courseId: number, assignmentId: number) =>
  api.as('demo-admin').get<OverrideJson[]>(`/api/v1/courses/${courseId}/assignments/${assignmentId}/overrides`);

test.describe('assignment editor', () => {
  test('a student gets a permission-denied page, not the form', async ({ page, api }) => {
    const course = await createCourse(api);
    const student = await createPerson(api);
    await enroll(api, course.id, student.id, 'StudentEnrollment');
    await signIn(page, student.token);
    await page.goto(`/courses/${course.id}/assignments/new`);
    await expect(page.getByRole('heading', { level: 1, name: "You don't have permission to create assignments" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create assignment' })).toHaveCount(0);
  });

  test('a blank name is caught before anything is sent, with focus on it', async ({ page, api }) => {
    const course = await courseWithTeacher(api, page);
    const editor = new AssignmentEditorPage(page);
    await editor.gotoNew(course.id);
    await expectNoSeriousA11yViolations(page);
    await editor.submit.click();
    await expect(editor.name).toBeFocused();
    await expect(editor.name).toHaveAccessibleDescription(/Enter a name/);
  });

  test('creates an assignment with its submission settings', async ({ page, api }) => {
    const course = await courseWithTeacher(api, page);
    const editor = new AssignmentEditorPage(page);
    await editor.gotoNew(course.id);
    await editor.name.fill('Field notes');
    // Until the editor's chunk loads a plain text area stands in, which would save plain text.
    const description = new RichTextEditor(page, 'Description');
    await description.ready();
    await description.content.fill('Record what you see at the pond.');
    await editor.points.fill('12.5');
    await page.getByLabel('File uploads').check();
    await page.getByLabel('Restrict upload file types').check();
    await page.getByLabel('Allowed file types').fill('pdf, .DOCX');
    await editor.published.check();
    await editor.submit.click();

    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/assignments/\\d+$`));
    await expect(page.getByText('“Field notes” created')).toBeVisible();
    const assignmentId = Number(new URL(page.url()).pathname.split('/').pop());
    const stored = await api.as('demo-admin').get<Record<string, unknown>>(`/api/v1/courses/${course.id}/assignments/${assignmentId}`);
    expect(stored).toMatchObject({
      name: 'Field notes',
      description: '<p>Record what you see at the pond.</p>',
      points_possible: 12.5,
      submission_types: ['online_text_entry', 'online_upload'],
      allowed_extensions: ['pdf', 'docx'],
      published: true,
      only_visible_to_overrides: false,
    });
  });

  test('an edit of an assignment sends only what changed', async ({ page, api }) => {
    const course = await courseWithTeacher(api, page);
    const assignment = await createAssignment(api, course.id, {
      name: 'Field notes',
      submission_types: ['online_text_entry', 'online_upload'],
      allowed_extensions: ['pdf', 'docx'],
    });
    const editor = new AssignmentEditorPage(page);
    await editor.gotoEdit(course.id, assignment.id);
    await expect(page.getByLabel('Allowed file types')).toHaveValue('pdf, docx');
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') sent.push(request.postDataJSON());
    });
    await editor.name.fill('Field notes, revised');
    await editor.submit.click();
    await expect(page.getByText('“Field notes, revised” saved')).toBeVisible();
    expect(sent).toEqual([{ assignment: { name: 'Field notes, revised' } }]);
  });

  test('creates an assignment with a base date, a section card and a student card', async ({ page, api }) => {
    const { course, section, student } = await courseWithSectionAndStudent(api, page);
    const editor = new AssignmentEditorPage(page);
    await editor.gotoNew(course.id);
    await editor.name.fill('Cell diagram');
    await editor.date(editor.card(1), 'Due').fill('2026-03-10T09:00');

    await editor.addCardFor(section.name, new RegExp(section.name), { Due: '2026-03-12T09:00' });
    await editor.addCardFor(student.name, new RegExp(student.name), { 'Available from': '2026-03-01T08:00', Due: '2026-03-14T17:00' });
    await editor.submit.click();

    await expect(page.getByText('“Cell diagram” created')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/assignments/\\d+$`));
    const assignmentId = Number(new URL(page.url()).pathname.split('/').pop());
    const overrides = await overridesOf(api, course.id, assignmentId);
    expect(overrides.map((override) => override.course_section_id ?? override.student_ids)).toEqual(
      expect.arrayContaining([section.id, [student.id]]),
    );
  });

  test('the edit page shows an assignment’s base date, its section card and its student card; axe is clean with them', async ({ page, api }) => {
    // A course in UTC, so the stored instants read back as the same wall-clock times.
    const { course, section, student } = await courseWithSectionAndStudent(api, page, { time_zone: 'UTC' });
    const assignment = await createAssignment(api, course.id, { name: 'Cell diagram', due_at: '2026-03-10T09:00:00Z' });
    await createOverride(api, course.id, assignment.id, { course_section_id: section.id, due_at: '2026-03-12T09:00:00Z' });
    await createOverride(api, course.id, assignment.id, { student_ids: [student.id], unlock_at: '2026-03-01T08:00:00Z', due_at: '2026-03-14T17:00:00Z' });
    const editor = new AssignmentEditorPage(page);
    await editor.gotoEdit(course.id, assignment.id);
    await expect(editor.assignees(editor.card(1))).toHaveText([/Everyone else/]);
    await expect(editor.date(editor.card(1), 'Due')).toHaveValue('2026-03-10T09:00');
    const cardTexts = [await editor.assignees(editor.card(2)).innerText(), await editor.assignees(editor.card(3)).innerText()].join(' | ');
    expect(cardTexts).toContain(section.name);
    await expect(page.getByRole('group', { name: /^Card \d$/ }).filter({ hasText: student.name })).toHaveCount(1);
    const studentCardAgain = page.getByRole('group', { name: /^Card \d$/ }).filter({ hasText: student.name });
    await expect(editor.date(studentCardAgain, 'Available from')).toHaveValue('2026-03-01T08:00');
    await expect(editor.date(studentCardAgain, 'Due')).toHaveValue('2026-03-14T17:00');
    // The form with both kinds of card, scanned here where they arrive without minutes of typing first.
    await expectNoSeriousA11yViolations(page);
  });

  test('a card whose dates are out of order is caught before saving, with focus on the date named', async ({ page, api }) => {
    const { course, section } = await courseWithSectionAndStudent(api, page);
    const editor = new AssignmentEditorPage(page);
    await editor.gotoNew(course.id);
    await editor.name.fill('Lab safety quiz');
    const card = await editor.addCardFor(section.name, new RegExp(section.name), { Due: '2026-04-10T09:00', Until: '2026-04-09T09:00' });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/v1/')) posts.push(request.url());
    });
    await editor.submit.click();

    const until = editor.date(card, 'Until');
    await expect(until).toBeFocused();
    await expect(until).toHaveAccessibleDescription(/Until must not be before Due/);
    await expect(page.getByRole('alert').filter({ hasText: /1 field needs attention/ })).toHaveCount(1);
    expect(posts).toEqual([]);
  });

  test('removing a card deletes its override', async ({ page, api }) => {
    const { course, section } = await courseWithSectionAndStudent(api, page);
    const assignment = await createAssignment(api, course.id, { name: 'Field trip report', due_at: '2026-05-01T15:00:00Z' });
    await createOverride(api, course.id, assignment.id, { course_section_id: section.id, due_at: '2026-05-03T15:00:00Z' });
    const editor = new AssignmentEditorPage(page);
    await editor.gotoEdit(course.id, assignment.id);
    const sectionCard = page.getByRole('group', { name: /^Card \d$/ }).filter({ hasText: section.name });
    await sectionCard.getByRole('button', { name: 'Remove card' }).click();
    await expect(page.getByRole('group', { name: /^Card \d$/ })).toHaveCount(1);
    await editor.submit.click();

    await expect(page.getByText('“Field trip report” saved')).toBeVisible();
    expect(await overridesOf(api, course.id, assignment.id)).toEqual([]);
  });

  test('taking "everyone" off after the warning saves the assignment as visible only to its cards', async ({ page, api }) => {
    const { course, section } = await courseWithSectionAndStudent(api, page);
    const assignment = await createAssignment(api, course.id, { name: 'Pond survey', due_at: '2026-05-01T15:00:00Z' });
    const editor = new AssignmentEditorPage(page);
    await editor.gotoEdit(course.id, assignment.id);
    await editor.addCardFor(section.name, new RegExp(section.name), { Due: '2026-05-04T09:00' });
    await editor.card(1).getByRole('button', { name: 'Remove card' }).click();
    const warning = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(warning).toContainText('will not be assigned');
    await expectNoSeriousA11yViolations(page);
    await warning.getByRole('button', { name: 'Remove everyone' }).click();
    await editor.submit.click();

    await expect(page.getByText('“Pond survey” saved')).toBeVisible();
    const stored = await api.as('demo-admin').get<{ only_visible_to_overrides: boolean }>(`/api/v1/courses/${course.id}/assignments/${assignment.id}`);
    expect(stored.only_visible_to_overrides).toBe(true);
    expect((await overridesOf(api, course.id, assignment.id)).map((override) => override.course_section_id)).toEqual([section.id]);
  });

  test('a save that fails part-way keeps the unsaved card marked, and the retry sends only that', async ({ page, api }) => {
    const { course, section, student } = await courseWithSectionAndStudent(api, page);
    const assignment = await createAssignment(api, course.id, { name: 'Microscope log' });
    const editor = new AssignmentEditorPage(page);
    await editor.gotoEdit(course.id, assignment.id);
    const sectionCard = await editor.addCardFor(section.name, new RegExp(section.name), { Due: '2026-06-02T09:00' });
    const studentCard = await editor.addCardFor(student.name, new RegExp(student.name), { Due: '2026-06-05T09:00' });

    // The server stays real; only the student's override create is answered with a 500, as a failing proxy would.
    const overridesPath = `/api/v1/courses/${course.id}/assignments/${assignment.id}/overrides`;
    await page.route(`**${overridesPath}`, async (route) => {
      const body = route.request().postData() ?? '';
      if (route.request().method() === 'POST' && body.includes('student_ids')) await route.fulfill({ status: 500, body: 'Internal Server Error' });
      else await route.continue();
    });
    await editor.submit.click();

    await expect(editor.unsavedSummary).toContainText('1 change was not saved');
    await expect(editor.unsavedSummary).toBeFocused();
    await expect(studentCard.getByText('Not saved')).toBeVisible();
    await expect(sectionCard.getByText('Not saved')).toHaveCount(0);
    await expect(editor.date(studentCard, 'Due')).toHaveValue('2026-06-05T09:00');
    expect((await overridesOf(api, course.id, assignment.id)).map((override) => override.course_section_id)).toEqual([section.id]);
    await expectNoSeriousA11yViolations(page);

    await page.unroute(`**${overridesPath}`);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/v1/')) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await editor.retry.click();
    await expect(page.getByText('“Microscope log” saved')).toBeVisible();
    expect(sent).toEqual([`POST ${overridesPath}`]);
    const saved = await overridesOf(api, course.id, assignment.id);
    expect(saved.map((override) => override.student_ids ?? override.course_section_id)).toEqual(expect.arrayContaining([section.id, [student.id]]));
  });

  test('a new assignment saved only in part becomes its edit page: heading, address, and a later save is a PUT', async ({ page, api }) => {
    const { course, student } = await courseWithSectionAndStudent(api, page);
    const editor = new AssignmentEditorPage(page);
    await editor.gotoNew(course.id);
    const name = uniqueName('Field notes');
    await editor.name.fill(name);
    await editor.addCardFor(student.name, new RegExp(student.name), { Due: '2026-06-05T09:00' });
    // The assignment is created for real; its student override is answered with a 500, as a failing proxy would.
    await page.route('**/api/v1/courses/*/assignments/*/overrides', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
    );
    await editor.submit.click();

    await expect(editor.unsavedSummary).toContainText('1 change was not saved');
    await expect(page.getByRole('heading', { level: 1, name: `Edit “${name}”` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/assignments/\\d+/edit$`));
    const assignmentId = Number(new URL(page.url()).pathname.split('/').at(-2));
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();

    await page.unroute('**/api/v1/courses/*/assignments/*/overrides');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/v1/')) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await editor.name.fill(`${name} (revised)`);
    await editor.retry.click();
    await expect(page.getByText(`“${name} (revised)” saved`)).toBeVisible();
    expect(sent).toEqual([
      `PUT /api/v1/courses/${course.id}/assignments/${assignmentId}`,
      `POST /api/v1/courses/${course.id}/assignments/${assignmentId}/overrides`,
    ]);
  });
});

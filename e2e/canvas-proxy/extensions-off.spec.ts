import { expect, signIn, test, type Api } from '../fixtures';
import { AssignmentEditorPage } from '../pages/assignment-editor-page';
import { CourseHomePage } from '../pages/course-home-page';
import { CoursePeoplePage } from '../pages/course-people-page';
import { CourseSettingsPage } from '../pages/course-settings-page';
import { CoursesPage } from '../pages/courses-page';
import { FilesPage } from '../pages/files-page';
import { GradingPage } from '../pages/grading-page';
import { NavigationPage } from '../pages/navigation-page';
import { createAssignment, createCourse, createOverride, createPerson, createSection, enroll, uniqueName } from '../seed';

/*
 * Every page of the app through the proxy, in front of a school that runs with Lectern's extensions off
 * (LECTERN_EXTENSIONS=off, playwright.config.ts): no X-Lectern-* header, no Lectern-only parameter, submissions by
 * user id, grade PUTs unchecked, as a real Canvas answers (docs/lectern-extensions.md, docs/decisions/0069).
 */

test.beforeEach(async ({ page }) => {
  await signIn(page, 'demo-teacher');
});

test('the school answers as a Canvas without Lectern’s extensions', async ({ api }) => {
  const teacher = api.as('demo-teacher');
  const courses = await teacher.fetch('/api/v1/courses', { query: { sort: 'name', order: 'desc' } });
  expect(courses.headers()['x-lectern-sort']).toBeUndefined();
  const submissions = await teacher.fetch('/api/v1/courses/1/assignments/5/submissions');
  expect(submissions.headers()['x-lectern-order']).toBeUndefined();
  const ids = ((await submissions.json()) as { user_id: number }[]).map((row) => row.user_id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
});

test('the courses list sorts by name in the browser', async ({ page }) => {
  const courses = new CoursesPage(page);
  await courses.goto();
  await expect(courses.courseLink('Biology 101')).toBeVisible();
  const names = await courses.firstRowNames(3);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
});

test('the course home shows its details, syllabus, to-do and activity, and the menu the teacher’s permissions allow', async ({ page }) => {
  const home = new CourseHomePage(page);
  await home.goto(1, 'Biology 101');
  await expect(home.details).toContainText('42 students (active and invited)');
  await expect(page.getByRole('region', { name: 'Syllabus' })).toContainText('Welcome to Biology 101');
  await expect(home.todo.getByRole('listitem').first()).toBeVisible();
  await expect(home.activity.getByRole('listitem').first()).toBeVisible();
  await expect(home.courseNav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(home.dangerZoneLink).toBeVisible();
});

test('settings and the course menu’s tabs', async ({ page }) => {
  const settings = new CourseSettingsPage(page);
  await settings.goto(1);
  await expect(settings.heading).toBeVisible();
  await expect(settings.switch('Let students create their own groups')).toBeVisible();
  const navigation = new NavigationPage(page);
  await navigation.goto(1);
  await expect(navigation.heading).toBeVisible();
  expect(await navigation.shownLabels()).toContain('Assignments');
  await expect(navigation.preview.getByRole('listitem').first()).toBeVisible();
});

test('people and files', async ({ page }) => {
  const people = new CoursePeoplePage(page);
  await people.goto(1);
  await expect(people.person('Leila Haddad')).toBeVisible();
  const files = new FilesPage(page);
  await files.goto('/courses/1');
  await files.link('Lectures').click();
  await expect(files.heading('Lectures')).toBeVisible();
});

async function teachingCourse(api: Api) {
  const course = await createCourse(api, uniqueName('Plain Canvas'));
  const teacher = await api.as('demo-teacher').get<{ id: number }>('/api/v1/users/self');
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  return course;
}

test('the assignment editor shows a section’s override', async ({ page, api }) => {
  const course = await teachingCourse(api);
  const section = await createSection(api, course.id, uniqueName('Lab Section'));
  const assignment = await createAssignment(api, course.id, { due_at: '2026-03-10T09:00:00Z' });
  await createOverride(api, course.id, assignment.id, { course_section_id: section.id, due_at: '2026-03-12T09:00:00Z' });
  const editor = new AssignmentEditorPage(page);
  await editor.gotoEdit(course.id, assignment.id);
  await expect(editor.name).toHaveValue(assignment.name);
  await expect(editor.assignees(editor.card(2))).toContainText(section.name);
});

test('grading keeps its name order, and the second of two graders is warned before overwriting the first', async ({ page, api }) => {
  const course = await teachingCourse(api);
  // Created first, so Canvas's user-id order puts Zed before Amy.
  const zed = await createPerson(api, 'Zed Ward');
  const amy = await createPerson(api, 'Amy Ward');
  for (const student of [zed, amy]) await enroll(api, course.id, student.id, 'StudentEnrollment');
  const ta = await createPerson(api, uniqueName('Other Grader'));
  await enroll(api, course.id, ta.id, 'TaEnrollment');
  const assignment = await createAssignment(api, course.id, { points_possible: 10, submission_types: ['online_text_entry'] });

  const grading = new GradingPage(page);
  await grading.goto(course.id, assignment.id);
  await expect(grading.grading('Amy Ward')).toBeVisible();
  await expect(grading.gradeInput).toBeEditable();
  await expect(grading.railList.getByRole('link')).toHaveText([/^Amy Ward/, /^Zed Ward/]);
  // The page has read everything it reads on opening (the statistics read every score once idle), so what Amy's
  // grade is based on is the 'not graded' the grader sees, whatever the timing.
  const stats = page.getByRole('region', { name: 'Grading statistics' });
  await expect(stats).toContainText('Graded 0 of 2');
  await expect(stats).toContainText('No scores yet');

  // The other grader writes after this grader opened Amy; Canvas would take the second write silently.
  await api.as(ta.token).put(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${amy.id}`, { submission: { posted_grade: '6' } });
  await grading.gradeInput.fill('9');
  await grading.gradeInput.press('Enter');
  const conflict = page.getByRole('alertdialog', { name: 'Someone else graded Amy Ward' });
  await expect(conflict).toContainText(/Your grade\s*9/);
  await expect(conflict).toContainText(/Their grade\s*6/);
  const stored = () => api.as('demo-teacher').get<{ score: number | null }>(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${amy.id}`);
  expect((await stored()).score).toBe(6);

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect.poll(async () => (await stored()).score).toBe(9);
});

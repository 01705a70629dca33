import { recordApiRequests } from '../api-requests';
import { CourseDueDatesPage } from '../pages/course-due-dates-page';
import { CourseFormPage } from '../pages/course-form-page';
import { CourseHomePage } from '../pages/course-home-page';
import { CoursePeoplePage } from '../pages/course-people-page';
import { CoursesPage } from '../pages/courses-page';
import { DangerZonePage } from '../pages/danger-zone-page';
import { createPerson, enroll, uniqueName } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';

type CourseJson = { id: number; name: string; workflow_state: string; start_at: string | null; end_at: string | null };

const UPCOMING_TERM = 4;

/** A published course of account 1 in the Upcoming Term, following its term, with demo-admin as its teacher. */
async function createTermCourse(api: Api): Promise<CourseJson> {
  return api.as('demo-admin').post<CourseJson>('/api/v1/accounts/1/courses', {
    course: { name: uniqueName('E2E Term Course'), term_id: UPCOMING_TERM, time_zone: 'America/New_York' },
    offer: true,
    enroll_me: 'true',
  });
}

test.describe('course pages', () => {
  test('home shows the term’s dates while the course follows its term, and a rename sends only the name', async ({ page, api }) => {
    const course = await createTermCourse(api);
    const { term } = await api.as('demo-admin').get<{ term: { start_at: string } }>(`/api/v1/courses/${course.id}`, { 'include[]': 'term' });
    await signIn(page, 'demo-admin');
    const home = new CourseHomePage(page);
    await home.goto(course.id, course.name);
    await expect(home.details).toContainText('The term: the course follows Upcoming Term’s dates');
    const start = new Date(term.start_at).toLocaleDateString('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric' });
    await expect(home.details.getByRole('definition').filter({ hasText: start })).toHaveCount(1);

    await home.editDetails.click();
    const form = new CourseFormPage(page);
    await expect(form.name).toHaveValue(course.name);
    const renamed = uniqueName('E2E Renamed Term Course');
    await form.name.fill(renamed);
    const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/api/v1/courses/${course.id}`));
    await form.submit.click();
    expect((await saved).postDataJSON()).toEqual({ course: { name: renamed } });
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(home.details.getByRole('definition').filter({ hasText: start })).toHaveCount(1);
  });

  test('Biology 101 counts its students one way, and says which', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const home = new CourseHomePage(page);
    await home.goto(1, 'Biology 101');
    await expect(home.details).toContainText('42 students (active and invited)');
    // Nothing in the seed contradicts its term: the course follows it and shows its dates.
    await expect(home.details).toContainText('The term: the course follows Current Term’s dates');
  });

  test('every list that counts students says whom it counts', async ({ page }) => {
    const definition = 'Students: active and invited, as Canvas counts them.';
    await signIn(page, 'demo-teacher');
    const courses = new CoursesPage(page);
    await courses.goto();
    await expect(page.getByText(definition)).toBeVisible();
    await expect(courses.columnHeader('Students')).toHaveAccessibleDescription(definition);
    await expect(courses.table.getByRole('row', { name: /Biology 101/ })).toContainText('42');

    await new CoursePeoplePage(page).goto(1, '?tab=recent');
    await expect(page.getByText('42 students, most recent login first')).toBeVisible();
    await expect(page.getByText(definition)).toBeVisible();

    // The due dates list the students Canvas's due dates list: the 42 and one concluded student, marked as such.
    const dueDates = new CourseDueDatesPage(page);
    await dueDates.goto(1);
    await expect(page.getByText(/^43 students × 12 assignments/)).toBeVisible();
    await expect(page.getByText('Students: everyone an assignment is assigned to, concluded and inactive students too, as Canvas’s due dates list them.')).toBeVisible();
    await dueDates.scrollToStudent('Yuki Dubois');
    await expect(dueDates.studentRow('Yuki Dubois').getByRole('rowheader')).toContainText('Concluded');
    await page.getByRole('tab', { name: 'By assignment' }).click();
    await expect(page.getByText('Counts per assignment include concluded and inactive students, as Canvas’s due dates do.')).toBeVisible();
  });

  test('each page costs one request per thing it shows', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const requests = recordApiRequests(page);
    const home = new CourseHomePage(page);
    await home.goto(1, 'Biology 101');
    await expect(page.getByRole('region', { name: 'Syllabus' })).toContainText('Welcome to Biology 101');
    await expect(home.todo.getByRole('listitem').first()).toBeVisible();
    await expect(home.activity.getByRole('listitem').first()).toBeVisible();
    // The course once (with its syllabus), its permissions once.
    expect(requests.count('GET /api/v1/courses/1')).toBe(1);
    expect(requests.count('GET /api/v1/courses/1/permissions')).toBe(1);

    requests.clear();
    await home.editDetails.click();
    await expect(new CourseFormPage(page).syllabus.content).toContainText('Welcome to Biology 101');
    expect(requests.count('GET /api/v1/courses/1')).toBe(0);
  });

  for (const token of ['demo-teacher', 'demo-admin'] as const) {
    test(`every page of an unknown course costs the course's 404 and nothing more (${token})`, async ({ page }) => {
      await signIn(page, token);
      const requests = recordApiRequests(page);
      for (const path of ['', '/edit', '/settings', '/danger', '/people', '/people?tab=recent', '/due-dates', '/due-dates?view=assignments']) {
        requests.clear();
        await page.goto(`/courses/987654${path}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The shell asks who is signed in and what they administer; the page asks only for its course.
        expect(requests.calls().toSorted(), path).toEqual([
          'GET /api/v1/accounts',
          'GET /api/v1/courses/987654',
          'GET /api/v1/users/self',
        ]);
      }
    });
  }

  test('concluding focuses the outcome; an administrator reopens the course', async ({ page, api }) => {
    const course = await createTermCourse(api);
    await signIn(page, 'demo-admin');
    const danger = new DangerZonePage(page);
    await danger.goto(course.id);
    await danger.conclude.click();
    await danger.dialogButton('Conclude course').click();
    await expect(danger.dialog).toBeHidden();
    await expect(danger.notice()).toBeFocused();
    await expect(danger.notice()).toHaveText(`${course.name} is concluded. Students keep read-only access.`);
    await expect(danger.currentState()).toContainText('Concluded');
    await expect(danger.conclude).toHaveCount(0);

    await danger.reopen.click();
    await expect(danger.dialog).toContainText('Enrollments that were concluded with it stay concluded.');
    await danger.dialogButton('Reopen course').click();
    await expect(danger.notice()).toBeFocused();
    await expect(danger.currentState()).toContainText('Published');
    expect(await api.as('demo-admin').get<CourseJson>(`/api/v1/courses/${course.id}`)).toMatchObject({ workflow_state: 'available', end_at: null });
    await expectNoSeriousA11yViolations(page);
  });

  test('a deleted course can be restored from the message that reports it', async ({ page, api }) => {
    const course = await createTermCourse(api);
    await signIn(page, 'demo-admin');
    const danger = new DangerZonePage(page);
    await danger.goto(course.id);
    await danger.delete.click();
    await expect(danger.dialog).toContainText('An administrator can restore it, unpublished, but not its enrollments');
    await danger.dialogButton('Delete course').click();
    await expect(page).toHaveURL(/\/courses$/);
    const home = new CourseHomePage(page);
    await home.toast(`${course.name} deleted`).waitFor();
    await page.getByRole('button', { name: `Restore ${course.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Unpublished');
    await expect(home.toast(`${course.name} restored`)).toBeVisible();
    await expect(home.toast(`${course.name} deleted`)).toHaveCount(0);
    expect((await api.as('demo-admin').get<CourseJson>(`/api/v1/courses/${course.id}`)).workflow_state).toBe('unpublished');
  });

  test('a student gets the same permission page on edit, settings and danger zone, each with its own title', async ({ page, api }) => {
    const course = await createTermCourse(api);
    const student = await createPerson(api);
    await enroll(api, course.id, student.id, 'StudentEnrollment');
    await signIn(page, student.token);
    for (const [path, heading] of [
      ['edit', "You don't have permission to edit this course"],
      ['settings', "You don't have permission to change this course's settings"],
      ['danger', "You don't have permission to conclude, reset or delete this course"],
    ] as const) {
      await page.goto(`/courses/${course.id}/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to course home' })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} · Lectern`);
    }
  });

  test('to-do and activity items open their assignment, and say where the rest happens', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const home = new CourseHomePage(page);
    await home.goto(1, 'Biology 101');
    await expect(home.todo).toContainText('Items open their assignment.');
    const firstTodo = home.todo.getByRole('link').first();
    const todoName = (await firstTodo.textContent()) ?? '';
    await firstTodo.click();
    await expect(page).toHaveURL(/\/courses\/1\/assignments\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: todoName })).toBeVisible();

    await page.goBack();
    await expect(home.activity.getByRole('link').first()).toHaveAttribute('href', /^\/courses\/1\/assignments\/\d+$/);
    await expect(home.activity).toContainText('Lectern has no pages for them yet');
  });
});

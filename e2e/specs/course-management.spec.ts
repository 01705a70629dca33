import { recordApiRequests } from '../api-requests';
import { CourseFormPage } from '../pages/course-form-page';
import { CourseHomePage } from '../pages/course-home-page';
import { CoursesPage } from '../pages/courses-page';
import { DangerZonePage } from '../pages/danger-zone-page';
import { createPerson, enroll, uniqueName } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';

type CourseJson = {
  id: number;
  name: string;
  workflow_state: string;
  account_id: number;
  enrollment_term_id: number;
  start_at: string | null;
  end_at: string | null;
  time_zone: string;
};

/** A course of account 1 with demo-admin enrolled as its teacher, so it shows in the admin's course list. */
async function createOwnCourse(api: Api, { published = true }: { published?: boolean } = {}): Promise<CourseJson> {
  return api.as('demo-admin').post<CourseJson>('/api/v1/accounts/1/courses', {
    course: { name: uniqueName('E2E Course') },
    offer: published,
    enroll_me: 'true',
  });
}

async function courseStatus(api: Api, id: number): Promise<number> {
  return (await api.as('demo-admin').fetch(`/api/v1/courses/${id}`)).status();
}

async function studentIds(api: Api, courseId: number): Promise<number[]> {
  const users = await api.as('demo-admin').get<{ id: number }[]>(`/api/v1/courses/${courseId}/users`, {
    'enrollment_type[]': 'student',
    per_page: 100,
  });
  return users.map((user) => user.id).sort((a, b) => a - b);
}

test.describe('course management', () => {
  test('an admin opens the new-course form from the list; a blank name is caught with focus on it', async ({ page }) => {
    await signIn(page, 'demo-admin');
    await new CoursesPage(page).goto();
    await page.getByRole('link', { name: 'New course' }).click();
    const form = new CourseFormPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Client-side checks first: nothing reaches the server, the first bad field gets focus.
    await form.submit.click();
    await expect(form.name).toBeFocused();
    await expect(form.name).toHaveAccessibleDescription(/Enter a course name/);
  });

  test('a start date makes the course dates override the term’s, and an end before it is caught on its field', async ({ page }) => {
    await signIn(page, 'demo-admin');
    const form = new CourseFormPage(page);
    await form.gotoNew();
    await form.name.fill(uniqueName('E2E Dates'));
    await form.start.fill('2027-03-08T09:00');
    // A date makes the course dates override the term's, or Canvas would drop them.
    await expect(form.overrideTermDates).toBeChecked();
    await form.end.fill('2027-03-01T17:00');
    await form.submit.click();
    await expect(form.end).toHaveAccessibleDescription(/must not be before the start/);
  });

  test('an admin creates a course and finds it in the list', async ({ page, api }) => {
    await signIn(page, 'demo-admin');
    const courses = new CoursesPage(page);
    await courses.goto();
    const form = new CourseFormPage(page);
    await form.gotoNew();

    const name = uniqueName('E2E Created');
    await form.chooseAccount('Sciences', /School of Sciences/);
    await form.name.fill(name);
    await form.code.fill('E2E 100');
    await form.term.selectOption({ label: 'Upcoming Term' });
    await form.timeZone.selectOption('America/New_York');
    await form.start.fill('2027-03-08T09:00');
    await form.end.fill('2027-06-30T17:00');
    await form.visibility('Institution').check();
    await form.publishNow.check();
    await form.submit.click();

    const home = new CourseHomePage(page);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/courses\/\d+$/);
    await expect(home.toast(`${name} created`)).toBeVisible();

    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const created = await api.as('demo-admin').get<CourseJson & Record<string, unknown>>(`/api/v1/courses/${id}`);
    expect(created).toMatchObject({
      name,
      course_code: 'E2E 100',
      account_id: 2,
      enrollment_term_id: 4,
      start_at: '2027-03-08T14:00:00Z',
      end_at: '2027-06-30T21:00:00Z',
      restrict_enrollments_to_course_dates: true,
      time_zone: 'America/New_York',
      workflow_state: 'available',
      is_public: false,
      is_public_to_auth_users: true,
    });

    await home.breadcrumb.getByRole('link', { name: 'Courses' }).click();
    await expect(courses.courseLink(name)).toBeVisible();
  });

  test('a course home shows the course’s dates in its own, named zone, and its term', async ({ page, api }) => {
    const course = await api.as('demo-admin').post<CourseJson>('/api/v1/accounts/2/courses', {
      course: {
        name: uniqueName('E2E Zoned'),
        term_id: 4,
        time_zone: 'America/New_York',
        start_at: '2027-03-08T14:00:00Z',
        end_at: '2027-06-30T21:00:00Z',
        restrict_enrollments_to_course_dates: true,
      },
      offer: true,
    });
    await signIn(page, 'demo-admin');
    const home = new CourseHomePage(page);
    await home.goto(course.id, course.name);
    await expect(home.details).toContainText('Mar 8, 2027, 9:00 AM EST');
    await expect(home.details).toContainText('Jun 30, 2027, 5:00 PM EDT');
    await expect(home.details).toContainText('(America/New_York)');
    await expect(home.details).toContainText('Upcoming Term');
    await expectNoSeriousA11yViolations(page);
  });

  test('renaming a course updates the list and the header without a reload', async ({ page, api }) => {
    const course = await createOwnCourse(api);
    await signIn(page, 'demo-admin');
    const courses = new CoursesPage(page);
    await courses.goto();
    await expect(courses.courseLink(course.name)).toBeVisible();
    // A full reload would drop this marker.
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

    await courses.courseLink(course.name).click();
    const home = new CourseHomePage(page);
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await home.editDetails.click();
    const form = new CourseFormPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit course details' })).toBeVisible();
    await expect(form.name).toHaveValue(course.name);
    await expectNoSeriousA11yViolations(page);

    const renamed = uniqueName('E2E Renamed');
    await form.name.fill(renamed);
    await form.submit.click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(home.breadcrumb).toContainText(renamed);
    await expect(home.toast('Course details saved')).toBeVisible();

    await home.breadcrumb.getByRole('link', { name: 'Courses' }).click();
    await expect(courses.courseLink(renamed)).toBeVisible();
    await expect(courses.courseLink(course.name)).toHaveCount(0);
    expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
  });

  test('leaving the edit page with unsaved changes asks first, and staying keeps them', async ({ page, api }) => {
    const course = await createOwnCourse(api);
    await signIn(page, 'demo-admin');
    const form = new CourseFormPage(page);
    await form.gotoEdit(course.id);
    const renamed = uniqueName('E2E Renamed');
    await form.name.fill(renamed);
    await form.cancel.click();
    const guard = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(guard).toBeVisible();
    await guard.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(guard).toBeHidden();
    await expect(form.name).toHaveValue(renamed);
  });

  test('HTML pasted into the syllabus source keeps its formatting, loses what the editor cannot hold, and is saved', async ({ page, api }) => {
    const course = await createOwnCourse(api);
    await signIn(page, 'demo-admin');
    const form = new CourseFormPage(page);
    await form.gotoEdit(course.id);
    await form.syllabus.ready();
    await form.syllabus.setHtml('<h2>Week one</h2><p onclick="alert(1)">Read chapter 1.</p><script>alert(2)</script>');
    await expect(form.syllabus.content.getByRole('heading', { name: 'Week one' })).toBeVisible();
    expect(await form.syllabus.content.innerHTML()).not.toMatch(/<script|onclick/);
    await form.submit.click();
    await expect(new CourseHomePage(page).toast('Course details saved')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Syllabus' })).toContainText('Read chapter 1.');
  });

  test('a server validation error lands on its field, and nothing typed is lost', async ({ page, api }) => {
    const course = await createOwnCourse(api);
    await signIn(page, 'demo-admin');
    const form = new CourseFormPage(page);
    await form.gotoEdit(course.id);
    const renamed = uniqueName('E2E Renamed');
    await form.name.fill(renamed);
    await form.homePage.selectOption({ label: 'Pages front page' });
    await form.submit.click();
    await expect(form.homePage).toHaveAccessibleDescription(/A Front Page is required/);
    await expect(form.name).toHaveValue(renamed);

    await form.homePage.selectOption({ label: 'Course modules' });
    await form.submit.click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });

  test('conclude asks first: cancel changes nothing', async ({ page, api }) => {
    const course = await createOwnCourse(api);
    await signIn(page, 'demo-admin');
    const home = new CourseHomePage(page);
    await home.goto(course.id, course.name);
    await home.dangerZoneLink.click();

    const danger = new DangerZonePage(page);
    await expect(danger.heading).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await danger.conclude.click();
    await expect(danger.dialog).toContainText('Students keep read-only access; the course moves to Concluded');
    await expectNoSeriousA11yViolations(page);
    await danger.dialogButton('Cancel').click();
    await expect(danger.dialog).toBeHidden();
    expect((await api.as('demo-admin').get<CourseJson>(`/api/v1/courses/${course.id}`)).workflow_state).toBe('available');
  });

  test('conclude, confirmed, concludes, and the page stays to show the new state', async ({ page, api }) => {
    const course = await createOwnCourse(api);
    await signIn(page, 'demo-admin');
    const danger = new DangerZonePage(page);
    await danger.goto(course.id);
    await danger.conclude.click();
    await danger.dialogButton('Conclude course').click();
    await expect(danger.dialog).toBeHidden();
    await expect(danger.currentState()).toContainText('Concluded');
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/danger$`));
    expect((await api.as('demo-admin').get<CourseJson>(`/api/v1/courses/${course.id}`)).workflow_state).toBe('completed');
  });

  test('delete of a concluded course asks first: Escape keeps it, confirming deletes it', async ({ page, api }) => {
    const course = await createOwnCourse(api);
    await api.as('demo-admin').delete(`/api/v1/courses/${course.id}`, undefined, { event: 'conclude' });
    await signIn(page, 'demo-admin');
    const danger = new DangerZonePage(page);
    await danger.goto(course.id);
    await expect(danger.currentState()).toContainText('Concluded');

    await danger.delete.click();
    await expect(danger.dialog).toContainText('all of its enrollments are deleted');
    await page.keyboard.press('Escape');
    await expect(danger.dialog).toBeHidden();
    expect(await courseStatus(api, course.id)).toBe(200);

    await danger.delete.click();
    await danger.dialogButton('Delete course').click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(new CourseHomePage(page).toast(`${course.name} deleted`)).toBeVisible();
    expect(await courseStatus(api, course.id)).toBe(404);
    await expect(new CoursesPage(page).courseLink(course.name)).toHaveCount(0);
  });

  test('reset asks for the name, then lands on a new empty course with the same people', async ({ page, api }) => {
    const course = await createOwnCourse(api);
    const student = await createPerson(api);
    await enroll(api, course.id, student.id, 'StudentEnrollment');
    const peopleBefore = await studentIds(api, course.id);
    expect(peopleBefore).toEqual([student.id]);

    await signIn(page, 'demo-admin');
    const danger = new DangerZonePage(page);
    await danger.goto(course.id);
    await danger.reset.click();
    await expect(danger.dialog).toContainText('A new, empty course replaces this one');
    const confirm = danger.dialogButton('Reset course');
    await expect(confirm).toBeDisabled();
    await danger.confirmationField().fill('not the name');
    await expect(confirm).toBeDisabled();
    await danger.confirmationField().fill(course.name);
    await expect(confirm).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await confirm.click();

    const home = new CourseHomePage(page);
    await expect(home.toast('Course reset. This is the new, empty course.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    const newId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(newId).not.toBe(course.id);
    expect(await courseStatus(api, course.id)).toBe(404);
    expect(await studentIds(api, newId)).toEqual(peopleBefore);
    expect(await api.as('demo-admin').get<unknown[]>(`/api/v1/courses/${newId}/assignments`)).toEqual([]);
  });

  test('a student sees no manage actions on the course home', async ({ page, api }) => {
    const course = await createOwnCourse(api);
    const student = await createPerson(api);
    await enroll(api, course.id, student.id, 'StudentEnrollment');

    await signIn(page, student.token);
    const permissions = page.waitForResponse((response) => response.url().includes(`/courses/${course.id}/permissions`));
    const home = new CourseHomePage(page);
    await home.goto(course.id, course.name);
    await permissions;
    await expect(home.todo).toContainText('Nothing to do here right now.');
    await expect(home.activity).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Published');
    await expect(home.publish).toHaveCount(0);
    await expect(home.unpublish).toHaveCount(0);
    await expect(home.editDetails).toHaveCount(0);
    await expect(home.dangerZoneLink).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/courses/${course.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: /don't have permission to edit/ })).toBeVisible();
    await page.goto(`/courses/${course.id}/danger`);
    await expect(page.getByRole('heading', { level: 1, name: /don't have permission to conclude/ })).toBeVisible();
  });

  test('a teacher publishes and unpublishes a course', async ({ page, api }) => {
    const course = await createOwnCourse(api, { published: false });
    const teacher = await createPerson(api);
    await enroll(api, course.id, teacher.id, 'TeacherEnrollment');

    await signIn(page, teacher.token);
    const home = new CourseHomePage(page);
    await home.goto(course.id, course.name);
    await expect(home.publish).toBeVisible();
    const requests = recordApiRequests(page);
    await home.publish.click();
    await expect(home.toast(`${course.name} is published`)).toBeVisible();
    await expect(home.unpublish).toBeVisible();
    // The answer carries the new state: nothing is fetched again.
    expect(requests.calls()).toEqual([`PUT /api/v1/courses/${course.id}`]);
    expect((await api.as('demo-admin').get<CourseJson>(`/api/v1/courses/${course.id}`)).workflow_state).toBe('available');
    await home.unpublish.click();
    await expect(home.publish).toBeVisible();
    expect((await api.as('demo-admin').get<CourseJson>(`/api/v1/courses/${course.id}`)).workflow_state).toBe('unpublished');
  });

  test('unpublishing a course with student work shows the server’s reason', async ({ page }) => {
    // The demo course has submissions, so Canvas refuses; the refusal changes nothing, so other tests are safe.
    await signIn(page, 'demo-teacher');
    const home = new CourseHomePage(page);
    await home.goto(1, 'Biology 101');
    await home.unpublish.click();
    await expect(home.toast('Course cannot be unpublished if student submissions exist.')).toBeVisible();
    await expect(home.unpublish).toBeVisible();
  });

  test('offline when the first toast is raised, the page stays, and the toast shows once the connection is back', async ({ page, context }) => {
    await signIn(page, 'demo-teacher');
    const home = new CourseHomePage(page);
    await home.goto(1, 'Biology 101');
    // The toast region's code (React Aria's queue with it) is fetched with the first toast: here it cannot be.
    const regionCode = /\/assets\/toast-region-[^/]+\.js$/;
    await page.route(regionCode, (route) => route.abort('internetdisconnected'));
    const regionFailed = page.waitForEvent('requestfailed', (request) => regionCode.test(request.url()));
    await home.unpublish.click();
    await regionFailed;
    await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();
    await expect(home.unpublish).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);

    await page.unroute(regionCode);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(home.toast('Course cannot be unpublished if student submissions exist.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();
  });
});

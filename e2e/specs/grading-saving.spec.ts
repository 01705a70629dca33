import type { Browser, Locator, Page } from '@playwright/test';
import { expect, signIn, test, waitingForTheApp, type Api } from '../fixtures';
import { GradingPage } from '../pages/grading-page';
import { createAssignment, createCourse, createPerson, enroll, uniqueName, type Person } from '../seed';

/*
 * Saving grades (issue 8): by keyboard and read back after a reload; kept while the API refuses requests and all
 * sent when it answers again, across a reload too; two graders of one student see the conflict prompt.
 * Each test seeds its own course, so they stand alone.
 */

/** What these tests do on the grading view, over its page object (e2e/pages/grading-page.ts). */
class GradingView extends GradingPage {
  readonly unsavedBanner: Locator;
  readonly conflict: Locator;

  constructor(private readonly tab: Page) {
    super(tab);
    this.unsavedBanner = tab.getByRole('status').filter({ hasText: /grades? not saved yet\. Retrying/ });
    this.conflict = tab.getByRole('alertdialog', { name: /^Someone else graded/ });
  }

  async open(courseId: number, assignmentId: number, student: Person): Promise<void> {
    await this.goto(courseId, assignmentId, student.id);
    await this.expectStudent(student);
  }

  /** Waits until the panel shows this student (the URL moves first, the panel follows). */
  async expectStudent(person: Person): Promise<void> {
    await expect.poll(() => this.studentInUrl()).toBe(person.id);
    await expect(this.tab.getByLabel(`Grade for ${person.name}`)).toBeVisible();
  }

  /** g focuses the grade and selects it, so what is typed replaces it. */
  async typeGrade(grade: string): Promise<void> {
    await this.tab.keyboard.press('g');
    await expect(this.gradeInput).toBeFocused();
    await this.tab.keyboard.type(grade);
  }

  /** g, the grade, Enter: saved, and focus is back on the view so j and k work. */
  async gradeByKeyboard(grade: string): Promise<void> {
    await this.typeGrade(grade);
    await this.tab.keyboard.press('Enter');
    await expect(this.gradeInput).not.toBeFocused();
  }

  async nextByKeyboard(): Promise<void> {
    await this.tab.keyboard.press('j');
  }
}

type Graded = { user_id: number; grade: string | null; score: number | null; workflow_state: string };

async function gradingCourse(api: Api, students: number) {
  const course = await createCourse(api);
  const teacher = await createPerson(api, uniqueName('Grading Teacher'));
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  const tag = uniqueName('Pupil').split(' ')[1] ?? 'x';
  const people: Person[] = [];
  // Names that sort in creation order ("Ann", "Ben", …): the rail's default order is the sortable name.
  for (const first of ['Ann', 'Ben', 'Cal', 'Dee', 'Eve'].slice(0, students)) {
    const person = await createPerson(api, `${first} Saving${tag}`);
    await enroll(api, course.id, person.id, 'StudentEnrollment');
    people.push(person);
  }
  const assignment = await createAssignment(api, course.id, { points_possible: 10, submission_types: ['online_text_entry'] });
  const submissions = async () => {
    const rows = await api.as(teacher.token).get<Graded[]>(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions`, { per_page: 100 });
    return new Map(rows.map((row) => [row.user_id, row]));
  };
  return { course, teacher, people, assignment, submissions };
}

async function openAs(browser: Browser, token: string) {
  const context = await browser.newContext();
  const page = waitingForTheApp(await context.newPage());
  await signIn(page, token);
  return { context, page, view: new GradingView(page) };
}

/** The grade PUT, every form (course and section). */
const GRADE_PUT = /\/api\/v1\/(courses|sections)\/\d+\/assignments\/\d+\/submissions\/\d+(\?|$)/;

test('grades five students by keyboard alone: Shift+Enter saves and moves on, Enter saves and stays, Escape leaves', async ({ page, api }) => {
  const { course, teacher, people, assignment, submissions } = await gradingCourse(api, 5);
  await signIn(page, teacher.token);
  const view = new GradingView(page);
  await view.open(course.id, assignment.id, people[0] as Person);
  const [, ben, cal, dee, eve] = people as [Person, Person, Person, Person, Person];

  // Shift+Enter: saved, and the next student's grade is focused, ready to be typed.
  await view.typeGrade('6');
  await page.keyboard.press('Shift+Enter');
  await view.expectStudent(ben);
  await expect(view.gradeInput).toBeFocused();
  await page.keyboard.type('7');
  await page.keyboard.press('Shift+Enter');
  await view.expectStudent(cal);
  await expect(view.gradeInput).toBeFocused();

  // Enter: saved, still this student, and the keys are shortcuts again (j is not typed into the grade).
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await expect(view.gradeInput).not.toBeFocused();
  await page.keyboard.press('j');
  await view.expectStudent(dee);

  // Escape leaves the field for the view and saves what it holds; c and k work after it.
  await view.typeGrade('9');
  await page.keyboard.press('Escape');
  await expect(view.gradeInput).not.toBeFocused();
  await page.keyboard.press('c');
  await expect(view.comment).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await view.expectStudent(eve);
  await view.typeGrade('10');
  await page.keyboard.press('Enter');

  await expect.poll(async () => {
    const saved = await submissions();
    return people.map((person) => saved.get(person.id)?.score ?? null);
  }).toEqual([6, 7, 8, 9, 10]);
  await expect(view.unsavedBanner).toHaveCount(0);

  await page.reload();
  for (const [index, person] of people.entries()) {
    await view.open(course.id, assignment.id, person);
    await expect(view.gradeInput).toHaveValue(['6', '7', '8', '9', '10'][index] ?? '');
  }
});

test('arrows in the complete/incomplete select save nothing; Enter saves the one chosen', async ({ page, api }) => {
  const { course, teacher, people, assignment } = await gradingCourse(api, 1);
  await api.as(teacher.token).put(`/api/v1/courses/${course.id}/assignments/${assignment.id}`, { assignment: { grading_type: 'pass_fail' } });
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && GRADE_PUT.test(request.url())) puts.push(request.postData() ?? '');
  });
  await signIn(page, teacher.token);
  const view = new GradingView(page);
  await view.open(course.id, assignment.id, people[0] as Person);
  await page.keyboard.press('g');
  await expect(view.gradeInput).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(view.gradeInput).toHaveValue('incomplete');
  expect(puts).toEqual([]);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect.poll(async () => {
    const row = await api.as(teacher.token).get<Graded>(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${people[0]?.id}`);
    return row.grade;
  }).toBe('complete');
  expect(puts).toHaveLength(1);
  expect(puts[0]).toContain('complete');
});

test('keeps grades while the API refuses them, across a reload, and saves them all when it answers', async ({ page, api }) => {
  const { course, teacher, people, assignment, submissions } = await gradingCourse(api, 3);
  await signIn(page, teacher.token);
  const view = new GradingView(page);
  await view.open(course.id, assignment.id, people[0] as Person);

  await page.route(GRADE_PUT, (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback()));
  // Moving within the app (j), not by loading pages: a page load would ask first, as the next step checks.
  for (const [index, person] of people.entries()) {
    await view.expectStudent(person);
    await view.gradeByKeyboard(String(index + 4));
    if (index < people.length - 1) await view.nextByKeyboard();
  }
  await expect(view.unsavedBanner).toContainText('3 grades not saved yet');
  expect([...(await submissions()).values()].filter((row) => row.grade !== null)).toEqual([]);

  // Leaving within the app asks first, and staying keeps everything.
  await page.getByRole('link', { name: assignment.name }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Leave while grades are not saved yet?' });
  // The grades are kept (the banner says so too): the prompt must not say they will be lost.
  await expect(leave).toContainText('They are kept on this device');
  await expect(leave).not.toContainText('lost');
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(view.unsavedBanner).toContainText('3 grades not saved yet');

  // Reloading asks first (the grades are only on this device), and after it the queue is still there.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toContain('beforeunload');
  await expect(view.gradeInput).toBeVisible();
  await expect(view.unsavedBanner).toContainText('3 grades not saved yet');

  // The network comes back: the browser says so, and the queue sends at once (a backoff retry may get there first,
  // which is why this does not click "Retry now": the banner can be gone before the click lands).
  await page.unroute(GRADE_PUT);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(view.unsavedBanner).toHaveCount(0);
  const saved = await submissions();
  expect(people.map((person) => saved.get(person.id)?.score)).toEqual([4, 5, 6]);
});

test('two graders of one student: the second sees both grades and chooses', async ({ browser, api }) => {
  const { course, teacher, people, assignment, submissions } = await gradingCourse(api, 1);
  const second = await createPerson(api, uniqueName('Second Grader'));
  await enroll(api, course.id, second.id, 'TeacherEnrollment');
  const student = people[0];
  if (!student) throw new Error('no student');

  const first = await openAs(browser, teacher.token);
  const other = await openAs(browser, second.token);
  await first.view.open(course.id, assignment.id, student);
  await other.view.open(course.id, assignment.id, student);

  await first.view.gradeByKeyboard('7');
  await expect.poll(async () => (await submissions()).get(student.id)?.score).toBe(7);

  // The second grader still has the submission as it was before the first grade.
  await other.view.gradeByKeyboard('9');
  await expect(other.view.conflict).toBeVisible();
  await expect(other.view.conflict).toContainText(/Your grade\s*9/);
  await expect(other.view.conflict).toContainText(/Their grade\s*7/);
  expect((await submissions()).get(student.id)?.score).toBe(7);

  await other.view.conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(other.view.conflict).toBeHidden();
  await expect.poll(async () => (await submissions()).get(student.id)?.score).toBe(9);

  await first.context.close();
  await other.context.close();
});

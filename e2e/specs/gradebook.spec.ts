import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';
import { createAssignment, createCourse, createPerson, enroll, uniqueName, type Person } from '../seed';

/*
 * The gradebook (issue 23): graded by keyboard alone with the totals following each grade; a filtered, sorted
 * view kept across a reload; a student refused with a way to their own grade; the grid held to the screen at phone
 * width. Each test seeds its own course, or reads the demo's.
 */

async function gradebookCourse(api: Api) {
  const course = await createCourse(api);
  const teacher = await createPerson(api, uniqueName('Gradebook Teacher'));
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  const tag = uniqueName('x').split(' ')[1] ?? 'x';
  const students: Person[] = [];
  // Names that sort in creation order: the gradebook's default order is the sortable name.
  for (const first of ['Ann', 'Ben', 'Cal']) {
    const person = await createPerson(api, `${first} Book${tag}`);
    await enroll(api, course.id, person.id, 'StudentEnrollment');
    students.push(person);
  }
  const essay = await createAssignment(api, course.id, { name: 'Essay', points_possible: 10 });
  const quiz = await createAssignment(api, course.id, { name: 'Quiz', points_possible: 10 });
  return { course, teacher, students, essay, quiz };
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Gradebook' });

function rowOf(page: Page, student: Person): Locator {
  return grid(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: student.name }) });
}

/** The course total of a student's row: the cell under "Total" (column positions come from aria-colindex). */
async function totalOf(page: Page, student: Person): Promise<Locator> {
  const index = await grid(page).getByRole('columnheader', { name: 'Total', exact: true }).getAttribute('aria-colindex');
  return rowOf(page, student).locator(`[role="gridcell"][aria-colindex="${index}"]`);
}

test('a teacher grades three cells by keyboard alone and the totals follow each grade', async ({ page, api }) => {
  const { course, teacher, students } = await gradebookCourse(api);
  const [ann, ben] = students as [Person, Person, Person];
  await signIn(page, teacher.token);
  await page.goto(`/courses/${course.id}/gradebook`);
  await expect(rowOf(page, ann)).toBeVisible();
  await expect(await totalOf(page, ann)).toHaveText('–');
  await expectNoSeriousA11yViolations(page);

  // Into the grid with the keyboard: the first Tab stop inside it is its one active cell, Ann's name.
  await grid(page).getByRole('rowheader', { name: ann.name }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await expect(await totalOf(page, ann)).toHaveText('80%');
  // Enter moved down to Ben's Essay; Tab saves and moves right to his Quiz.
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(await totalOf(page, ben)).toHaveText('80%');
  // Escape leaves a cell as it was.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type('1');
  await page.keyboard.press('Escape');
  await expect(await totalOf(page, ann)).toHaveText('80%');

  // Saved on the server: a reload shows the same totals from the submissions it reads back.
  await page.reload();
  await expect(await totalOf(page, ann)).toHaveText('80%');
  await expect(await totalOf(page, ben)).toHaveText('80%');

  // Ctrl+Enter opens the active cell's submission in the grading view, at that student.
  await grid(page).getByRole('rowheader', { name: ben.name }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/assignments/\\d+/grade\\?student=${ben.id}$`));
});

test('a filtered, sorted view survives a reload', async ({ page, api }) => {
  const { course, teacher, students, essay } = await gradebookCourse(api);
  const [ann, ben, cal] = students as [Person, Person, Person];
  const other = await createPerson(api, uniqueName('Dee Shelf'));
  await enroll(api, course.id, other.id, 'StudentEnrollment');
  const grader = api.as(teacher.token);
  for (const [student, grade] of [[ann, '5'], [ben, '9'], [cal, '7'], [other, '10']] as const) {
    await grader.put(`/api/v1/courses/${course.id}/assignments/${essay.id}/submissions/${student.id}`, { submission: { posted_grade: grade } });
  }
  await signIn(page, teacher.token);
  await page.goto(`/courses/${course.id}/gradebook`);
  await expect(rowOf(page, cal)).toBeVisible();

  await grid(page).getByRole('button', { name: 'Total', exact: true }).click();
  await grid(page).getByRole('button', { name: 'Total', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search students' }).fill('book');
  const names = grid(page).getByRole('rowheader');
  // Highest total first, and Dee Shelf (the highest of all) left out by the search.
  await expect(names).toHaveText([ben.name, cal.name, ann.name]);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search students' })).toHaveValue('book');
  await expect(grid(page).getByRole('columnheader', { name: 'Total', exact: true })).toHaveAttribute('aria-sort', 'descending');
  await expect(names).toHaveText([ben.name, cal.name, ann.name]);
});

test('a student is refused the gradebook and pointed to their own grade', async ({ page, api }) => {
  const { course, students } = await gradebookCourse(api);
  await signIn(page, (students[0] as Person).token);
  await page.goto(`/courses/${course.id}/gradebook`);
  await expect(page.getByRole('heading', { name: 'The gradebook is for the course’s teachers' })).toBeVisible();
  await expect(page.getByText('Your own course grade is on the course home page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to course home' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
});

test('a network failure shows an error with a retry, never an empty grid', async ({ page, api }) => {
  const { course, teacher, students } = await gradebookCourse(api);
  await signIn(page, teacher.token);
  // The server draws the gradebook from its own API (docs/decisions/0093): the browser's requests are the app's,
  // made when it opens the page itself.
  await page.goto(`/courses/${course.id}`);
  await page.route('**/assignment_groups?**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation', { name: 'Course' }).getByRole('link', { name: 'Grades' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'The gradebook could not be loaded' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);

  await page.unroute('**/assignment_groups?**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(rowOf(page, students[0] as Person)).toBeVisible();
});

test('the grid stays where it first appeared when the search box arrives after it', async ({ page, api }) => {
  const { course, teacher, students } = await gradebookCourse(api);
  await signIn(page, teacher.token);
  // Holds back the code of the search box (React Aria's SearchField, which says "Clear search") until released.
  let held = Promise.resolve();
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('Clear search')) await held;
    await route.fulfill({ response });
  });
  for (const width of [1280, 390]) {
    let release: () => void = () => undefined;
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/courses/${course.id}/gradebook`);
    await expect(rowOf(page, students[0] as Person)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search students' })).toHaveCount(0);
    const before = await grid(page).boundingBox();
    release();
    await expect(page.getByRole('searchbox', { name: 'Search students' })).toBeEditable();
    expect(await grid(page).boundingBox(), `at ${width} px`).toEqual(before);
  }
});

test('a column under manual posting says how many of its grades students cannot see yet', async ({ page, api }) => {
  const { course, teacher, students, quiz } = await gradebookCourse(api);
  const asTeacher = api.as(teacher.token);
  await asTeacher.post('/api/graphql', {
    query: 'mutation($input: SetAssignmentPostPolicyInput!) { setAssignmentPostPolicy(input: $input) { postPolicy { _id } } }',
    variables: { input: { assignmentId: String(quiz.id), postManually: true } },
  });
  for (const student of students.slice(0, 2)) {
    await asTeacher.put(`/api/v1/courses/${course.id}/assignments/${quiz.id}/submissions/${student.id}`, { submission: { posted_grade: '7' } });
  }
  await signIn(page, teacher.token);
  await page.goto(`/courses/${course.id}/gradebook`);
  const quizHeader = grid(page).getByRole('columnheader', { name: /^Quiz/ });
  await expect(quizHeader).toContainText('2 hidden');
  await expect(grid(page).getByRole('columnheader', { name: /^Essay/ })).not.toContainText('hidden');
});

test('the keyboard scrolls the grid only as far as the cell it moves to, both ways', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  await page.goto('/courses/1/gradebook');
  const scrolled = () => grid(page).evaluate((element) => ({ top: element.scrollTop, left: element.scrollLeft }));
  const names = grid(page).getByRole('rowheader');
  await names.first().focus();
  // A move to a cell already in view leaves the grid where it is.
  await page.keyboard.press('ArrowDown');
  await expect(names.nth(1)).toBeFocused();
  expect(await scrolled()).toEqual({ top: 0, left: 0 });
  // Biology 101's last student and last column are out of view: Ctrl+End brings that cell into it.
  await page.keyboard.press('Control+End');
  const corner = page.locator(':focus');
  await expect(corner).toHaveAttribute('role', 'gridcell');
  await expect(corner).toBeInViewport({ ratio: 1 });
  const far = await scrolled();
  expect(far.top).toBeGreaterThan(0);
  expect(far.left).toBeGreaterThan(0);
  await page.keyboard.press('Control+Home');
  await expect(names.first()).toBeFocused();
  expect(await scrolled()).toEqual({ top: 0, left: 0 });
});

test('at phone width the grid scrolls inside its own box, as tall as the screen allows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'demo-teacher');
  await page.goto('/courses/1/gradebook');
  await expect(grid(page).getByRole('rowheader').first()).toBeVisible();
  // A grid as tall as all its rows would leave the page to scroll them and draw every row, however many.
  const box = await grid(page).evaluate((element) => ({ height: element.clientHeight, content: element.scrollHeight }));
  expect(box.height).toBeLessThanOrEqual(800);
  expect(box.content).toBeGreaterThan(box.height);
});

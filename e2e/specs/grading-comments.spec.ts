import { GradingPage } from '../pages/grading-page';
import { createAssignment, createCourse, createPerson, enroll, uniqueName } from '../seed';
import { expect, signIn, test, type Api } from '../fixtures';

/** A course with two students (names sort "Aaa" before "Zzz", the rail's order) and a points assignment. */
async function twoStudents(api: Api) {
  const course = await createCourse(api, uniqueName('E2E Comments Course'), { time_zone: 'UTC' });
  const first = await createPerson(api, uniqueName('Aaa Draft'));
  const second = await createPerson(api, uniqueName('Zzz Draft'));
  await enroll(api, course.id, first.id, 'StudentEnrollment');
  await enroll(api, course.id, second.id, 'StudentEnrollment');
  const assignment = await createAssignment(api, course.id, { points_possible: 10 });
  return { course, assignment, first, second };
}

const DRAFT = 'Strong opening, weak conclusion';

test.describe('grading comments', () => {
  test('a comment draft survives switching students and a reload, and goes once sent', async ({ page, api }) => {
    const { course, assignment, first, second } = await twoStudents(api);
    await signIn(page, 'demo-admin');
    const view = new GradingPage(page);
    await view.goto(course.id, assignment.id, first.id);
    await expect(view.grading(first.name)).toBeVisible();
    await view.comment.fill(DRAFT);

    // Next student by keyboard: shortcuts are ignored while typing, so leave the composer first.
    await view.comment.blur();
    await page.keyboard.press('j');
    await expect(view.grading(second.name)).toBeVisible();
    await expect(view.comment).toHaveValue('');

    await page.keyboard.press('k');
    await expect(view.grading(first.name)).toBeVisible();
    await expect(view.comment).toHaveValue(DRAFT);

    // The URL follows the shown student a frame later; the reload reads it.
    await expect.poll(() => view.studentInUrl()).toBe(first.id);
    await page.reload();
    await expect(view.grading(first.name)).toBeVisible();
    await expect(view.comment).toHaveValue(DRAFT);

    await view.comment.press('ControlOrMeta+Enter');
    await expect(view.commentThread).toContainText(DRAFT);
    await expect(view.comment).toHaveValue('');
    await page.reload();
    await expect(view.commentThread).toContainText(DRAFT);
    await expect(view.comment).toHaveValue('');
  });
});

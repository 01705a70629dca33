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

test.describe('grading comments', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a comment draft survives switching students and a reload, and goes once sent', async ({ page, api }) => {
    const { course, assignment, first } = await twoStudents(api);
    await signIn(page, 'demo-admin');
    await page.goto(`/courses/${course.id}/assignments/${assignment.id}/grade?student=${first.id}`);

    const grade = page.getByLabel(/^Grade for/);
    const comment = page.getByRole('textbox', { name: 'Comment' });
    await expect(grade).toBeVisible();
    // The grade input's label names the student shown (GRADE_INPUT_ID in src/features/grading/focus-targets.ts).
    const gradeLabel = page.locator('label[for="grading-grade-input"]');
    const firstLabel = (await gradeLabel.textContent()) ?? '';
    await comment.fill('Strong opening, weak conclusion');

    // Next student by keyboard: shortcuts are ignored while typing, so leave the composer first.
    await comment.blur();
    await page.keyboard.press('j');
    await expect(gradeLabel).not.toHaveText(firstLabel);
    await expect(comment).toHaveValue('');

    await page.keyboard.press('k');
    await expect(gradeLabel).toHaveText(firstLabel);
    await expect(comment).toHaveValue('Strong opening, weak conclusion');

    await page.reload();
    await expect(comment).toHaveValue('Strong opening, weak conclusion');

    await comment.press('ControlOrMeta+Enter');
    await expect(page.getByRole('list', { name: 'Thread' })).toContainText('Strong opening, weak conclusion');
    await expect(comment).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Thread' })).toContainText('Strong opening, weak conclusion');
    await expect(comment).toHaveValue('');
  });
});

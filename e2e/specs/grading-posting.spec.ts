import { mkdirSync } from 'node:fs';
import { expectNoSidewaysScroll } from '../layout';
import { createAssignment, createCourse, createPerson, createSection, enroll, uniqueName } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';

const SHOTS = '/tmp/posting/shots';

type OwnSubmission = { score: number | null; grade: string | null; posted_at: string | null };

/** What the student reads of their own grade through the API, as the student. */
const ownGrade = async (api: Api, token: string, courseId: number, assignmentId: number) =>
  (await api.as(token).get<OwnSubmission>(`/api/v1/courses/${courseId}/assignments/${assignmentId}/submissions/self`)).score;

test('with manual posting a student sees nothing until their section is posted, then only that section sees grades', async ({ page, api }) => {
  const course = await createCourse(api);
  const sectionB = await createSection(api, course.id, uniqueName('Lab B'));
  const teacher = await createPerson(api, uniqueName('Teacher'));
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  const inA = await createPerson(api, uniqueName('Ada'));
  await enroll(api, course.id, inA.id, 'StudentEnrollment');
  const inB = await createPerson(api, uniqueName('Ben'));
  await enroll(api, course.id, inB.id, 'StudentEnrollment', sectionB.id);
  const assignment = await createAssignment(api, course.id, { points_possible: 10, submission_types: ['online_text_entry'] });

  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, teacher.token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/courses/${course.id}/assignments/${assignment.id}/grade`);
  const manual = page.getByRole('switch', { name: /Post grades manually/ });
  await expect(manual).not.toBeChecked();
  await manual.focus();
  await page.keyboard.press('Space');
  await expect(manual).toBeChecked();
  await expect.poll(async () => (await api.as(teacher.token).get<{ post_manually: boolean }>(`/api/v1/courses/${course.id}/assignments/${assignment.id}`)).post_manually).toBe(true);

  for (const student of [inA, inB]) {
    await api.as(teacher.token).put(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${student.id}`, { submission: { posted_grade: '8' } });
  }
  expect([await ownGrade(api, inA.token, course.id, assignment.id), await ownGrade(api, inB.token, course.id, assignment.id)]).toEqual([null, null]);

  await page.reload();
  const header = page.getByRole('region', { name: 'Posting grades' });
  await expect(header.getByText('2 graded, hidden from students')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Hidden from students' })).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/header-1280.png` });

  await header.getByRole('button', { name: 'Post grades' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post grades' });
  await expect(dialog.getByText(/Grades become visible to all 2 students \(2 graded\)/)).toBeVisible();
  await dialog.getByRole('radio', { name: 'Chosen sections' }).check();
  await dialog.getByRole('button', { name: 'Post grades' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose at least one section.');
  await dialog.getByRole('checkbox', { name: sectionB.name }).check();
  await expect(dialog.getByText(`Grades become visible to the 1 student in ${sectionB.name}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/post-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Post grades' }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByText('1 graded, hidden from students')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Hidden from students' })).toHaveCount(1);

  expect([await ownGrade(api, inA.token, course.id, assignment.id), await ownGrade(api, inB.token, course.id, assignment.id)]).toEqual([null, 8]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await header.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/header-390.png` });
  // By keyboard: the button opens the dialog, Tab reaches the choices, arrows choose, Escape leaves without posting.
  await header.getByRole('button', { name: 'Post grades' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Everyone' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Graded students only' })).toBeChecked();
  await expect(dialog.getByText(/visible to the 2 students with a grade/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/post-dialog-390.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await ownGrade(api, inA.token, course.id, assignment.id)).toBeNull();
  await header.getByRole('button', { name: 'Hide grades' }).click();
  const hide = page.getByRole('dialog', { name: 'Hide grades' });
  await expect(hide.getByText('Grades are hidden again from 1 student who can see them now.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/hide-dialog-390.png` });
  await hide.getByRole('button', { name: 'Hide grades' }).click();
  await expect(hide).toBeHidden();
  await expect(header.getByText('2 graded, hidden from students')).toBeVisible();
  expect(await ownGrade(api, inB.token, course.id, assignment.id)).toBeNull();
});

import { mkdirSync } from 'node:fs';
import { expectNoSidewaysScroll } from '../layout';
import { createAssignment, createCourse, createPerson, enroll, uniqueName } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test } from '../fixtures';

const SHOTS = '/tmp/grades/shots';

test('a student sees their course grade only from posted work', async ({ page, api }) => {
  const course = await createCourse(api);
  const teacher = await createPerson(api, uniqueName('Teacher'));
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  const student = await createPerson(api, uniqueName('Ada'));
  await enroll(api, course.id, student.id, 'StudentEnrollment');
  const asTeacher = api.as(teacher.token);
  const standard = await asTeacher.post<{ id: number }>(`/api/v1/courses/${course.id}/grading_standards`, {
    title: 'Letters',
    grading_scheme_entry: [{ name: 'A', value: 94 }, { name: 'A-', value: 90 }, { name: 'B', value: 80 }, { name: 'C', value: 70 }, { name: 'F', value: 0 }],
  });
  await asTeacher.put(`/api/v1/courses/${course.id}`, { course: { grading_standard_id: standard.id } });
  const essay = await createAssignment(api, course.id, { points_possible: 10, submission_types: ['online_text_entry'] });
  const quiz = await createAssignment(api, course.id, { points_possible: 10, submission_types: ['online_text_entry'] });
  await asTeacher.post('/api/graphql', {
    query: 'mutation($input: SetAssignmentPostPolicyInput!) { setAssignmentPostPolicy(input: $input) { postPolicy { _id } } }',
    variables: { input: { assignmentId: String(quiz.id), postManually: true } },
  });

  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, student.token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/courses/${course.id}`);
  const card = page.getByRole('region', { name: 'Course grade' });
  await expect(card.getByText('No graded work yet')).toBeVisible();

  await asTeacher.put(`/api/v1/courses/${course.id}/assignments/${essay.id}/submissions/${student.id}`, { submission: { posted_grade: '9' } });
  await page.reload();
  await expect(card.getByText('Your grade: 90 % (A-)')).toBeVisible();

  // Graded under manual posting: the student's grade stays as it was.
  await asTeacher.put(`/api/v1/courses/${course.id}/assignments/${quiz.id}/submissions/${student.id}`, { submission: { posted_grade: '5' } });
  await page.reload();
  await expect(card.getByText('Your grade: 90 % (A-)')).toBeVisible();
  await expect(card.getByText('Counting work not yet graded as zero: 45 % (F)')).toBeVisible();

  // The teacher posts the quiz's grades from the grading view.
  await signIn(page, teacher.token);
  await page.goto(`/courses/${course.id}/assignments/${quiz.id}/grade`);
  const header = page.getByRole('region', { name: 'Posting grades' });
  await header.getByRole('button', { name: 'Post grades' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post grades' });
  await dialog.getByRole('button', { name: 'Post grades' }).click();
  await expect(dialog).toBeHidden();
  const ownQuiz = `/api/v1/courses/${course.id}/assignments/${quiz.id}/submissions/self`;
  await expect.poll(async () => (await api.as(student.token).get<{ score: number | null }>(ownQuiz)).score).toBe(5);

  await signIn(page, student.token);
  await page.goto(`/courses/${course.id}`);
  await expect(card.getByText('Your grade: 70 % (C)')).toBeVisible();
  await expect(card.getByText('Counting work not yet graded as zero: 70 % (C)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/course-grade-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/course-grade-390.png` });
});

import { mkdirSync } from 'node:fs';
import { expectNoSidewaysScroll } from '../layout';
import { GradingStatsPanel } from '../pages/grading-stats-panel';
import { createAssignment, createCourse, createPerson, enroll, uniqueName } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test } from '../fixtures';

const SHOTS = '/tmp/grading-stats-shots';

test('graded N of M, the mean and the distribution of a class of its own; axe clean and screenshots light and dark', async ({ page, api }) => {
  const course = await createCourse(api);
  const teacher = await createPerson(api, uniqueName('Teacher'));
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  const students = [];
  for (let i = 0; i < 5; i += 1) {
    const student = await createPerson(api, uniqueName(`Stat${String.fromCharCode(65 + i)}`));
    await enroll(api, course.id, student.id, 'StudentEnrollment');
    students.push(student);
  }
  const assignment = await createAssignment(api, course.id, { points_possible: 10, submission_types: ['online_text_entry'], published: true });
  const grade = (userId: number, posted: string) =>
    api.as(teacher.token).put(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${userId}`, { submission: { posted_grade: posted } });
  // Three graded (9.5, 7 and 4: mean 6.83), one excused (graded, no score), one untouched.
  const [a, b, c, d] = students;
  for (const [student, posted] of [[a, '9.5'], [b, '7'], [c, '4'], [d, 'EX']] as const) if (student) await grade(student.id, posted);

  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, teacher.token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/courses/${course.id}/assignments/${assignment.id}/grade`);
  const stats = new GradingStatsPanel(page);
  await expect(stats.text('Graded 4 of 5')).toBeVisible();
  await expect(stats.text('Mean 6.83 / 10')).toBeVisible();

  await stats.distributionButton.click();
  await expect(stats.chart).toBeVisible();
  await expect(stats.distribution).toContainText('Distribution of 3 scores: 1 from 40% to under 50%, 1 from 70% to under 80%, 1 90% or more.');
  expect(await stats.bandCounts()).toMatchObject({ 'from 40% to under 50%': 1, 'from 70% to under 80%': 1, '90% or more': 1, 'under 10%': 0 });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/desktop-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/desktop-dark.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(stats.chart).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/phone-dark.png` });
  await page.keyboard.press('Escape');
  await expect(stats.distribution).toBeHidden();
  await expect(stats.distributionButton).toHaveAttribute('aria-expanded', 'false');
});

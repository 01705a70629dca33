import { GradingPage } from '../pages/grading-page';
import { createAssignment, createCourse, createPerson, enroll, uniqueName } from '../seed';
import { expect, signIn, test, type Api } from '../fixtures';

type Scored = { user_id: number; score: number | null };

/** Three students of a past-due text assignment: the first already graded 7, the other two missing. */
async function missingWork(api: Api) {
  const course = await createCourse(api, uniqueName('E2E Bulk Course'), { time_zone: 'UTC' });
  const graded = await createPerson(api, uniqueName('Aaa Graded'));
  const late = await createPerson(api, uniqueName('Mmm Missing'));
  const absent = await createPerson(api, uniqueName('Zzz Missing'));
  for (const person of [graded, late, absent]) await enroll(api, course.id, person.id, 'StudentEnrollment');
  const assignment = await createAssignment(api, course.id, {
    points_possible: 10, submission_types: ['online_text_entry'], due_at: '2020-01-01T12:00:00Z',
  });
  await api.as('demo-admin').put(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${graded.id}`, { submission: { posted_grade: '7' } });
  return { course, assignment, graded, late, absent };
}

test.describe('bulk grading', () => {
  test('"missing gets 0" previews who changes, shows progress, reports each student and saves through the API', async ({ page, api }) => {
    const { course, assignment, graded, late, absent } = await missingWork(api);
    await signIn(page, 'demo-admin');
    const view = new GradingPage(page);
    await view.goto(course.id, assignment.id, graded.id);
    await expect(view.grading(graded.name)).toBeVisible();

    await page.getByRole('button', { name: 'Bulk grading' }).click();
    await page.getByRole('menuitem', { name: 'Give missing submissions 0…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give missing submissions 0' });
    const preview = dialog.getByRole('table', { name: 'Students who change' });
    await expect(dialog.getByText('2 students will change:')).toBeVisible();
    await expect(preview.getByRole('row', { name: new RegExp(`${late.name} – 0`) })).toBeVisible();
    await expect(preview.getByRole('row', { name: new RegExp(`${absent.name} – 0`) })).toBeVisible();
    await expect(preview.getByRole('row', { name: new RegExp(graded.name) })).toHaveCount(0);

    // Another grader grades one of them after the preview: that grade stays, and the result says why.
    await api.as('demo-admin').put(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${absent.id}`, { submission: { posted_grade: '4' } });
    // The job runs in the background: the dialog follows its Progress until it ends.
    const polled = page.waitForResponse((response) => /\/api\/v1\/progress\/\d+$/.test(new URL(response.url()).pathname));
    await dialog.getByRole('button', { name: 'Change 2 students' }).click();
    expect((await polled).ok()).toBe(true);

    const finished = page.getByRole('dialog', { name: 'Bulk grading finished' });
    const results = finished.getByRole('list', { name: 'Results' });
    await expect(finished.getByRole('status')).toHaveText('1 saved, 1 refused');
    await expect(results.getByRole('listitem').filter({ hasText: late.name })).toContainText('Saved: 0');
    await expect(results.getByRole('listitem').filter({ hasText: absent.name })).toContainText('Refused: Graded by someone else since the preview');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(view.student(late.name)).toContainText('Graded: 0');

    const scores = await api
      .as('demo-admin')
      .get<Scored[]>(`/api/v1/courses/${course.id}/students/submissions`, { 'student_ids[]': 'all', 'assignment_ids[]': String(assignment.id) });
    const byStudent = Object.fromEntries(scores.map((row) => [row.user_id, row.score]));
    expect(byStudent).toEqual({ [graded.id]: 7, [late.id]: 0, [absent.id]: 4 });
  });
});

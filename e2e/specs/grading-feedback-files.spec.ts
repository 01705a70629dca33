import { GradingPage } from '../pages/grading-page';
import { createAssignment, createCourse, createPerson, enroll, uniqueName } from '../seed';
import { expect, signIn, test, type Api } from '../fixtures';

type StudentView = { submission_comments?: { comment: string; attachments?: { display_name: string; url: string }[] }[] };

/** A course with one student and a points assignment that posts grades automatically (Canvas's default). */
async function oneStudent(api: Api) {
  const course = await createCourse(api, uniqueName('E2E Feedback Course'), { time_zone: 'UTC' });
  const student = await createPerson(api, uniqueName('Fay Feedback'));
  await enroll(api, course.id, student.id, 'StudentEnrollment');
  const assignment = await createAssignment(api, course.id, { points_possible: 10 });
  const studentView = () =>
    api.as(student.token).get<StudentView>(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/self`, { 'include[]': 'submission_comments' });
  return { course, assignment, student, studentView };
}

const NOTES = { name: 'marked-essay.txt', mimeType: 'text/plain', buffer: Buffer.from('Paragraph 2 needs a source.') };

test.describe('feedback files on comments', () => {
  test('a file attached while offline waits in the browser, saves when the network returns, and the student then reads it', async ({
    page,
    context,
    api,
  }) => {
    const { course, assignment, student, studentView } = await oneStudent(api);
    await signIn(page, 'demo-admin');
    const view = new GradingPage(page);
    await view.goto(course.id, assignment.id, student.id);
    await expect(view.grading(student.name)).toBeVisible();

    await context.setOffline(true);
    await page.getByLabel('Files to attach').setInputFiles(NOTES);
    await expect(page.getByRole('list', { name: 'Files to send' })).toContainText(NOTES.name);
    await view.comment.fill('Notes on your essay attached');
    await page.getByRole('button', { name: 'Send' }).click();
    const outbox = page.getByRole('list', { name: 'Comments not sent yet' });
    await expect(outbox).toContainText('Waiting for the network');
    await expect(outbox).toContainText(NOTES.name);
    // Nothing reached the server, so the student has nothing.
    expect((await studentView()).submission_comments).toEqual([]);

    await context.setOffline(false);
    await expect(outbox).toBeHidden();
    const files = view.commentThread.getByRole('list', { name: 'Comment files' });
    await expect(files).toContainText(NOTES.name);
    // The grader's comment posts the submission on an automatically posted assignment: now the student reads it.
    const [seen] = (await studentView()).submission_comments ?? [];
    expect(seen?.comment).toBe('Notes on your essay attached');
    expect(seen?.attachments?.map((file) => file.display_name)).toEqual([NOTES.name]);
    const download = await api.as(student.token).fetch(new URL(seen?.attachments?.[0]?.url ?? '').pathname + new URL(seen?.attachments?.[0]?.url ?? '').search);
    expect(await download.text()).toBe(NOTES.buffer.toString());
  });

  test('a comment whose upload cannot get through survives a reload and is sent by Retry now', async ({ page, api }) => {
    const { course, assignment, student } = await oneStudent(api);
    await signIn(page, 'demo-admin');
    const view = new GradingPage(page);
    // The upload's first step fails as a dropped connection would, until the route is lifted.
    await page.route('**/comments/files', (route) => route.abort('internetdisconnected'));
    await view.goto(course.id, assignment.id, student.id);
    await expect(view.grading(student.name)).toBeVisible();
    await page.getByLabel('Files to attach').setInputFiles(NOTES);
    await page.getByRole('button', { name: 'Send' }).click();
    const outbox = page.getByRole('list', { name: 'Comments not sent yet' });
    await expect(outbox).toContainText('Waiting for the network');

    await page.reload();
    await expect(view.grading(student.name)).toBeVisible();
    await expect(outbox).toContainText(NOTES.name);
    // The page keeps trying by itself: the route is lifted at the last moment, with Retry now already focused, so it
    // is the button's try that gets through (lifted before, a try of the page's own sent it first, with no button).
    const retryNow = outbox.getByRole('button', { name: 'Retry now' });
    await retryNow.focus();
    await page.unroute('**/comments/files');
    await page.keyboard.press('Enter');
    await expect(outbox).toBeHidden();
    await expect(view.commentThread.getByRole('list', { name: 'Comment files' })).toContainText(NOTES.name);
    await page.reload();
    await expect(view.commentThread.getByRole('list', { name: 'Comment files' })).toContainText(NOTES.name);
  });

  test('the grader edits, then deletes after confirming, their own comment', async ({ page, api }) => {
    const { course, assignment, student } = await oneStudent(api);
    await api.as('demo-admin').put(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions/${student.id}`, {
      comment: { text_comment: 'Good start' },
    });
    await signIn(page, 'demo-admin');
    const view = new GradingPage(page);
    await view.goto(course.id, assignment.id, student.id);
    await view.commentThread.getByRole('button', { name: 'Edit comment' }).click();
    const form = page.getByRole('form', { name: 'Edit comment' });
    await form.getByLabel('Comment text').fill('Good start; see page 2');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(view.commentThread).toContainText('Good start; see page 2');
    await expect(view.commentThread).toContainText('Edited');

    await view.commentThread.getByRole('button', { name: 'Delete comment' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this comment?' });
    await dialog.getByRole('button', { name: 'Delete comment' }).click();
    await expect(page.getByText('No comments yet.')).toBeVisible();
  });
});

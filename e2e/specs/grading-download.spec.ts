import { readFileSync, writeFileSync } from 'node:fs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { expect, expectNoSeriousA11yViolations, fileChooserFrom, signIn, test, type ApiClient } from '../fixtures';
import { GradingPage } from '../pages/grading-page';

type Course = { id: number; name: string };
type Assignment = { id: number; name: string };
type Submission = { user_id: number; submission_type: string | null; attachments?: { display_name: string }[] };

/** The demo seed's photo journal, which every submitting student answered with uploads; downloading changes nothing. */
async function photoJournal(teacher: ApiClient) {
  const courses = await teacher.get<Course[]>('/api/v1/courses', { per_page: 100 });
  const course = courses.find((c) => c.name === 'Biology 101');
  if (!course) throw new Error('the demo seed has no Biology 101');
  const assignments = await teacher.get<Assignment[]>(`/api/v1/courses/${course.id}/assignments`, { per_page: 100 });
  const assignment = assignments.find((a) => a.name === 'Microscopy Photo Journal');
  if (!assignment) throw new Error('no demo photo journal');
  const rows = await teacher.get<Submission[]>(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions`, { per_page: 100 });
  return { courseId: course.id, assignmentId: assignment.id, submitted: rows.filter((row) => row.submission_type !== null) };
}

test.describe('download all submissions', () => {
  test('downloads one zip with a folder per submitting student, holding their files', async ({ page, api }) => {
    const { courseId, assignmentId, submitted } = await photoJournal(api.as('demo-teacher'));
    await signIn(page, 'demo-teacher');
    const grading = new GradingPage(page);
    await grading.goto(courseId, assignmentId);
    await page.getByRole('button', { name: 'Download all submissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download all submissions' });
    const downloadButton = dialog.getByRole('button', { name: /^Download zip \(.+\)$/ });
    await expect(downloadButton).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    await expect(dialog.getByRole('status')).toHaveText('Download started. Your browser shows its progress.');
    expect(download.suggestedFilename()).toMatch(/submissions\.zip$/);
    const entries = Object.keys(unzipSync(readFileSync(await download.path())));
    const folders = [...new Set(entries.map((name) => name.split('/')[0] ?? ''))];
    // One folder per student, named "<sortable name>_<user id>" as Canvas names them; nobody else's.
    expect(folders.map((folder) => Number(/_(\d+)$/.exec(folder)?.[1])).sort((a, b) => a - b)).toEqual(
      submitted.map((row) => row.user_id).sort((a, b) => a - b),
    );
    const files = submitted.flatMap((row) => row.attachments ?? []).length;
    expect(entries.length).toBeGreaterThanOrEqual(files);
  });

  test('is reachable by keyboard alone, and Escape closes it', async ({ page, api }) => {
    const { courseId, assignmentId } = await photoJournal(api.as('demo-teacher'));
    await signIn(page, 'demo-teacher');
    await new GradingPage(page).goto(courseId, assignmentId);
    const button = page.getByRole('button', { name: 'Download all submissions' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Download all submissions' });
    await expect(dialog.getByRole('button', { name: /^Download zip/ })).toBeFocused();
    await expectNoSeriousA11yViolations(page, { include: '.modal' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('upload feedback', () => {
  test("attaches a file added to a student's folder as a comment, after a preview of the match", async ({ page, api }, testInfo) => {
    const teacher = api.as('demo-teacher');
    const { courseId, assignmentId, submitted } = await photoJournal(teacher);
    const student = submitted[0];
    if (!student) throw new Error('nobody submitted the photo journal');
    // The download, as the grader saved it, with one file added to the first student's folder.
    const zipUrl = `/courses/${courseId}/assignments/${assignmentId}/submissions?zip=1`;
    const response = await teacher.fetch(zipUrl);
    expect(response.status()).toBe(200);
    const downloaded = unzipSync(new Uint8Array(await response.body()));
    const folder = Object.keys(downloaded).map((name) => name.split('/')[0] ?? '').find((name) => name.endsWith(`_${student.user_id}`));
    if (!folder) throw new Error('no folder for the student');
    const feedbackName = `feedback-${testInfo.testId}-${Date.now()}.txt`;
    const feedbackZip = testInfo.outputPath('feedback.zip');
    writeFileSync(feedbackZip, zipSync({ ...downloaded, [`${folder}/${feedbackName}`]: strToU8('Well observed; label the scale bar.') }));

    await signIn(page, 'demo-teacher');
    await new GradingPage(page).goto(courseId, assignmentId);
    await page.getByRole('button', { name: 'Upload feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload feedback' });
    const chooser = await fileChooserFrom(page, () => dialog.getByRole('button', { name: 'Choose a zip…' }).click());
    await chooser.setFiles(feedbackZip);
    const plan = dialog.getByRole('list', { name: 'Students and files' });
    await expect(plan.getByRole('listitem')).toHaveCount(1);
    await expect(plan.getByRole('listitem')).toContainText(feedbackName);
    await expectNoSeriousA11yViolations(page, { include: '.modal' });
    await dialog.getByRole('button', { name: 'Attach to 1 student' }).click();
    await expect(plan.getByRole('listitem')).toContainText('Attached');

    const detail = await teacher.get<{ submission_comments?: { attachments?: { display_name: string }[] }[] }>(
      `/api/v1/courses/${courseId}/assignments/${assignmentId}/submissions/${student.user_id}`,
      { 'include[]': 'submission_comments' },
    );
    const names = (detail.submission_comments ?? []).flatMap((comment) => comment.attachments ?? []).map((file) => file.display_name);
    expect(names).toContain(feedbackName);
  });
});

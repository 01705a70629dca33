import { expect, signIn, test, type ApiClient } from '../fixtures';
import { GradingPage } from '../pages/grading-page';
import { expectCanvasDrawn } from '../canvas-drawn';

type Course = { id: number; name: string };
type Assignment = { id: number; name: string };
type File = { display_name: string; 'content-type': string };
type Submission = { user_id: number; attachments?: File[]; user?: { name: string } };

/**
 * Uploaded files cannot be made over the API yet (no upload endpoint), so these tests read the demo seed's
 * Biology 101 uploads; they change nothing, so they still stand alone.
 */
async function uploaded(teacher: ApiClient, assignmentName: string, contentType: string) {
  const courses = await teacher.get<Course[]>('/api/v1/courses', { per_page: 100 });
  const course = courses.find((c) => c.name === 'Biology 101');
  if (!course) throw new Error('the demo seed has no Biology 101');
  const assignments = await teacher.get<Assignment[]>(`/api/v1/courses/${course.id}/assignments`, { per_page: 100 });
  const assignment = assignments.find((a) => a.name === assignmentName);
  if (!assignment) throw new Error(`no demo assignment ${assignmentName}`);
  const rows = await teacher.get<Submission[]>(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions`, {
    per_page: 100,
    'include[]': 'user',
  });
  const row = rows.find((r) => r.attachments?.some((file) => file['content-type'] === contentType));
  if (!row?.user) throw new Error(`no ${contentType} upload on ${assignmentName}`);
  return { courseId: course.id, assignmentId: assignment.id, studentId: row.user_id, student: row.user.name };
}

test.describe('the submission view', () => {
  test('previews an uploaded image: the file loads from its sandboxed download URL', async ({ page, api }) => {
    const { courseId, assignmentId, studentId, student } = await uploaded(api.as('demo-teacher'), 'Microscopy Photo Journal', 'image/png');
    await signIn(page, 'demo-teacher');
    await new GradingPage(page).goto(courseId, assignmentId, studentId);
    const view = page.getByRole('region', { name: `Submission by ${student}` });
    const image = view.getByRole('img', { name: /\.png$/ });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('draws a PDF with pdf.js into a canvas, and shows the text file beside it', async ({ page, api }) => {
    const { courseId, assignmentId, studentId, student } = await uploaded(api.as('demo-teacher'), 'Osmosis Lab Report', 'application/pdf');
    await signIn(page, 'demo-teacher');
    await new GradingPage(page).goto(courseId, assignmentId, studentId);
    const view = page.getByRole('region', { name: `Submission by ${student}` });
    await expect(view.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expectCanvasDrawn(view.getByRole('img', { name: 'Osmosis Lab Report.pdf, page 1' }));
    await expect(view.getByRole('region', { name: 'Contents of osmosis-measurements.txt' })).toContainText('sucrose_molar');
  });
});

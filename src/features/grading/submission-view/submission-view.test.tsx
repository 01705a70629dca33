import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assignmentQueries } from '@/api/assignments';
import { submissionQueries } from '@/api/submissions';
import { renderWithApi } from '@/test/render-app';
import { attachFile } from '../../../../server/test/submission-files';
import { submissionWorld } from '../../../../server/test/submission-world';
import { SubmissionView } from './submission-view';
import type { CanvasId } from '@/api/schemas/ids';

/** The grading page's use of the view: the student's submission with history, as the app fetches it. */
function Harness({ courseId, assignmentId, userId, label }: { courseId: CanvasId; assignmentId: CanvasId; userId: CanvasId; label: string }) {
  const submission = useQuery(submissionQueries.detail(courseId, assignmentId, userId));
  const assignment = useQuery(assignmentQueries.detail(courseId, assignmentId));
  if (!submission.data || !assignment.data) return <p>Loading</p>;
  return (
    <SubmissionView courseId={courseId} assignment={assignment.data} submission={submission.data} studentLabel={label} timeZone="America/Denver" />
  );
}

function world() {
  const w = submissionWorld({ types: ['online_text_entry', 'online_url', 'online_upload'], dueAt: '2026-02-26T12:00:00Z' });
  const render = (userId: number, label = 'Student 1') =>
    renderWithApi(w.app, <Harness courseId={String(w.w.course.id)} assignmentId={String(w.assignmentId)} userId={String(userId)} label={label} />, 'teacher-token');
  /** An earlier attempt kept in the submission's history, as a resubmission leaves it. */
  const earlier = (userId: number, snapshot: Record<string, unknown>) =>
    w.app.db
      .prepare('INSERT INTO submission_versions (submission_id, attempt, snapshot, created_at) VALUES (?, ?, ?, ?)')
      .run(w.submissionId(userId), snapshot.attempt, JSON.stringify(snapshot), '2026-02-25T10:00:00Z');
  return { ...w, render, earlier };
}

const region = (label: string) => screen.findByRole('region', { name: `Submission by ${label}` });

describe('SubmissionView', () => {
  it('shows a text entry through the sanitizer: the markup stays, the script neither runs nor shows', async () => {
    const { submit, students, render } = world();
    submit(students.sam, '2026-02-28T15:00:00Z', { body: '<p>Cells <strong>divide</strong></p><script>window.pwned = true</script><img src=x onerror="window.pwned = true">' });
    render(students.sam, 'Sam Student');
    const view = await region('Sam Student');
    expect(within(view).getByText('divide').tagName).toBe('STRONG');
    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('[onerror]')).toBeNull();
    expect(view.textContent).not.toContain('pwned');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    // Submitted 2 days 3 hours after the due date, shown in the course's zone (Denver, UTC-7).
    expect(within(view).getByText('Submitted Feb 28, 8:00 AM')).toBeTruthy();
    expect(within(view).getByText('Late by 2 days 3 hours')).toBeTruthy();
  });

  it('offers a URL submission as an external link that cannot reach back to the app', async () => {
    const { submit, students, render } = world();
    submit(students.nia, '2026-02-25T15:00:00Z', { submission_type: 'online_url', body: null, url: 'https://docs.example.org/crispr' });
    render(students.nia);
    const link = within(await region('Student 1')).getByRole('link', { name: 'https://docs.example.org/crispr' });
    expect(link.getAttribute('href')).toBe('https://docs.example.org/crispr');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("switches to an older attempt and shows that attempt's own work and files", async () => {
    const { app, submit, students, render, earlier, submissionId } = world();
    submit(students.omar, '2026-02-26T11:00:00Z', { attempt: 2, submission_type: 'online_upload', body: null });
    earlier(students.omar, { attempt: 1, submission_type: 'online_text_entry', body: '<p>My first draft</p>', submitted_at: '2026-02-24T17:30:00Z' });
    attachFile(app, submissionId(students.omar), 2, { name: 'final-answer.txt', contentType: 'text/plain', bytes: 'The final answer is 42.' });
    const { user } = render(students.omar, 'Omar Third');
    const view = await region('Omar Third');
    const picker = within(view).getByRole('combobox', { name: 'Attempt' });
    expect((picker as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Attempt 2 of 2, submitted Feb 26, 4:00 AM');
    // The text file is read and shown as text.
    expect(await within(view).findByText('The final answer is 42.')).toBeTruthy();
    expect(within(view).queryByText('My first draft')).toBeNull();
    await user.selectOptions(picker, 'Attempt 1 of 2, submitted Feb 24, 10:30 AM');
    expect(within(view).getByText('My first draft')).toBeTruthy();
    expect(within(view).queryByText('final-answer.txt')).toBeNull();
  });

  it('previews an uploaded image with the file name as its text alternative, and links the download', async () => {
    const { app, submit, students, render, submissionId } = world();
    submit(students.abe, '2026-02-25T15:00:00Z', { submission_type: 'online_upload', body: null });
    const file = attachFile(app, submissionId(students.abe), 1, { name: 'onion-cells.png', contentType: 'image/png', bytes: 'png bytes' });
    render(students.abe);
    const view = await region('Student 1');
    const image = within(view).getByRole('img', { name: 'onion-cells.png' });
    expect(image.getAttribute('src')).toMatch(new RegExp(`/files/${file.id}/download\\?download_frd=1&verifier=${file.uuid}$`));
    expect(within(view).getByText('9 bytes')).toBeTruthy();
    expect(within(view).getByRole('link', { name: 'Download onion-cells.png' }).getAttribute('href')).toBe(image.getAttribute('src'));
  });

  it('says plainly when nothing was submitted, and that it is missing', async () => {
    const { app, students, render, submissionId } = world();
    app.db.prepare(`UPDATE submissions SET late_policy_status = 'missing' WHERE id = ?`).run(submissionId(students.sam));
    render(students.sam, 'Student 4');
    const view = await region('Student 4');
    expect(within(view).getByText('No submission')).toBeTruthy();
    expect(within(view).getByText('Missing')).toBeTruthy();
    expect(within(view).getByText('This submission is missing.')).toBeTruthy();
    await waitFor(() => expect(within(view).queryByRole('list', { name: 'Files' })).toBeNull());
  });
});

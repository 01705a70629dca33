import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render-app';
import { attachFile } from '../../../../server/test/submission-files';
import { submissionWorld } from '../../../../server/test/submission-world';
import { DownloadAllDialog } from './download-all-dialog';

function world() {
  const w = submissionWorld({ types: ['online_upload'] });
  w.submit(w.students.sam, '2026-02-28T10:00:00Z', { submission_type: 'online_upload', body: null });
  attachFile(w.app, w.submissionId(w.students.sam), 1, { name: 'report.pdf', contentType: 'application/pdf', bytes: 'x'.repeat(5000) });
  return w;
}

const dialog = (courseId: number, assignmentId: number) => (
  <DownloadAllDialog courseId={String(courseId)} assignmentId={String(assignmentId)} anonymous={false} isOpen onOpenChange={() => undefined} />
);

/** The dialog behind a button, so a test can change the network before the dialog asks for the zip's size. */
function Opener({ courseId, assignmentId }: { courseId: number; assignmentId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <DownloadAllDialog courseId={String(courseId)} assignmentId={String(assignmentId)} anonymous={false} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

describe('the download-all dialog', () => {
  it("offers the zip at its exact size, asked of the server's zip route", async () => {
    const { app, w, assignmentId } = world();
    renderWithApi(app, dialog(w.course.id, assignmentId), 'teacher-token');
    const button = await screen.findByRole('button', { name: /^Download zip \(5\.\d KB\)$/ });
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('tells a caller who may not grade that only graders can download, with no download button', async () => {
    const { app, w, assignmentId } = world();
    renderWithApi(app, dialog(w.course.id, assignmentId), 'student-token');
    expect((await screen.findByRole('alert')).textContent).toBe('Only graders of this course can download its submissions.');
    expect(screen.queryByRole('button', { name: /^Download zip/ })).toBeNull();
  });

  it("sends the grader to Canvas's own zip page when the server redirects there (proxy mode)", async () => {
    const { app, w, assignmentId } = world();
    const { user } = renderWithApi(app, <Opener courseId={w.course.id} assignmentId={assignmentId} />, 'teacher-token');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 302, headers: { Location: 'https://canvas.example.edu/courses/1' } })));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const link = await screen.findByRole('link', { name: "Open Canvas's download" });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([`/courses/${w.course.id}/assignments/${assignmentId}/submissions?zip=1`, '_blank']);
    expect(screen.queryByRole('button', { name: /^Download zip/ })).toBeNull();
  });
});

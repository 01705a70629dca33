import { useState } from 'react';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import { lazyOverlay, preloadOn } from '@/components/dialog/lazy-overlay';
import '@/styles/grading-download.css';

// Loaded when opened: the zip reader and the dialogs are not part of a first visit to grading.
const DownloadAllDialog = lazyOverlay(() => import('./download-all-dialog').then((module) => module.DownloadAllDialog));
const UploadFeedbackDialog = lazyOverlay(() => import('./upload-feedback-dialog').then((module) => module.UploadFeedbackDialog));

/**
 * The grading header's "Download all submissions" and "Upload feedback" from such a zip. Upload feedback matches
 * folders by user id, so it is not offered while the assignment is graded anonymously.
 */
export function DownloadTools({ courseId, assignment }: { courseId: CanvasId; assignment: Assignment }) {
  const [open, setOpen] = useState<'download' | 'upload' | undefined>();
  const anonymous = assignment.anonymous_grading === true;
  const openChange = (which: 'download' | 'upload') => (isOpen: boolean) => setOpen(isOpen ? which : undefined);
  return (
    <>
      <Button size="sm" variant="ghost" onPress={() => setOpen('download')} {...preloadOn(DownloadAllDialog)}>
        Download all submissions
      </Button>
      {anonymous ? null : (
        <Button size="sm" variant="ghost" onPress={() => setOpen('upload')} {...preloadOn(UploadFeedbackDialog)}>
          Upload feedback
        </Button>
      )}
      {open === 'download' ? <DownloadAllDialog courseId={courseId} assignmentId={assignment.id} anonymous={anonymous} isOpen onOpenChange={openChange('download')} /> : null}
      {open === 'upload' ? <UploadFeedbackDialog courseId={courseId} assignmentId={assignment.id} isOpen onOpenChange={openChange('upload')} /> : null}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import '@/styles/grading-download.css';

// Loaded when opened: the zip reader and the dialogs are not part of a first visit to grading.
const DownloadAllDialog = lazy(() => import('./download-all-dialog').then((module) => ({ default: module.DownloadAllDialog })));
const UploadFeedbackDialog = lazy(() => import('./upload-feedback-dialog').then((module) => ({ default: module.UploadFeedbackDialog })));

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
      <Button size="sm" variant="ghost" onPress={() => setOpen('download')}>
        Download all submissions
      </Button>
      {anonymous ? null : (
        <Button size="sm" variant="ghost" onPress={() => setOpen('upload')}>
          Upload feedback
        </Button>
      )}
      <Suspense fallback={null}>
        {open === 'download' ? <DownloadAllDialog courseId={courseId} assignmentId={assignment.id} anonymous={anonymous} isOpen onOpenChange={openChange('download')} /> : null}
        {open === 'upload' ? <UploadFeedbackDialog courseId={courseId} assignmentId={assignment.id} isOpen onOpenChange={openChange('upload')} /> : null}
      </Suspense>
    </>
  );
}

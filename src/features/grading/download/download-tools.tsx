import { useState } from 'react';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import '@/styles/grading-download.css';
import { DownloadAllDialog } from './download-all-dialog';
import { UploadFeedbackDialog } from './upload-feedback-dialog';

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
      <DownloadAllDialog courseId={courseId} assignmentId={assignment.id} anonymous={anonymous} isOpen={open === 'download'} onOpenChange={openChange('download')} />
      <UploadFeedbackDialog courseId={courseId} assignmentId={assignment.id} isOpen={open === 'upload'} onOpenChange={openChange('upload')} />
    </>
  );
}

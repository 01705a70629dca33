import { useState } from 'react';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import { DownloadAllDialog } from './download-all-dialog';

/** The grading header's "Download all submissions" (and, beside it, "Upload feedback" from such a zip). */
export function DownloadTools({ courseId, assignment }: { courseId: CanvasId; assignment: Assignment }) {
  const [open, setOpen] = useState<'download' | undefined>();
  const anonymous = assignment.anonymous_grading === true;
  return (
    <>
      <Button size="sm" variant="ghost" onPress={() => setOpen('download')}>
        Download all submissions
      </Button>
      <DownloadAllDialog
        courseId={courseId}
        assignmentId={assignment.id}
        anonymous={anonymous}
        isOpen={open === 'download'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'download' : undefined)}
      />
    </>
  );
}

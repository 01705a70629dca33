import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { submissionsZipQueries, submissionsZipUrl, type SubmissionsZip } from '@/api/submissions-zip';
import type { CanvasId } from '@/api/schemas/ids';
import { Button, buttonClassName } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { formatFileSize } from '@/lib/file-size';

export interface DownloadAllDialogProps {
  courseId: CanvasId;
  assignmentId: CanvasId;
  anonymous: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Hands the URL to the browser's own download (no blob in this page): the zip goes to disk as it arrives. */
function startDownload(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * "Download all submissions": says what the zip holds and how big it is, then lets the browser download it, whose
 * own progress is exact because the server sends the zip's length first. Through the proxy Canvas builds the zip
 * itself, so the dialog sends the grader there.
 */
export function DownloadAllDialog({ courseId, assignmentId, anonymous, isOpen, onOpenChange }: DownloadAllDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog__title">
                Download all submissions
              </Heading>
              <DownloadAllBody courseId={courseId} assignmentId={assignmentId} anonymous={anonymous} close={close} />
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function DownloadAllBody({ courseId, assignmentId, anonymous, close }: Omit<DownloadAllDialogProps, 'isOpen' | 'onOpenChange'> & { close: () => void }) {
  const summary = useQuery(submissionsZipQueries.summary(courseId, assignmentId));
  const [started, setStarted] = useState(false);
  const href = submissionsZipUrl(courseId, assignmentId);
  const folders = anonymous ? 'a folder per student, named by anonymous id until every grade is posted' : 'a folder per student, named by sortable name and id';
  return (
    <>
      <p className="dialog__body">
        One zip with {folders}: each attempt&apos;s files, and a page for text and website entries. Keep the folders as they
        are to upload feedback from it later.
      </p>
      <SummaryLine summary={summary.data} isPending={summary.isPending} isError={summary.isError} href={href} />
      {started ? (
        <p role="status" className="inline-alert inline-alert--info">
          Download started. Your browser shows its progress.
        </p>
      ) : null}
      <div className="dialog__actions">
        <Button variant="secondary" onPress={close}>
          Close
        </Button>
        {summary.data?.kind === 'ready' ? (
          <Button
            variant="primary"
            autoFocus
            onPress={() => {
              startDownload(href);
              setStarted(true);
            }}
          >
            {`Download zip (${formatFileSize(summary.data.bytes)})`}
          </Button>
        ) : null}
      </div>
    </>
  );
}

function SummaryLine({ summary, isPending, isError, href }: { summary: SubmissionsZip | undefined; isPending: boolean; isError: boolean; href: string }) {
  if (isPending) return <p role="status" className="download-all__note"><Spinner size="sm" /> Counting the files…</p>;
  if (isError || summary?.kind === 'refused') {
    const forbidden = summary?.kind === 'refused' && summary.status === 403;
    return (
      <p role="alert" className="inline-alert inline-alert--error">
        {forbidden ? 'Only graders of this course can download its submissions.' : 'The zip could not be prepared. Try again in a moment.'}
      </p>
    );
  }
  if (summary?.kind === 'canvas') {
    return (
      <p className="inline-alert inline-alert--info">
        Canvas builds this zip itself, signed in on Canvas.{' '}
        <a className={buttonClassName('secondary', 'sm')} href={href} target="_blank" rel="noopener noreferrer">
          Open Canvas&apos;s download
        </a>{' '}
        Canvas may first say it is still zipping; open the link again once it is done.
      </p>
    );
  }
  return null;
}

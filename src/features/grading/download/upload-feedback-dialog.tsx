import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, FileTrigger, Heading, Label, Modal, ModalOverlay, ProgressBar } from 'react-aria-components';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import type { CanvasId } from '@/api/schemas/ids';
import { submissionQueries } from '@/api/submissions';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { formatCount } from '@/lib/format-count';
import { formatFileSize } from '@/lib/file-size';
import { planFeedback, type FeedbackPlan } from './feedback-plan';
import { readFeedbackZip } from './feedback-zip';
import { useFeedbackSend, type StudentResult } from './use-feedback-send';

export interface UploadFeedbackDialogProps {
  courseId: CanvasId;
  assignmentId: CanvasId;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

type Step = { step: 'pick'; error?: string } | { step: 'reading'; name: string } | { step: 'preview'; name: string; plan: FeedbackPlan };

/**
 * "Upload feedback": the grader picks a zip shaped like the download, with their files added; the dialog shows
 * whom each folder matches and which files it would attach, and on confirmation sends each student's files as one
 * comment, with the bytes sent and a result per student.
 */
export function UploadFeedbackDialog({ courseId, assignmentId, isOpen, onOpenChange }: UploadFeedbackDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="modal-overlay">
      <Modal className="modal download-feedback-modal">
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog__title">
                Upload feedback
              </Heading>
              <UploadFeedbackBody courseId={courseId} assignmentId={assignmentId} close={close} />
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function UploadFeedbackBody({ courseId, assignmentId, close }: { courseId: CanvasId; assignmentId: CanvasId; close: () => void }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<Step>({ step: 'pick' });
  const sender = useFeedbackSend(courseId, assignmentId);
  const read = async (file: File) => {
    setState({ step: 'reading', name: file.name });
    try {
      const folders = readFeedbackZip(new Uint8Array(await file.arrayBuffer()));
      const plan = await planFeedback(folders, (userId) =>
        queryClient.query(submissionQueries.detail(courseId, assignmentId, userId)).catch((error: unknown) => {
          if (isCanvasApiError(error) && error.status === 404) return undefined;
          throw error;
        }),
      );
      setState({ step: 'preview', name: file.name, plan });
    } catch (error) {
      setState({ step: 'pick', error: isCanvasApiError(error) ? error.message : `${file.name} could not be read as a zip.` });
    }
  };
  if (state.step !== 'preview') {
    return (
      <>
        <p className="dialog__body">
          Choose a zip made from &ldquo;Download all submissions&rdquo;, with your marked-up or added files in each student&apos;s
          folder. Files the download put there unchanged are left out; each student&apos;s new files become one comment.
        </p>
        {state.step === 'pick' && state.error ? (
          <p role="alert" className="inline-alert inline-alert--error">
            {state.error}
          </p>
        ) : null}
        {state.step === 'reading' ? (
          <p role="status" className="download-all__note">
            <Spinner size="sm" /> Reading {state.name}…
          </p>
        ) : null}
        <div className="dialog__actions">
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <FileTrigger acceptedFileTypes={['.zip', 'application/zip']} onSelect={(files) => { const file = files?.[0]; if (file) void read(file); }}>
            <Button variant="primary" isDisabled={state.step === 'reading'} autoFocus>
              Choose a zip…
            </Button>
          </FileTrigger>
        </div>
      </>
    );
  }
  return <FeedbackPreview plan={state.plan} name={state.name} sender={sender} close={close} onBack={() => setState({ step: 'pick' })} />;
}

const STATUS_TEXT = { waiting: 'Waiting', sending: 'Sending…', done: 'Attached' } as const;
const resultText = (result: StudentResult | undefined) =>
  !result ? 'Ready' : result.status === 'failed' ? `Failed: ${result.message}` : STATUS_TEXT[result.status];

function FeedbackPreview({ plan, name, sender, close, onBack }: { plan: FeedbackPlan; name: string; sender: ReturnType<typeof useFeedbackSend>; close: () => void; onBack: () => void }) {
  const { results, sent } = sender;
  const statuses = plan.students.map((s) => results.get(s.userId)?.status);
  const running = statuses.some((s) => s === 'waiting' || s === 'sending');
  const finished = statuses.length > 0 && statuses.every((s) => s === 'done' || s === 'failed');
  const failed = plan.students.filter((s) => results.get(s.userId)?.status === 'failed');
  const attached = statuses.filter((s) => s === 'done').length;
  const files = plan.students.reduce((n, s) => n + s.files.length, 0);
  return (
    <>
      <p className="dialog__body">
        {plan.students.length === 0
          ? `${name} has no new files for any student of this assignment.`
          : `${name}: ${formatCount(files, 'file')} for ${formatCount(plan.students.length, 'student')}, each student's as one comment.`}
      </p>
      {running || finished ? (
        <ProgressBar className="download-progress" value={sent.bytes} maxValue={Math.max(sent.total, 1)} valueLabel={`${formatFileSize(sent.bytes)} of ${formatFileSize(sent.total)}`}>
          {({ percentage, valueText }) => (
            <>
              <Label>{finished ? 'Sent' : 'Sending feedback'}</Label> <span className="download-progress__value">{valueText}</span>
              <div className="download-progress__track">
                <div className="download-progress__fill" style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      ) : null}
      <p role="status" className="visually-hidden">
        {finished ? `${attached} attached${failed.length ? `, ${failed.length} failed` : ''}` : ''}
      </p>
      {plan.students.length > 0 ? (
        <ul className="feedback-plan" aria-label="Students and files">
          {plan.students.map((student) => (
            <li key={student.userId} className="feedback-plan__row">
              <span className="feedback-plan__name">{student.name}</span>
              <span className={`feedback-plan__status feedback-plan__status--${results.get(student.userId)?.status ?? 'ready'}`}>
                {resultText(results.get(student.userId))}
              </span>
              <span className="feedback-plan__files">{student.files.map((f) => f.path).join(', ')}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {plan.unchanged > 0 ? <p className="download-all__note">{`${formatCount(plan.unchanged, 'student folder')} with nothing new, left alone.`}</p> : null}
      {plan.unmatched.length > 0 ? (
        <div className="inline-alert inline-alert--warning feedback-plan__unmatched">
          <p>{`${formatCount(plan.unmatched.length, 'folder')} not matched to a student, left alone:`}</p>
          <ul aria-label="Folders not matched">
            {plan.unmatched.map((folder) => (
              <li key={folder.folder}>
                <span className="feedback-plan__name">{folder.folder}</span>: {folder.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="dialog__actions">
        {finished || running ? (
          <Button variant={failed.length ? 'secondary' : 'primary'} onPress={close} isDisabled={running}>
            Close
          </Button>
        ) : (
          <Button variant="secondary" onPress={onBack}>
            Choose another zip
          </Button>
        )}
        {finished && failed.length > 0 ? (
          <Button variant="primary" onPress={() => void sender.send(failed)}>
            {`Retry ${formatCount(failed.length, 'student')}`}
          </Button>
        ) : null}
        {!finished && !running && plan.students.length > 0 ? (
          <Button variant="primary" autoFocus onPress={() => void sender.send(plan.students)}>
            {`Attach to ${formatCount(plan.students.length, 'student')}`}
          </Button>
        ) : null}
      </div>
    </>
  );
}

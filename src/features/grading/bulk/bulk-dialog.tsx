import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { fetchAllSubmissions, useBulkGrade } from '@/api/bulk-grading';
import { describeError } from '@/api/http/describe-error';
import type { CanvasId } from '@/api/schemas/ids';
import type { Submission } from '@/api/schemas/submission';
import { submissionKeys } from '@/api/submissions';
import { BulkForm } from './bulk-form';
import { planChanges, type BulkAction, type PlannedChange } from './bulk-plan';
import { BulkPreview } from './bulk-preview';
import { BulkProgress } from './bulk-progress';

export interface BulkDialogProps {
  courseId: CanvasId;
  assignmentId: CanvasId;
  kind: BulkAction['kind'];
  /** The checked rail rows, for the selection actions. */
  selectedRows: readonly Submission[];
  labelOf: (row: Submission) => string;
  onClose: () => void;
}

type Step = { name: 'form'; previous?: BulkAction } | { name: 'preview'; action: BulkAction } | { name: 'running'; progressId: CanvasId; changes: PlannedChange[] };

const firstStep = (kind: BulkAction['kind']): Step =>
  kind === 'missing' || kind === 'excuse' ? { name: 'preview', action: { kind } } : { name: 'form' };

/** One bulk action from choice to result: the grade, the preview of who changes, then the job's progress and results. */
export function BulkDialog(props: BulkDialogProps) {
  const [step, setStep] = useState<Step>(firstStep(props.kind));
  const running = step.name === 'running';
  return (
    <ModalOverlay isOpen isDismissable={!running} isKeyboardDismissDisabled={running} onOpenChange={(open) => !open && props.onClose()} className="modal-overlay">
      <Modal className="modal bulk-modal">
        <Dialog className="dialog">
          {step.name === 'form' ? (
            <BulkForm
              kind={props.kind === 'default' ? 'default' : 'selection'}
              previous={step.previous}
              count={props.selectedRows.length}
              onPreview={(action) => setStep({ name: 'preview', action })}
              onCancel={props.onClose}
            />
          ) : step.name === 'preview' ? (
            <PreviewStep {...props} action={step.action} onBack={() => setStep({ name: 'form', previous: step.action })} onStarted={(progressId, changes) => setStep({ name: 'running', progressId, changes })} />
          ) : (
            <BulkProgress courseId={props.courseId} assignmentId={props.assignmentId} progressId={step.progressId} changes={step.changes} onClose={props.onClose} />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface PreviewStepProps extends BulkDialogProps {
  action: BulkAction;
  onBack: () => void;
  onStarted: (progressId: CanvasId, changes: PlannedChange[]) => void;
}

function PreviewStep({ courseId, assignmentId, action, selectedRows, labelOf, onBack, onStarted, onClose }: PreviewStepProps) {
  const wholeClass = action.kind === 'default' || action.kind === 'missing';
  // The whole class, not just the rail's loaded page; Lectern narrows "missing" on the server, Canvas ignores that.
  const everyone = useQuery({
    queryKey: [...submissionKeys.assignment(courseId, assignmentId), 'bulk-preview', action.kind],
    queryFn: () => fetchAllSubmissions(courseId, assignmentId, action.kind === 'missing' ? { grading_status: ['missing'] } : {}),
    enabled: wholeClass,
    staleTime: 0,
    gcTime: 0,
  });
  const rows = wholeClass ? everyone.data : selectedRows;
  const changes = rows ? planChanges(action, rows, labelOf) : undefined;
  const send = useBulkGrade(courseId, assignmentId);
  const confirm = () => {
    if (!changes?.length) return;
    send.mutate(changes.map((item) => item.entry), { onSuccess: (progress) => onStarted(progress.id, changes) });
  };
  const error = everyone.error ?? send.error;
  return (
    <BulkPreview
      action={action}
      changes={changes}
      error={error ? describeError(error).message : null}
      isSending={send.isPending}
      onConfirm={confirm}
      onBack={action.kind === 'default' || action.kind === 'selection' ? onBack : undefined}
      onCancel={onClose}
    />
  );
}

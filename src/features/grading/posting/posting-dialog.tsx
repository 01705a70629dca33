import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog, Heading, Label, Modal, ModalOverlay, ProgressBar } from 'react-aria-components';
import { refreshPostedSubmissions, useChangePosting } from '@/api/post-policies';
import { progressQueryOptions } from '@/api/progress';
import { sectionQueries } from '@/api/sections';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/form/checkbox-field';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { readServerErrors } from '@/components/form/server-errors';
import { showToast } from '@/components/toast/toast-queue';
import type { PostingCounts } from './hidden-grades';
import { affectedText, postingFormSchema, toChoice, type PostingAction, type PostingFormValues } from './posting-form';

export interface PostingDialogProps {
  courseId: CanvasId;
  assignmentId: CanvasId;
  action: PostingAction;
  counts: PostingCounts | undefined;
  /**
   * Posting part of an anonymous assignment would name students by elimination, so Canvas posts one to everyone at
   * once, and hides it from everyone while its students are anonymous.
   */
  wholeClassOnly: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const TEXT = {
  post: { title: 'Post grades', confirm: 'Post grades', working: 'Posting grades', done: 'Grades posted' },
  hide: { title: 'Hide grades', confirm: 'Hide grades', working: 'Hiding grades', done: 'Grades hidden' },
} as const;

/**
 * Post or hide grades: whom (everyone, graded only when posting, or some of the course's sections), what that
 * means in students, then the job's progress until it is done. The dialog cannot be dismissed while the job runs.
 */
export function PostingDialog(props: PostingDialogProps) {
  const [progressId, setProgressId] = useState<CanvasId>();
  const running = progressId !== undefined;
  const close = (open: boolean) => {
    if (!open) setProgressId(undefined);
    props.onOpenChange(open);
  };
  return (
    <ModalOverlay isOpen={props.isOpen} onOpenChange={(open) => !running && close(open)} isDismissable={!running} isKeyboardDismissDisabled={running} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog posting-dialog">
          <Heading slot="title" className="dialog__title">
            {TEXT[props.action].title}
          </Heading>
          {progressId ? (
            <PostingProgress {...props} progressId={progressId} onFinished={() => close(false)} onFailed={() => setProgressId(undefined)} />
          ) : (
            <PostingForm {...props} onStarted={setProgressId} onCancel={() => close(false)} />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function PostingForm({ courseId, assignmentId, action, counts, wholeClassOnly, onStarted, onCancel }: PostingDialogProps & { onStarted: (id: CanvasId) => void; onCancel: () => void }) {
  const sections = useQuery(sectionQueries.withStudentCounts(courseId)).data ?? [];
  const { register, handleSubmit, control, formState } = useForm<PostingFormValues>({
    resolver: zodResolver(postingFormSchema),
    defaultValues: { scope: 'everyone', sectionIds: [] },
  });
  const values = useWatch({ control }) as PostingFormValues;
  const change = useChangePosting(assignmentId);
  const [failure, setFailure] = useState<string>();
  const scopes = [
    { value: 'everyone', label: 'Everyone' },
    ...(action === 'post' && !wholeClassOnly ? [{ value: 'graded', label: 'Graded students only' }] : []),
    ...(sections.length > 1 && !wholeClassOnly ? [{ value: 'sections', label: 'Chosen sections' }] : []),
  ];
  const onSubmit = handleSubmit(async (submitted) => {
    setFailure(undefined);
    try {
      const choice = toChoice(submitted);
      const id = await change.mutateAsync(action === 'post' ? { action, choice } : { action, choice: choice.kind === 'graded' ? { kind: 'everyone' } : choice });
      onStarted(id);
    } catch (error) {
      // The choices stay as they were: the grader fixes or retries without choosing again.
      setFailure(readServerErrors(error, {}).summary.join(' '));
    }
  });
  const descriptionId = `posting-affected-${action}`;
  return (
    <form noValidate className="posting-form" aria-describedby={descriptionId} onSubmit={(event) => void onSubmit(event)}>
      <RadioGroupField legend={action === 'post' ? 'Post grades for' : 'Hide grades from'} options={scopes} {...register('scope')} />
      {values.scope === 'sections' ? (
        <fieldset className="field field--group posting-form__sections" aria-invalid={formState.errors.sectionIds ? true : undefined}>
          <legend className="field__label">Sections</legend>
          {sections.map((section) => (
            <CheckboxField key={section.id} label={section.name} value={section.id} {...register('sectionIds')} />
          ))}
          {formState.errors.sectionIds ? (
            <p className="field__error" role="alert">
              {formState.errors.sectionIds.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <p id={descriptionId} className="posting-form__affected" aria-live="polite">
        {affectedText(action, values, counts, sections)}
      </p>
      {failure ? (
        <p role="alert" className="inline-alert inline-alert--error dialog__error">
          {failure}
        </p>
      ) : null}
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isBusy={change.isPending}>
          {TEXT[action].confirm}
        </Button>
      </div>
    </form>
  );
}

interface PostingProgressProps extends PostingDialogProps {
  progressId: CanvasId;
  onFinished: () => void;
  onFailed: () => void;
}

/** The job's progress, polled until it ends; then the rail and counts are read again and the dialog closes. */
function PostingProgress({ courseId, assignmentId, action, progressId, onFinished, onFailed }: PostingProgressProps) {
  const queryClient = useQueryClient();
  const progress = useQuery(progressQueryOptions(progressId));
  const state = progress.data?.workflow_state;
  // Once: the callbacks are new on every render, and one finished job is one toast.
  const finished = useRef(false);
  useEffect(() => {
    if (state !== 'completed' || finished.current) return;
    finished.current = true;
    void refreshPostedSubmissions(queryClient, courseId, assignmentId);
    showToast({ title: TEXT[action].done, tone: 'success' });
    onFinished();
  }, [state, queryClient, courseId, assignmentId, action, onFinished]);
  if (state === 'failed' || progress.isError) {
    return (
      <>
        <p role="alert" className="inline-alert inline-alert--error dialog__error">
          {`${TEXT[action].working} failed: ${progress.data?.message ?? 'the progress could not be read.'} Some students may already be changed; try again.`}
        </p>
        <div className="dialog__actions">
          <Button variant="primary" onPress={onFailed}>
            Back
          </Button>
        </div>
      </>
    );
  }
  const completion = progress.data?.completion ?? 0;
  return (
    <ProgressBar className="posting-progress" value={completion} valueLabel={`${Math.round(completion)}%`}>
      {({ percentage, valueText }) => (
        <>
          <Label className="posting-progress__label">{`${TEXT[action].working}… ${valueText ?? ''}`}</Label>
          <div className="posting-progress__track">
            <div className="posting-progress__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useSaveRubric } from '@/api/rubrics';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormErrorSummary } from '@/components/form/form-error-summary';
import { TextField } from '@/components/form/text-field';
import { showToast } from '@/components/toast/toast-queue';
import { CriterionEditor, keepFocusAfterMove } from './criterion-editor';
import { newCriterion, rubricFormSchema, rubricParams, rubricTotal, type RubricFormValues } from './rubric-form-values';
import { readRubricErrors } from './rubric-server-errors';

export interface RubricEditorProps {
  courseId: CanvasId;
  assignmentId: CanvasId;
  /** The assignment's points, to say when the rubric's total differs. */
  pointsPossible: number | null;
  defaultValues: RubricFormValues;
  /** The attached rubric and its association; absent for a new rubric. */
  rubricId?: CanvasId;
  associationId?: CanvasId;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Builds or edits the assignment's rubric: a form of its own (a rubric is its own Canvas resource, saved with its
 * association in one request), validated as the server validates, and kept as typed when the save fails.
 */
export function RubricEditor({ courseId, assignmentId, pointsPossible, defaultValues, rubricId, associationId, onDirtyChange }: RubricEditorProps) {
  const form = useForm<RubricFormValues>({ resolver: zodResolver(rubricFormSchema), defaultValues });
  const { control, register, handleSubmit, setError, reset, formState } = form;
  const criteria = useFieldArray({ control, name: 'criteria', keyName: 'key' });
  const save = useSaveRubric(courseId, assignmentId);
  const [summary, setSummary] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [saved, setSaved] = useState({ rubricId, associationId });
  const watched = useWatch({ control });
  const useForGrading = watched.use_for_grading ?? false;
  const total = rubricTotal({ criteria: form.getValues('criteria') });
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const moveCriterion = (from: number, by: -1 | 1) => {
    const to = from + by;
    if (to < 0 || to >= criteria.fields.length) return;
    criteria.move(from, to);
    const name = form.getValues(`criteria.${to}.description`).trim() || 'Criterion';
    setAnnouncement(`${name} moved to place ${to + 1} of ${criteria.fields.length}.`);
    keepFocusAfterMove();
  };
  const removeCriterion = (index: number) => {
    const name = form.getValues(`criteria.${index}.description`).trim() || `Criterion ${index + 1}`;
    criteria.remove(index);
    setAnnouncement(`${name} removed.`);
  };
  const onValid = async (values: RubricFormValues) => {
    setSummary([]);
    try {
      const answer = await save.mutateAsync({
        rubricId: saved.rubricId,
        associationId: saved.associationId,
        rubric: rubricParams(values),
        association: { assignmentId, use_for_grading: values.use_for_grading, hide_score_total: values.hide_score_total },
      });
      setSaved({ rubricId: answer.rubric.id, associationId: answer.rubric_association?.id ?? saved.associationId });
      // The server's ids for new criteria and ratings: a second save must update them, not add copies.
      reset(valuesWithIds(values, answer.rubric.data));
      showToast({ title: 'Rubric saved', tone: 'success' });
    } catch (error) {
      const { fields, summary: rest } = readRubricErrors(error, values);
      fields.forEach(({ name, message }, index) => setError(name, { type: 'server', message }, { shouldFocus: index === 0 }));
      setSummary(rest);
      if (fields.length === 0 && rest.length === 0) showToast({ title: 'The rubric was not saved', tone: 'error' });
    }
  };

  return (
    <FormProvider {...form}>
      <form className="form rubric-editor" noValidate aria-label="Rubric" onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <FormErrorSummary errors={summary.map((message) => ({ message }))} title="The rubric was not saved" />
        {formState.errors.criteria?.root?.message ?? formState.errors.criteria?.message ? (
          <p role="alert" className="field__error">{formState.errors.criteria.root?.message ?? formState.errors.criteria.message}</p>
        ) : null}
        <TextField label="Rubric title" {...register('title')} error={formState.errors.title?.message} />
        <div className="rubric-editor__criteria">
          {criteria.fields.map((field, index) => (
            <CriterionEditor key={field.key} index={index} count={criteria.fields.length} onMove={moveCriterion} onRemove={removeCriterion} announce={setAnnouncement} />
          ))}
        </div>
        <Button onPress={() => criteria.append(newCriterion(), { shouldFocus: true, focusName: `criteria.${criteria.fields.length}.description` })}>Add a criterion</Button>
        <p className="rubric-editor__total" aria-live="polite">
          {`Total: ${total} points`}
          {useForGrading && pointsPossible !== null && pointsPossible !== total ? ` · the assignment is worth ${pointsPossible}; graded with the rubric, a student's score is the rubric total.` : ''}
        </p>
        <CheckboxField
          label="Free-form comments"
          description="Graders write their own comment and points for each criterion instead of only picking a rating."
          {...register('free_form_criterion_comments')}
        />
        <CheckboxField label="Use this rubric for grading" description="The rubric total becomes the student's score." {...register('use_for_grading')} />
        <CheckboxField
          label="Hide the score total from students"
          description={useForGrading ? 'Not available while the rubric sets the grade.' : undefined}
          error={formState.errors.hide_score_total?.message}
          {...register('hide_score_total')}
        />
        <div className="form__actions">
          <Button type="submit" variant="primary" isBusy={save.isPending} isDisabled={save.isPending}>
            Save rubric
          </Button>
        </div>
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
      </form>
    </FormProvider>
  );
}

/** The saved values with the ids the server gave, matched by place (the server keeps the order it was sent). */
function valuesWithIds(values: RubricFormValues, criteria: readonly { id: string; ratings: readonly { id: string; points: number }[] }[]): RubricFormValues {
  return {
    ...values,
    criteria: values.criteria.map((criterion, index) => {
      const stored = criteria[index];
      // The server sorts ratings by points, highest first, which the form already required.
      return { ...criterion, id: stored?.id ?? criterion.id, ratings: criterion.ratings.map((rating, at) => ({ ...rating, id: stored?.ratings[at]?.id ?? rating.id })) };
    }),
  };
}

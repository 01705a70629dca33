import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import type { GroupCategory } from '@/api/schemas/group-category';
import { Button, buttonClassName } from '@/components/button';
import { FormCard } from '@/components/form/form-card';
import { FormErrorSummary } from '@/components/form/form-error-summary';
import { SKIP_UNSAVED_GUARD, UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { AnonymousGradingField } from './anonymous-grading-field';
import { AssignToSection } from './assign-to/assign-to-section';
import type { AssignToSaveResult } from './assign-to/save-assign-to';
import { GradingFields, GroupAssignmentFields, NameAndDescriptionFields, PublishField } from './assignment-basics-fields';
import { assignmentFormSchema, type AssignmentFormValues } from './assignment-form-values';
import { readAssignmentErrors } from './assignment-server-errors';
import { RubricSection } from './rubric/rubric-section';
import { SaveProgressStatus, UnsavedSummary } from './save-status';
import { SubmissionFields } from './submission-fields';
import { ValidationAnnouncer } from './validation-announcer';
import type { UnsavedItem } from './unsaved-items';
import { useAssignmentSave } from './use-assignment-save';
import './assignment-editor.css';
import type { CanvasId } from '@/api/schemas/ids';

export interface AssignmentFormProps {
  courseId: CanvasId;
  timeZone: string;
  assignmentGroups: readonly AssignmentGroup[];
  groupSets: readonly GroupCategory[];
  defaultValues: AssignmentFormValues;
  /** The assignment being edited (its cards as loaded are in defaultValues); null for a new one. */
  assignment: Assignment | null;
  onSaved: (assignment: Assignment, navigationState: typeof SKIP_UNSAVED_GUARD) => void;
  /** A new assignment now exists though some of its overrides were not saved: the page becomes its edit page. */
  onCreated?: (assignment: Assignment) => void;
}

export function AssignmentForm(props: AssignmentFormProps) {
  const { courseId, timeZone, assignmentGroups, groupSets, defaultValues, assignment, onSaved, onCreated } = props;
  const form = useForm<AssignmentFormValues>({ resolver: zodResolver(assignmentFormSchema), defaultValues });
  const { control, handleSubmit, setError, getValues, setValue, formState } = form;
  const [summary, setSummary] = useState<string[]>([]);
  const [unsaved, setUnsaved] = useState<UnsavedItem[]>([]);
  const [invalid, setInvalid] = useState<FieldErrors<AssignmentFormValues> | null>(null);
  const [rubricDirty, setRubricDirty] = useState(false);

  // A card whose students now have an override must continue it, or a retry would create a second one.
  const onOverridesCreated = (created: AssignToSaveResult['created']) => {
    for (const { cardKey, override } of created) {
      const index = getValues('cards').findIndex((card) => card.key === cardKey);
      if (index !== -1) setValue(`cards.${index}.overrideIds`, [...getValues(`cards.${index}.overrideIds`), override.id]);
    }
  };
  const saver = useAssignmentSave({
    courseId,
    timeZone,
    initial: assignment ? { assignment, values: defaultValues } : null,
    onOverridesCreated,
  });
  const isSaving = saver.progress !== null;
  const groupCategoryId = useWatch({ control, name: 'group_category_id' });
  const isGroupAssignment = useWatch({ control, name: 'is_group_assignment' });

  const onValid = async (values: AssignmentFormValues) => {
    setSummary([]);
    setUnsaved([]);
    setInvalid(null);
    const outcome = await saver.save(values);
    if (outcome.status === 'saved') {
      onSaved(outcome.assignment, SKIP_UNSAVED_GUARD);
    } else if (outcome.status === 'partial') {
      if (assignment === null) onCreated?.(outcome.assignment);
      setUnsaved(outcome.unsaved);
    } else {
      const { fields, summary: rest } = readAssignmentErrors(outcome.error, values.cards);
      fields.forEach(({ name, message }, index) => setError(name, { type: 'server', message }, { shouldFocus: index === 0 }));
      setSummary(rest);
    }
  };
  const onSubmit = handleSubmit(onValid, (errors) => setInvalid(errors));
  const isNew = assignment === null && !saver.hasSavedAssignment();

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={formState.isDirty || unsaved.length > 0 || rubricDirty} />
      <form className="form form--page assignment-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={isNew ? 'New assignment' : 'Edit assignment'}>
        <FormErrorSummary errors={summary.map((message) => ({ message }))} title="The assignment was not saved" />
        <UnsavedSummary unsaved={unsaved} onRetry={() => void onSubmit()} isRetrying={isSaving} />
        <ValidationAnnouncer errors={invalid} />
        <FormCard title="Details">
          <NameAndDescriptionFields />
        </FormCard>
        <FormCard title="Grading and submissions">
          <GradingFields assignmentGroups={assignmentGroups} />
          <SubmissionFields />
          <GroupAssignmentFields groupSets={groupSets} />
          <AnonymousGradingField />
        </FormCard>
        <AssignToSection
          name="cards"
          courseId={courseId}
          timeZone={timeZone}
          groupCategoryId={isGroupAssignment && groupCategoryId ? groupCategoryId : null}
          failedCardKeys={unsaved.flatMap((item) => (item.cardKey ? [item.cardKey] : []))}
        />
        <FormCard title="Publishing">
          <PublishField />
        </FormCard>
        <div className="form__actions">
          <Button type="submit" variant="primary" isBusy={isSaving} isDisabled={isSaving}>
            {isNew ? 'Create assignment' : 'Save changes'}
          </Button>
          <Link to={assignment ? `/courses/${courseId}/assignments/${assignment.id}` : `/courses/${courseId}/assignments`} className={buttonClassName('ghost')}>
            Cancel
          </Link>
          <SaveProgressStatus progress={saver.progress} />
        </div>
      </form>
      {/* Its own form after this one: a rubric is its own Canvas resource, saved by its own button. */}
      <RubricSection courseId={courseId} assignment={assignment} onDirtyChange={setRubricDirty} />
    </FormProvider>
  );
}

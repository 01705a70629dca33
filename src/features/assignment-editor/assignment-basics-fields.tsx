import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import type { GroupCategory } from '@/api/schemas/group-category';
import { CheckboxField } from '@/components/form/checkbox-field';
import { RequiredLabel } from '@/components/form/required-label';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { MAX_NAME_LENGTH, type AssignmentFormValues } from './assignment-form-values';
import { GRADING_TYPE_OPTIONS } from './assignment-options';

export function NameAndDescriptionFields() {
  const { register, control, formState } = useFormContext<AssignmentFormValues>();
  return (
    <>
      <TextField
        label={<RequiredLabel text="Name" />}
        aria-required="true"
        autoComplete="off"
        maxLength={MAX_NAME_LENGTH + 50}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextField label="Description" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
    </>
  );
}

/** Points only count for graded types: "Not graded" hides them and they are not sent. */
export function GradingFields({ assignmentGroups }: { assignmentGroups: readonly AssignmentGroup[] }) {
  const { register, control, formState } = useFormContext<AssignmentFormValues>();
  const gradingType = useWatch({ control, name: 'grading_type' });
  const { errors } = formState;
  return (
    <div className="form-grid">
      <SelectField label="Display grade as" options={GRADING_TYPE_OPTIONS} error={errors.grading_type?.message} {...register('grading_type')} />
      {gradingType !== 'not_graded' ? (
        <TextField label="Points" type="number" inputMode="decimal" min={0} step="any" error={errors.points_possible?.message} {...register('points_possible')} />
      ) : null}
      <SelectField
        label="Assignment group"
        options={
          assignmentGroups.length > 0
            ? assignmentGroups.map((group) => ({ value: group.id, label: group.name }))
            : [{ value: '', label: 'Assignments' }]
        }
        error={errors.assignment_group_id?.message}
        {...register('assignment_group_id')}
      />
    </div>
  );
}

/** A group assignment needs a group set; group overrides can only target groups of that set. */
export function GroupAssignmentFields({ groupSets }: { groupSets: readonly GroupCategory[] }) {
  const { register, control, formState } = useFormContext<AssignmentFormValues>();
  const isGroup = useWatch({ control, name: 'is_group_assignment' });
  if (groupSets.length === 0 && !isGroup) {
    return <p className="field__description">This course has no group sets, so this cannot be a group assignment yet.</p>;
  }
  return (
    <>
      <CheckboxField
        label="This is a group assignment"
        description="Students submit once for their group, and dates can be assigned to the groups of its set."
        {...register('is_group_assignment')}
      />
      {isGroup ? (
        <SelectField
          label="Group set"
          options={[{ value: '', label: 'Choose a group set' }, ...groupSets.map((set) => ({ value: set.id, label: set.name }))]}
          error={formState.errors.group_category_id?.message}
          {...register('group_category_id')}
        />
      ) : null}
    </>
  );
}

export function PublishField() {
  const { register, formState } = useFormContext<AssignmentFormValues>();
  return (
    <CheckboxField
      label="Published"
      error={formState.errors.published?.message}
      description="Students see published assignments that are assigned to them. New assignments start unpublished."
      {...register('published')}
    />
  );
}

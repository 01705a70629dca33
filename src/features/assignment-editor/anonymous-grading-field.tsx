import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import type { AssignmentFormValues } from './assignment-form-values';

/**
 * "Anonymous grading" (docs/decisions/0056-anonymous-grading.md): graders know students only by an anonymous id
 * until the grades are posted, and the assignment posts manually. Not for a group assignment, as in Canvas.
 */
export function AnonymousGradingField() {
  const { register, control, formState } = useFormContext<AssignmentFormValues>();
  const isGroup = useWatch({ control, name: 'is_group_assignment' });
  return (
    <CheckboxField
      label="Anonymous grading"
      description={
        isGroup
          ? 'Not available for a group assignment: graders see each group.'
          : 'Graders see no student names until grades are posted. Grades stay hidden from students until you post them.'
      }
      error={formState.errors.anonymous_grading?.message}
      {...register('anonymous_grading')}
    />
  );
}

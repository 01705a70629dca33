import type { Path } from 'react-hook-form';
import { readServerErrors } from '@/components/form/server-errors';
import { holdsEveryone } from './assign-to/assign-to-model';
import type { AssignmentFormValues } from './assignment-form-values';

type FieldName = Path<AssignmentFormValues>;

/**
 * Where Canvas's assignment errors land in the editor (§4.4: validation errors keyed by attribute, workflow_state
 * reported as `published`). The base dates live on the "Everyone" card, so their errors go there.
 */
function errorFields(cards: AssignmentFormValues['cards']): Record<string, FieldName> {
  const everyone = cards.findIndex(holdsEveryone);
  const dates: Record<string, FieldName> =
    everyone === -1
      ? {}
      : { due_at: `cards.${everyone}.due_at`, unlock_at: `cards.${everyone}.unlock_at`, lock_at: `cards.${everyone}.lock_at` };
  return {
    name: 'name',
    title: 'name',
    description: 'description',
    points_possible: 'points_possible',
    grading_type: 'grading_type',
    submission_types: 'online_types',
    'assignment[submission_types]': 'online_types',
    allowed_extensions: 'allowed_extensions',
    assignment_group_id: 'assignment_group_id',
    assignment_group: 'assignment_group_id',
    group_category_id: 'group_category_id',
    group_category: 'group_category_id',
    anonymous_grading: 'anonymous_grading',
    published: 'published',
    ...dates,
  };
}

/** A failed assignment save split into field errors (first one focused by the caller) and summary lines. */
export function readAssignmentErrors(error: unknown, cards: AssignmentFormValues['cards']) {
  return readServerErrors(error, errorFields(cards));
}

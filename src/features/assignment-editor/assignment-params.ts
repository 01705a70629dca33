import type { AssignmentFields } from '@/api/assignments';
import type { Assignment } from '@/api/schemas/assignment';
import { emptyCard, type AssignToCard } from './assign-to/assign-to-model';
import { splitExtensions, type AssignmentFormValues } from './assignment-form-values';
import { GRADING_TYPES, isOnlineType, type GradingType, type SubmissionMode } from './assignment-options';

/** The one mapping between the editor's values and Canvas's `assignment[...]` params (§4.4, §4.5). */

/** The fields Lectern adds beyond AssignmentFields: the external tool's launch URL (§4.4). */
export type AssignmentParams = AssignmentFields & { external_tool_tag_attributes?: { url: string } };

/** Canvas's `_inferSubmissionTypes`: not graded forces `not_graded`; online sends the ticked types. */
function submissionTypes(values: AssignmentFormValues): string[] {
  if (values.grading_type === 'not_graded') return ['not_graded'];
  return values.submission_mode === 'online' ? [...values.online_types] : [values.submission_mode];
}

/**
 * Every param the editor controls but the dates, which the "Assign to" plan derives from the cards. Points go only with a graded type; allowed extensions only with uploads
 * (an empty list lifts the restriction); an external tool cannot be a group assignment (Canvas unsets the set).
 */
export function toAssignmentParams(values: AssignmentFormValues): AssignmentParams {
  const types = submissionTypes(values);
  const graded = values.grading_type !== 'not_graded';
  const externalTool = graded && values.submission_mode === 'external_tool';
  const uploads = types.includes('online_upload');
  return {
    name: values.name.trim(),
    description: values.description,
    ...(graded ? { points_possible: Math.round(Number(values.points_possible) * 100) / 100 } : {}),
    grading_type: values.grading_type,
    submission_types: types,
    ...(uploads ? { allowed_extensions: values.restrict_extensions ? splitExtensions(values.allowed_extensions) : [] } : {}),
    ...(externalTool ? { external_tool_tag_attributes: { url: values.external_tool_url.trim() } } : {}),
    ...(values.assignment_group_id ? { assignment_group_id: values.assignment_group_id } : {}),
    group_category_id: values.is_group_assignment && !externalTool && values.group_category_id ? values.group_category_id : null,
    anonymous_grading: values.anonymous_grading,
    published: values.published,
  };
}

/** The params of `next` that differ from `base`: an edit sends only what the user changed. */
export function changedParams(next: AssignmentParams, base: AssignmentParams): AssignmentParams {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(value) !== JSON.stringify((base as Record<string, unknown>)[key])) changed[key] = value;
  }
  return changed;
}

function submissionModeOf(types: readonly string[]): SubmissionMode {
  if (types.includes('none')) return 'none';
  if (types.includes('on_paper')) return 'on_paper';
  if (types.includes('external_tool')) return 'external_tool';
  return 'online';
}

const gradingTypeOf = (value: string): GradingType =>
  (GRADING_TYPES as readonly string[]).includes(value) ? (value as GradingType) : 'points';

/** A new assignment: 0 points, online text entry, assigned to everyone with no dates, unpublished as Canvas creates it. */
export function newAssignmentValues(assignmentGroupId: string): AssignmentFormValues {
  return {
    name: '',
    description: '',
    points_possible: '0',
    grading_type: 'points',
    submission_mode: 'online',
    online_types: ['online_text_entry'],
    restrict_extensions: false,
    allowed_extensions: '',
    external_tool_url: '',
    assignment_group_id: assignmentGroupId,
    is_group_assignment: false,
    group_category_id: '',
    anonymous_grading: false,
    published: false,
    cards: [emptyCard([{ kind: 'everyone' }])],
  };
}

/** The editor's starting values for a saved assignment; `cards` come from the assign-to model. */
export function valuesFromAssignment(assignment: Assignment, cards: AssignToCard[]): AssignmentFormValues {
  const extensions = assignment.allowed_extensions ?? [];
  const externalUrl: unknown = (assignment.external_tool_tag_attributes as { url?: unknown } | undefined)?.url;
  return {
    name: assignment.name,
    description: assignment.description ?? '',
    points_possible: String(assignment.points_possible ?? 0),
    grading_type: gradingTypeOf(assignment.grading_type),
    submission_mode: submissionModeOf(assignment.submission_types),
    online_types: assignment.submission_types.filter(isOnlineType),
    restrict_extensions: extensions.length > 0,
    allowed_extensions: extensions.join(', '),
    external_tool_url: typeof externalUrl === 'string' ? externalUrl : '',
    assignment_group_id: assignment.assignment_group_id,
    is_group_assignment: assignment.group_category_id !== null,
    group_category_id: assignment.group_category_id === null ? '' : assignment.group_category_id,
    anonymous_grading: assignment.anonymous_grading === true,
    published: assignment.published,
    cards,
  };
}

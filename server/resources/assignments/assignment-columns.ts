import { validationFailed, type FieldError } from '../../canvas/errors';
import type { AssignmentWrite } from './assignment-params';
import { allowedExtensions, submissionTypes, type AssignmentRow } from './assignment-row';
import { mergeSettings, type SettingsColumns } from './assignment-settings-rules';
import { dateOrderErrors } from './date-order';

/**
 * What an assignment's columns become after a write, and the Assignment model's validations on them: the
 * merge of the stored row (none on create) with the keys sent, Canvas's defaults and the rules that tie
 * grading type, submission types and points together.
 */

export type AssignmentColumns = SettingsColumns & Pick<
  AssignmentRow,
  | 'name' | 'description' | 'points_possible' | 'grading_type' | 'submission_types' | 'allowed_extensions' | 'due_at'
  | 'unlock_at' | 'lock_at' | 'workflow_state' | 'only_visible_to_overrides' | 'omit_from_final_grade' | 'peer_reviews'
  | 'grade_group_students_individually' | 'allowed_attempts' | 'anonymous_grading'
>;

const GRADING_TYPES = ['pass_fail', 'percent', 'letter_grade', 'gpa_scale', 'points', 'not_graded'];
const MAX_TITLE = 255;
const MAX_POINTS = 999999999;

type Errors = Record<string, FieldError[]>;
const add = (errors: Errors, attribute: string, type: string, message: string) => {
  (errors[attribute] ??= []).push({ attribute, type, message });
};

/**
 * Grading type and submission types decide each other: not_graded grading means the "not_graded" submission
 * type (update_from_params), and that type means not_graded grading (the model's default_values). Leaving
 * not_graded by grading type alone falls back to "none" so the change sticks.
 */
function gradingAndTypes(write: AssignmentWrite, current: AssignmentRow | undefined) {
  let gradingType = write.grading_type ?? current?.grading_type ?? 'points';
  let types = write.submission_types ?? (current ? submissionTypes(current) : ['none']);
  if (write.submission_types === undefined && write.grading_type !== undefined) {
    if (gradingType === 'not_graded') types = ['not_graded'];
    else if (types.length === 1 && types[0] === 'not_graded') types = ['none'];
  }
  if (types.length === 1 && types[0] === 'not_graded') gradingType = 'not_graded';
  return { gradingType, types };
}

const flag = (value: boolean | undefined, current: number | undefined) => (value === undefined ? (current ?? 0) : Number(value));

const only = (types: string[], ...allowed: string[]) => types.length === 1 && allowed.includes(types[0] ?? '');

/**
 * Assignment#default_values: a change to no submission or on paper drops the attempt limit (served as -1, unlimited).
 * The API sets peer_reviews false on an external tool assignment.
 */
function attemptsAndPeerReviews(write: AssignmentWrite, current: AssignmentRow | undefined, types: string[]) {
  const typesChanged = write.submission_types !== undefined && JSON.stringify(types) !== current?.submission_types;
  const attempts = typesChanged && only(types, 'none', 'on_paper') ? -1 : (write.allowed_attempts ?? current?.allowed_attempts ?? -1);
  const peerReviews = only(types, 'external_tool') ? 0 : flag(write.peer_reviews, current?.peer_reviews);
  return { allowed_attempts: attempts, peer_reviews: peerReviews };
}

/** The row's columns after `write`; `current` is the stored row on an edit. */
export function mergeColumns(write: AssignmentWrite, current?: AssignmentRow): AssignmentColumns {
  const { gradingType, types } = gradingAndTypes(write, current);
  const extensions = write.allowed_extensions ?? (current ? allowedExtensions(current) : []);
  const published = write.published === undefined ? current?.workflow_state : write.published ? 'published' : 'unpublished';
  let onlyOverrides = flag(write.only_visible_to_overrides, current?.only_visible_to_overrides);
  // update_api_assignment: sending a base due date on an edit makes the assignment visible to everyone again.
  if (current && write.due_at !== undefined && write.due_at !== null) onlyOverrides = 0;
  return {
    name: write.name ?? current?.name ?? '',
    description: write.description === undefined ? (current?.description ?? null) : write.description,
    // "Not graded" has no points.
    points_possible: gradingType === 'not_graded' ? null : write.points_possible === undefined ? (current?.points_possible ?? null) : write.points_possible,
    grading_type: gradingType,
    submission_types: JSON.stringify(types),
    // Extensions only mean something for uploads.
    allowed_extensions: types.includes('online_upload') && extensions.length > 0 ? JSON.stringify(extensions) : null,
    due_at: write.due_at === undefined ? (current?.due_at ?? null) : write.due_at,
    unlock_at: write.unlock_at === undefined ? (current?.unlock_at ?? null) : write.unlock_at,
    lock_at: write.lock_at === undefined ? (current?.lock_at ?? null) : write.lock_at,
    workflow_state: published === 'published' ? 'published' : 'unpublished',
    only_visible_to_overrides: onlyOverrides,
    omit_from_final_grade: flag(write.omit_from_final_grade, current?.omit_from_final_grade),
    grade_group_students_individually: flag(write.grade_group_students_individually, current?.grade_group_students_individually),
    anonymous_grading: flag(write.anonymous_grading, current?.anonymous_grading),
    ...attemptsAndPeerReviews(write, current, types),
    ...mergeSettings(write, current, gradingType !== 'not_graded'),
  };
}

/** The model's validations; `hasSubmissions` says whether students have turned something in (no unpublishing). */
export function validateColumns(columns: AssignmentColumns, write: AssignmentWrite, current: AssignmentRow | undefined, hasSubmissions: boolean): void {
  const errors: Errors = {};
  // validates :title, presence: { if: :title_changed? }; a new assignment must be named.
  if ((write.name !== undefined || !current) && columns.name.trim() === '') add(errors, 'title', 'blank', "can't be blank");
  if (columns.name.length > MAX_TITLE) add(errors, 'title', 'too_long', `is too long (maximum is ${MAX_TITLE} characters)`);
  if (!GRADING_TYPES.includes(columns.grading_type)) add(errors, 'grading_type', 'inclusion', 'is not included in the list');
  const points = columns.points_possible;
  if (points !== null && points > MAX_POINTS) {
    add(errors, 'points_possible', 'invalid', `The value of possible points for this assignment cannot exceed ${MAX_POINTS}.`);
  }
  if (points !== null && points < 0) add(errors, 'points_possible', 'greater_than_or_equal_to', 'must be greater than or equal to 0');
  if (columns.allowed_attempts === 0 || columns.allowed_attempts < -1) add(errors, 'allowed_attempts', 'invalid', 'is invalid');
  Object.assign(errors, dateOrderErrors(columns));
  // Errors on workflow_state are reported under `published`.
  if (current?.workflow_state === 'published' && columns.workflow_state === 'unpublished' && hasSubmissions) {
    add(errors, 'published', 'unpublish', "Can't unpublish if there are student submissions");
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

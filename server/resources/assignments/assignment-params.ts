import { toCanvasBoolean } from '../../canvas/coerce';
import { isoToCanvasTime } from '../../canvas/dates';
import { parameterMissing, validationFailed } from '../../canvas/errors';
import { isTree, type ParamTree, type ParamValue } from '../../canvas/params';
import { sanitizeHtml } from '../../canvas/sanitize-html';
import { readSettings, type SettingsWrite } from './assignment-settings';
import { readOverrideList } from './inline-overrides';
import { add, optionalId, readNumber, text, type Errors } from './param-readers';

/**
 * The `assignment[...]` block of the assignments API's create and edit (Api::V1::Assignment's
 * API_ALLOWED_ASSIGNMENT_INPUT_FIELDS and the controller's own checks). Only keys that were sent appear in the
 * result; unknown keys are ignored as Rails' permit does. Model validations that need the stored row (title
 * presence, date order, unpublishing) run in assignment-save.ts.
 */

type AssignmentDates = { due_at?: string | null; unlock_at?: string | null; lock_at?: string | null };

export type AssignmentWrite = AssignmentDates & SettingsWrite & {
  name?: string;
  description?: string | null;
  position?: number;
  points_possible?: number | null;
  grading_type?: string;
  submission_types?: string[];
  allowed_extensions?: string[];
  published?: boolean;
  /** A group id to look up in the course; null or an unknown id falls back to the default group, as in Canvas. */
  assignment_group_id?: number | null;
  group_category_id?: number | null;
  only_visible_to_overrides?: boolean;
  omit_from_final_grade?: boolean;
  peer_reviews?: boolean;
  grade_group_students_individually?: boolean;
  allowed_attempts?: number;
  anonymous_grading?: boolean;
  /** The inline overrides, present when the key was sent: the assignment's overrides become exactly these. */
  assignment_overrides?: ParamValue[];
};

/** Api::V1::Assignment::API_ALLOWED_SUBMISSION_TYPES without wiki_page (conditional release only) and "". */
const SUBMISSION_TYPES = new Set([
  'online_quiz', 'none', 'on_paper', 'discussion_topic', 'external_tool', 'online_upload', 'online_text_entry',
  'online_url', 'media_recording', 'not_graded', 'student_annotation',
]);

const BOOLEAN_FIELDS = ['published', 'only_visible_to_overrides', 'omit_from_final_grade', 'peer_reviews', 'grade_group_students_individually', 'anonymous_grading'] as const;
const DATE_FIELDS = ['due_at', 'unlock_at', 'lock_at'] as const;

/** A list parameter: `key[]=a&key[]=b`, a single value, or (as Canvas allows for both lists here) a comma string. */
function readList(value: ParamValue): string[] | undefined {
  if (value === null || value === '') return [];
  if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter(Boolean);
  if (Array.isArray(value)) {
    const items = value.map(text);
    return items.every((item): item is string => item !== undefined) ? items.map((item) => item.trim()).filter(Boolean) : undefined;
  }
  return undefined;
}

function readSubmissionTypes(value: ParamValue, errors: Errors): string[] | undefined {
  const types = readList(value);
  if (!types || !types.every((type) => SUBMISSION_TYPES.has(type))) {
    add(errors, 'assignment[submission_types]', 'Invalid submission types');
    return undefined;
  }
  return types.length > 0 ? [...new Set(types)] : ['none'];
}

/** Assignment#allowed_extensions=: comma or space separated, leading dots dropped, lower case. */
function readExtensions(value: ParamValue, errors: Errors): string[] | undefined {
  const list = typeof value === 'string' ? value.split(/[\s,]+/) : readList(value);
  if (!list) {
    add(errors, 'allowed_extensions', 'is invalid', 'invalid');
    return undefined;
  }
  return [...new Set(list.map((ext) => ext.trim().replace(/^\./, '').toLowerCase()).filter(Boolean))];
}

function readDates(data: ParamTree, errors: Errors): AssignmentDates {
  const dates: AssignmentDates = {};
  for (const field of DATE_FIELDS) {
    const value = data[field];
    if (value === undefined) continue;
    if (value === null || value === '') dates[field] = null;
    else {
      const time = typeof value === 'string' ? isoToCanvasTime(value) : undefined;
      if (time === undefined) add(errors, `assignment[${field}]`, `Invalid datetime for ${field}`);
      else dates[field] = time;
    }
  }
  return dates;
}

function readText(data: ParamTree, write: AssignmentWrite, errors: Errors): void {
  if (data.name !== undefined) {
    const name = data.name === null ? '' : text(data.name);
    if (name === undefined) add(errors, 'title', 'is invalid', 'invalid');
    else write.name = name;
  }
  if (data.description !== undefined) {
    const description = data.description === null ? null : text(data.description);
    if (description === undefined) add(errors, 'description', 'is invalid', 'invalid');
    else write.description = description === null ? null : sanitizeHtml(description);
  }
}

function readNumbers(data: ParamTree, write: AssignmentWrite, errors: Errors): void {
  if (data.points_possible !== undefined) {
    const points = readNumber(data.points_possible, 'points_possible', errors);
    if (points !== undefined) write.points_possible = points;
  }
  if (data.position !== undefined) {
    const position = readNumber(data.position, 'position', errors, { integer: true });
    if (position !== undefined && position !== null) write.position = position;
  }
  if (data.allowed_attempts !== undefined) {
    const attempts = readNumber(data.allowed_attempts, 'allowed_attempts', errors, { integer: true });
    if (attempts !== undefined) write.allowed_attempts = attempts ?? -1;
  }
}

function readChoices(data: ParamTree, write: AssignmentWrite, errors: Errors): void {
  if (data.grading_type !== undefined) write.grading_type = text(data.grading_type ?? '') ?? '';
  if (data.submission_types !== undefined) {
    const types = readSubmissionTypes(data.submission_types, errors);
    if (types) write.submission_types = types;
  }
  if (data.allowed_extensions !== undefined) {
    const extensions = readExtensions(data.allowed_extensions, errors);
    if (extensions) write.allowed_extensions = extensions;
  }
  if (data.assignment_group_id !== undefined) {
    const raw = text(data.assignment_group_id ?? '')?.trim();
    // assignment_group_id_valid?: a present value that is not a positive number is refused; blank means the default.
    if (raw && !/^\d{1,15}$/.test(raw)) add(errors, 'assignment[assignment_group_id]', 'must be a positive number');
    else write.assignment_group_id = raw && Number(raw) > 0 ? Number(raw) : null;
  }
  if (data.group_category_id !== undefined) write.group_category_id = optionalId(data.group_category_id);
  for (const field of BOOLEAN_FIELDS) {
    if (data[field] !== undefined) write[field] = toCanvasBoolean(data[field]) ?? false;
  }
}

/** Reads `assignment[...]`; a missing block is Rails' ParameterMissing, other problems Canvas's validation 400. */
export function parseAssignmentWrite(params: ParamTree, options: { manageSis: boolean }): AssignmentWrite {
  const data = params.assignment;
  if (data === undefined || data === null || data === '') throw parameterMissing('assignment');
  if (!isTree(data)) throw validationFailed({ assignment: [{ attribute: 'assignment', type: 'invalid', message: 'is invalid' }] });
  const errors: Errors = {};
  const write: AssignmentWrite = { ...readDates(data, errors) };
  readText(data, write, errors);
  readNumbers(data, write, errors);
  readChoices(data, write, errors);
  readSettings(data, write, errors, options);
  if (data.assignment_overrides !== undefined) {
    const overrides = readOverrideList(data.assignment_overrides);
    if (overrides) write.assignment_overrides = overrides;
    else add(errors, 'assignment[assignment_overrides]', 'must be a list of overrides', 'invalid');
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return write;
}

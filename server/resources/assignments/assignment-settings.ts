import { toCanvasBoolean } from '../../canvas/coerce';
import { isoToCanvasTime } from '../../canvas/dates';
import { isTree, type ParamTree, type ParamValue } from '../../canvas/params';
import { add, optionalId, readNumber, text, type Errors } from './param-readers';

/**
 * The settings of `assignment[...]` Lectern stores without a screen of its own (decision 0062): peer reviews,
 * moderated grading, SIS and integration data, the external tool's launch and a few flags. Read as
 * Api::V1::Assignment#update_from_params reads them (lib/api/v1/assignment.rb); only keys sent appear.
 */
export type SettingsWrite = {
  automatic_peer_reviews?: boolean;
  anonymous_peer_reviews?: boolean;
  intra_group_peer_reviews?: boolean;
  peer_review_count?: number;
  peer_reviews_due_at?: string | null;
  hide_in_gradebook?: boolean;
  post_to_sis?: boolean;
  important_dates?: boolean;
  moderated_grading?: boolean;
  grader_count?: number;
  final_grader_id?: number | null;
  grader_comments_visible_to_graders?: boolean;
  grader_names_visible_to_final_grader?: boolean;
  graders_anonymous_to_graders?: boolean;
  grading_standard_id?: number | null;
  sis_source_id?: string | null;
  integration_id?: string | null;
  /** JSON object text, or null to clear. */
  integration_data?: string | null;
  external_tool_url?: string | null;
  external_tool_new_tab?: boolean;
};

const FLAGS = [
  'automatic_peer_reviews', 'anonymous_peer_reviews', 'intra_group_peer_reviews', 'hide_in_gradebook', 'post_to_sis',
  'important_dates', 'moderated_grading', 'grader_comments_visible_to_graders', 'grader_names_visible_to_final_grader',
  'graders_anonymous_to_graders',
] as const;

/** Canvas's docs name the final-grader flag `graders_names_…` while the model reads `grader_names_…`: both are taken. */
const DOCUMENTED_ALIAS = 'graders_names_visible_to_final_grader';

const blank = (value: ParamValue) => value === null || (typeof value === 'string' && value.trim() === '');

function readFlags(data: ParamTree, write: SettingsWrite): void {
  const valueOf = (field: (typeof FLAGS)[number]) =>
    field === 'grader_names_visible_to_final_grader' && data[field] === undefined ? data[DOCUMENTED_ALIAS] : data[field];
  for (const field of FLAGS) {
    const value = valueOf(field);
    if (value !== undefined) write[field] = toCanvasBoolean(value) ?? false;
  }
}

function readCounts(data: ParamTree, write: SettingsWrite, errors: Errors): void {
  if (data.peer_review_count !== undefined) {
    const count = readNumber(data.peer_review_count, 'peer_review_count', errors, { integer: true });
    if (count !== undefined && count !== null && count < 0) add(errors, 'peer_review_count', 'must be greater than or equal to 0', 'greater_than_or_equal_to');
    else if (count !== undefined) write.peer_review_count = count ?? 0;
  }
  if (data.grader_count !== undefined) {
    const count = readNumber(data.grader_count, 'grader_count', errors, { integer: true });
    if (count !== undefined) write.grader_count = count ?? 0;
  }
  if (data.final_grader_id !== undefined) write.final_grader_id = optionalId(data.final_grader_id);
  if (data.grading_standard_id !== undefined) {
    const id = readNumber(data.grading_standard_id, 'grading_standard_id', errors, { integer: true });
    if (id !== undefined) write.grading_standard_id = id;
  }
  if (data.peer_reviews_assign_at !== undefined) {
    const value = data.peer_reviews_assign_at;
    const time = blank(value) ? null : typeof value === 'string' ? isoToCanvasTime(value) : undefined;
    if (time === undefined) add(errors, 'assignment[peer_reviews_assign_at]', 'Invalid datetime for peer_reviews_assign_at');
    else write.peer_reviews_due_at = time;
  }
}

/** integration_data: a JSON object, sent as JSON text (as Canvas's docs ask) or as a hash. */
function readIntegrationData(value: ParamValue, errors: Errors): string | null | undefined {
  if (blank(value)) return null;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
  }
  if (isTree(parsed)) return JSON.stringify(parsed);
  add(errors, 'integration_data', 'must be a JSON object', 'invalid');
  return undefined;
}

/** The SIS fields: Canvas applies them only for callers with Manage SIS, and drops them for others. */
function readSis(data: ParamTree, write: SettingsWrite, errors: Errors, manageSis: boolean): void {
  for (const field of ['sis_assignment_id', 'integration_id', 'integration_data'] as const) {
    const value = data[field];
    if (value === undefined) continue;
    // Canvas drops these silently for a caller without the right; Lectern says so instead (decision 0062).
    if (!manageSis) {
      if (!blank(value)) add(errors, field, 'requires the Manage SIS permission', 'unauthorized');
      continue;
    }
    if (field === 'integration_data') {
      const json = readIntegrationData(value, errors);
      if (json !== undefined) write.integration_data = json;
      continue;
    }
    const raw = text(value);
    if (raw === undefined && !blank(value)) add(errors, field, 'is invalid', 'invalid');
    else write[field === 'sis_assignment_id' ? 'sis_source_id' : field] = raw === undefined || raw.trim() === '' ? null : raw;
  }
}

/** external_tool_tag_attributes: the launch URL and whether it opens in a new tab. */
function readExternalTool(value: ParamValue, write: SettingsWrite, errors: Errors): void {
  if (!isTree(value)) {
    if (!blank(value)) add(errors, 'external_tool_tag_attributes', 'is invalid', 'invalid');
    return;
  }
  if (value.url !== undefined) {
    const url = value.url === null ? '' : text(value.url);
    if (url === undefined) add(errors, 'external_tool_tag', 'is invalid', 'invalid');
    else write.external_tool_url = url.trim() === '' ? null : url.trim();
  }
  if (value.new_tab !== undefined) write.external_tool_new_tab = toCanvasBoolean(value.new_tab) ?? false;
}

/** Reads the settings of `data` into `write`, collecting Canvas's errors. */
export function readSettings(data: ParamTree, write: SettingsWrite, errors: Errors, options: { manageSis: boolean }): void {
  readFlags(data, write);
  readCounts(data, write, errors);
  readSis(data, write, errors, options.manageSis);
  if (data.external_tool_tag_attributes !== undefined) readExternalTool(data.external_tool_tag_attributes, write, errors);
}

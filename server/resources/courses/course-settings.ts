import { toCanvasBoolean } from '../../canvas/coerce';
import type { FieldError } from '../../canvas/errors';
import { isTree, type ParamValue } from '../../canvas/params';

/**
 * Course settings (docs/canvas-contract.md §2.8/§2.9) kept in course_settings as JSON, one row per value that
 * differs from its default. Settings that are Course columns (hide_final_grades, grading_standard_id,
 * grade_passback_setting, allow_student_forum_attachments) live on the courses row instead.
 */

export type SettingValue = boolean | number | string | Record<string, unknown> | null;
type Kind = 'boolean' | 'integer' | 'text' | 'color' | 'due_time' | 'discussion_defaults';
type Definition = { kind: Kind; default: SettingValue; shown: boolean };

const bool = (value: boolean, shown = true): Definition => ({ kind: 'boolean', default: value, shown });

const STORED_SETTINGS: Record<string, Definition> = {
  allow_final_grade_override: bool(false),
  allow_student_discussion_topics: bool(true),
  allow_student_discussion_editing: bool(true),
  allow_student_discussion_reporting: bool(true),
  allow_student_anonymous_discussion_topics: bool(false),
  use_default_discussion_settings: bool(false),
  default_discussion_settings: { kind: 'discussion_defaults', default: {}, shown: true },
  filter_speed_grader_by_student_group: bool(false),
  allow_student_organized_groups: bool(true),
  hide_distribution_graphs: bool(false),
  hide_sections_on_course_users_page: bool(false),
  lock_all_announcements: bool(false),
  usage_rights_required: bool(false),
  restrict_student_past_view: bool(false),
  restrict_student_future_view: bool(false),
  restrict_quantitative_data: bool(false),
  show_announcements_on_home_page: bool(false),
  home_page_announcement_limit: { kind: 'integer', default: null, shown: true },
  syllabus_course_summary: bool(true),
  homeroom_course: bool(false),
  course_color: { kind: 'color', default: null, shown: true },
  friendly_name: { kind: 'text', default: null, shown: true },
  default_due_time: { kind: 'due_time', default: null, shown: true },
  conditional_release: bool(false),
  // Accepted by PUT /settings but not part of the settings object Canvas returns.
  show_total_grade_as_points: bool(false, false),
  sync_enrollments_from_homeroom: bool(false, false),
  homeroom_course_id: { kind: 'integer', default: null, shown: false },
  enable_course_paces: bool(false, false),
};

/** Settings that are columns of the courses row, accepted by PUT /settings as booleans. */
const COLUMN_SETTINGS = ['hide_final_grades', 'allow_student_forum_attachments'] as const;
type ColumnSetting = (typeof COLUMN_SETTINGS)[number];

/** Every key PUT /settings applies: the parameter table's row lists exactly these. */
export const COURSE_SETTING_KEYS = [...Object.keys(STORED_SETTINGS), ...COLUMN_SETTINGS];

const DISCUSSION_DEFAULT_KEYS = [
  'anonymous_state', 'disallow_threaded_replies', 'require_initial_post', 'podcast_enabled', 'podcast_has_student_posts',
  'allow_rating', 'only_graders_can_rate', 'expanded', 'expanded_locked', 'sort_order', 'sort_order_locked',
];

type Parsed = { ok: true; value: SettingValue } | { ok: false; message: string };

const fail = (message: string): Parsed => ({ ok: false, message });

function parseBoolean(raw: ParamValue): Parsed {
  const value = toCanvasBoolean(raw);
  return value === undefined ? fail('must be true or false') : { ok: true, value };
}

function parseInteger(raw: ParamValue): Parsed {
  if (raw === null || raw === '') return { ok: true, value: null };
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text.trim())) return fail('must be a whole number');
  return { ok: true, value: Number(text.trim()) };
}

function parseText(raw: ParamValue): Parsed {
  if (raw === null || raw === '') return { ok: true, value: null };
  if (typeof raw === 'number') return { ok: true, value: String(raw) };
  return typeof raw === 'string' ? { ok: true, value: raw } : fail('must be text');
}

/** Canvas's normalize_hexcode: 3 or 6 hex digits, stored with a leading #; blank clears. */
function parseColor(raw: ParamValue): Parsed {
  if (raw === null || (typeof raw === 'string' && raw.trim().length <= 1)) return { ok: true, value: null };
  const match = typeof raw === 'string' ? /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(raw.trim()) : null;
  return match ? { ok: true, value: `#${match[1]}` } : fail('Invalid hexcode provided');
}

/** `HH:MM` or `HH:MM:SS` in 24-hour time; `inherit` (or blank) falls back to the default 23:59:59. */
function parseDueTime(raw: ParamValue): Parsed {
  if (raw === null || raw === '' || raw === 'inherit') return { ok: true, value: null };
  const match = typeof raw === 'string' ? /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(raw.trim()) : null;
  if (!match) return fail('must be a time as HH:MM:SS, or "inherit"');
  return { ok: true, value: `${(match[1] ?? '').padStart(2, '0')}:${match[2]}:${match[3] ?? '00'}` };
}

function parseDiscussionDefaults(raw: ParamValue): Parsed {
  if (!isTree(raw)) return fail('must be an object');
  const kept = Object.entries(raw).filter(([key]) => DISCUSSION_DEFAULT_KEYS.includes(key));
  return { ok: true, value: Object.fromEntries(kept) };
}

const PARSERS: Record<Kind, (raw: ParamValue) => Parsed> = {
  boolean: parseBoolean,
  integer: parseInteger,
  text: parseText,
  color: parseColor,
  due_time: parseDueTime,
  discussion_defaults: parseDiscussionDefaults,
};

export type SettingChanges = {
  stored: Record<string, SettingValue>;
  columns: Partial<Record<ColumnSetting, boolean>>;
  errors: Record<string, FieldError[]>;
};

/** Reads the permitted keys from a parameter tree; unknown keys are ignored, bad values become field errors. */
export function parseSettingChanges(params: Record<string, ParamValue>, keys = Object.keys(STORED_SETTINGS)): SettingChanges {
  const changes: SettingChanges = { stored: {}, columns: {}, errors: {} };
  const error = (key: string, message: string) => {
    changes.errors[key] = [{ attribute: key, type: 'invalid', message }];
  };
  for (const key of keys) {
    const raw = params[key];
    const definition = STORED_SETTINGS[key];
    if (raw === undefined || !definition) continue;
    const parsed = PARSERS[definition.kind](raw);
    if (parsed.ok) changes.stored[key] = parsed.value;
    else error(key, parsed.message);
  }
  for (const key of COLUMN_SETTINGS) {
    const raw = params[key];
    if (raw === undefined) continue;
    const parsed = parseBoolean(raw);
    if (parsed.ok) changes.columns[key] = parsed.value === true;
    else error(key, parsed.message);
  }
  return changes;
}

/** The stored settings with defaults filled in, in Canvas's key order. */
export function withDefaults(stored: Map<string, SettingValue>): Record<string, SettingValue> {
  const out: Record<string, SettingValue> = {};
  for (const [key, definition] of Object.entries(STORED_SETTINGS)) {
    if (definition.shown) out[key] = stored.has(key) ? (stored.get(key) ?? null) : definition.default;
  }
  return out;
}

export const isDefaultSetting = (key: string, value: SettingValue): boolean =>
  value === null || JSON.stringify(value) === JSON.stringify(STORED_SETTINGS[key]?.default ?? null);

import type { Db } from '../../canvas/context';
import { isoToCanvasTime } from '../../canvas/dates';
import { CanvasError } from '../../canvas/errors';
import { isTree, type ParamValue } from '../../canvas/params';
import type { AssignmentRow, OverrideRow } from '../assignments/assignment-row';
import { loadAssignees } from '../assignments/assignments.store';
import { findGroup, findSection, type SetRow } from './overrides.store';

/**
 * Canvas's `interpret_assignment_override_data` (lib/api/v1/assignment_override.rb): reads
 * `assignment_override[...]` into a target, a title and the dates that are overridden, collecting the
 * parameter errors Canvas answers as `400 {"errors":["…"]}`.
 */

const OVERRIDE_DATES = ['due_at', 'unlock_at', 'lock_at'] as const;
type OverrideDate = (typeof OVERRIDE_DATES)[number];
export type SetType = OverrideRow['set_type'];

export type OverrideTarget =
  | { type: 'ADHOC'; students: number[] }
  | { type: 'Group' | 'CourseSection'; set: SetRow };

export type OverrideData = {
  /** Absent on an update that does not change the target (always, for sections and groups). */
  target?: OverrideTarget;
  /** Only for ADHOC overrides, and only when the key was sent (it may be null). */
  title?: ParamValue;
  /** Present keys are overridden, to a time or to null; absent keys stop being overridden. */
  dates: Partial<Record<OverrideDate, string | null>>;
};

/** Ruby's `inspect`, as Canvas interpolates offending values into its messages: `"5"`, `["9", "x"]`. */
function inspect(value: ParamValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(inspect).join(', ')}]`;
  if (value === null) return 'nil';
  if (value instanceof File) return '#<File>';
  if (isTree(value)) return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)} => ${inspect(v)}`).join(', ')}}`;
  return String(value);
}

/** Rails' `present?`: not nil, false, an empty or blank string, or an empty list or hash. */
export function isPresent(value: ParamValue | undefined): value is ParamValue {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (isTree(value)) return Object.keys(value).length > 0;
  return true;
}

const asText = (value: ParamValue) => (typeof value === 'string' || typeof value === 'number' ? String(value) : inspect(value));

/** Students of the course named by `ids` (each compared as text, as Canvas does), or the error for the rest. */
function readStudents(db: Db, courseId: number, value: ParamValue, errors: string[]): number[] {
  if (!Array.isArray(value) || value.length === 0) {
    errors.push(`invalid student_ids ${inspect(value)}`);
    return [];
  }
  const ids = value.map(asText);
  const numeric = ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  const { students } = loadAssignees(db, courseId, [...new Set(numeric)]);
  const found = [...new Set(numeric.filter((id) => students.has(id)))];
  const bad = ids.filter((id) => !found.some((studentId) => String(studentId) === id));
  if (bad.length > 0) errors.push(`unknown student ids: ${inspect(bad)}`);
  return found;
}

/** A group of the course in the assignment's group set (a deleted group counts as unknown). */
function readGroup(db: Db, assignment: AssignmentRow, value: ParamValue, errors: string[]): SetRow | undefined {
  const id = asText(value);
  const group = /^\d{1,15}$/.test(id) ? findGroup(db, Number(id)) : undefined;
  if (!group || group.course_id !== assignment.course_id || group.workflow_state === 'deleted') {
    errors.push(`unknown group id ${inspect(value)}`);
    return undefined;
  }
  if (group.group_category_id !== assignment.group_category_id) {
    errors.push('group_id is not valid');
    return undefined;
  }
  return group;
}

function readSection(db: Db, courseId: number, value: ParamValue, errors: string[]): SetRow | undefined {
  const id = asText(value);
  const section = /^\d{1,15}$/.test(id) ? findSection(db, Number(id)) : undefined;
  if (!section || section.course_id !== courseId || section.workflow_state === 'deleted') {
    errors.push(`unknown section id ${inspect(value)}`);
    return undefined;
  }
  return section;
}

// Canvas tests `data[:student_ids]` for Ruby truthiness: anything but nil and false asks for students.
const asksForStudents = (value: ParamValue | undefined) => value !== undefined && value !== null && value !== false;

/** How many of the three targets a create names; blank group and section ids name none, as in Canvas. */
const targetsNamed = (data: Record<string, ParamValue>) =>
  [asksForStudents(data.student_ids), isPresent(data.group_id), isPresent(data.course_section_id)].filter(Boolean).length;

/**
 * The target: student_ids, group_id or course_section_id. A create must name exactly one: where Canvas lets the most
 * specific win and ignores the rest, Lectern refuses two or three (decision 0009), so what an instructor picked
 * is never silently dropped. An update passes the override's own type, so only an ADHOC override's students can change.
 */
function readTarget(db: Db, assignment: AssignmentRow, data: Record<string, ParamValue>, setType: SetType | undefined, errors: string[]) {
  if (setType === undefined && targetsNamed(data) > 1) {
    errors.push('only one of student_ids, group_id, or course_section_id may be given');
    return undefined;
  }
  if ((setType === undefined || setType === 'ADHOC') && asksForStudents(data.student_ids)) {
    return { type: 'ADHOC', students: readStudents(db, assignment.course_id, data.student_ids, errors) } as const;
  }
  if (setType !== undefined) return undefined;
  if (isPresent(data.group_id)) {
    const group = readGroup(db, assignment, data.group_id, errors);
    return group && ({ type: 'Group', set: group } as const);
  }
  if (isPresent(data.course_section_id)) {
    const section = readSection(db, assignment.course_id, data.course_section_id, errors);
    return section && ({ type: 'CourseSection', set: section } as const);
  }
  return undefined;
}

/** Reads `assignment_override[...]`: the override's data, or every parameter error found (Canvas's messages). */
export function readOverrideData(
  db: Db,
  assignment: AssignmentRow,
  raw: ParamValue | undefined,
  setType?: SetType,
): { data: OverrideData } | { errors: string[] } {
  if (raw !== undefined && raw !== null && !isTree(raw)) return { errors: ['invalid override data'] };
  const data = raw ?? {};
  const errors: string[] = [];
  const target = readTarget(db, assignment, data, setType, errors);
  if (target === undefined && setType === undefined && errors.length === 0) {
    errors.push('one of student_ids, group_id, or course_section_id is required');
  }
  const dates: OverrideData['dates'] = {};
  for (const field of OVERRIDE_DATES) {
    const value = data[field];
    if (value === undefined) continue;
    const time = isPresent(value) ? (typeof value === 'string' ? isoToCanvasTime(value) : undefined) : null;
    if (time === undefined) errors.push(`invalid ${field} ${inspect(value)}`);
    else dates[field] = time;
  }
  if (errors.length > 0) return { errors };
  const isAdhoc = (target?.type ?? setType) === 'ADHOC';
  return { data: { ...(target ? { target } : {}), ...(isAdhoc && 'title' in data ? { title: data.title ?? null } : {}), dates } };
}

/** Reads `assignment_override[...]`; throws Canvas's 400 with every parameter error found. */
export function interpretOverrideData(
  db: Db,
  assignment: AssignmentRow,
  raw: ParamValue | undefined,
  setType?: SetType,
): OverrideData {
  const read = readOverrideData(db, assignment, raw, setType);
  if ('errors' in read) throw overrideErrors(read.errors);
  return read.data;
}

const overrideErrors = (errors: string[]) => new CanvasError(400, { errors });

import type { Db } from '../../canvas/context';
import { parseDateParam } from '../../canvas/dates';
import type { FieldError } from '../../canvas/errors';
import type { ParamTree } from '../../canvas/params';
import { sanitizeHtml } from '../../canvas/sanitize-html';
import { canonicalTimeZone } from '../../canvas/time-zones';
import type { CourseParams } from './course-params';
import type { CourseRow } from './course-row';
import { parseSettingChanges, type SettingValue } from './course-settings';
import { findIdConflict, hasLiveEnrollments, type CoursePatch } from './courses-write.store';
import { usableStandard } from '../grading-standards/grading-standards.store';

/** Canvas's license ids (docs/canvas-contract.md §3.18); anything else is stored as "private". */
const LICENSES = ['private', 'public_domain', 'cc_by', 'cc_by_sa', 'cc_by_nc', 'cc_by_nc_sa', 'cc_by_nd', 'cc_by_nc_nd'];
const COURSE_FORMATS = ['on_campus', 'online', 'blended'];
const DEFAULT_VIEWS = ['feed', 'wiki', 'modules', 'syllabus', 'assignments'];
const MAX_STRING = 255;
/** Settings that may also be sent inside course[...] on create and update. */
const COURSE_BLOCK_SETTINGS = [
  'syllabus_course_summary', 'homeroom_course', 'course_color', 'friendly_name', 'default_due_time', 'lock_all_announcements',
  'usage_rights_required', 'enable_course_paces', 'conditional_release', 'sync_enrollments_from_homeroom', 'homeroom_course_id',
];

export type FieldContext = {
  mode: 'create' | 'update';
  existing?: CourseRow;
  rootAccountId: number;
  /** The course's account (on create, the one it is made in): its standards and its ancestors' may be chosen. */
  accountId: number;
  /** Account admins may set storage quotas, SIS ids and the template/blueprint flags (docs/canvas-contract.md §2.4). */
  isAdmin: boolean;
  canManageVisibility: boolean;
  accountQuotaMb: number;
};

export type ResolvedFields = { patch: CoursePatch; settings: Record<string, SettingValue>; errors: Record<string, FieldError[]> };

/** Course.assert_defaults: the first word of the name plus the first later word containing a digit. */
function deriveCourseCode(name: string): string {
  const [first = '', ...rest] = name.split(/\s/);
  return [first, rest.find((word) => /\d/.test(word))].filter((part) => part !== undefined).join(' ');
}

const bit = (value: boolean) => (value ? 1 : 0);
const isUnpublished = (course: CourseRow) => course.workflow_state === 'created' || course.workflow_state === 'claimed';

/** Turns course[...] parameters into column values, applying Canvas's defaults and validations. */
export function resolveCourseFields(db: Db, input: CourseParams, block: ParamTree, ctx: FieldContext): ResolvedFields {
  const errors: Record<string, FieldError[]> = {};
  const add = (attribute: string, type: string, message: string) =>
    (errors[attribute] ??= []).push({ attribute, type, message });
  const patch: CoursePatch = {};
  const { existing } = ctx;
  const creating = ctx.mode === 'create';

  if (creating || input.name !== undefined) {
    const name = (input.name ?? '').replace(/\r/g, '');
    patch.name = name.trim() ? name : 'Unnamed Course';
    if (patch.name.length > MAX_STRING) add('name', 'too_long', `Name is too long (maximum is ${MAX_STRING} characters)`);
  }
  if (creating || input.course_code !== undefined) {
    patch.course_code = input.course_code ?? deriveCourseCode(patch.name ?? existing?.name ?? '');
    if (patch.course_code.length > MAX_STRING) {
      add('course_code', 'too_long', `Course code is too long (maximum is ${MAX_STRING} characters)`);
    }
  }
  resolveDates(input, ctx, patch, add);
  if (input.license !== undefined) patch.license = LICENSES.includes(input.license) ? input.license : 'private';
  const flags = [
    'is_public', 'is_public_to_auth_users', 'public_syllabus', 'public_syllabus_to_auth', 'allow_student_wiki_edits',
    'allow_wiki_comments', 'allow_student_forum_attachments', 'open_enrollment', 'self_enrollment', 'hide_final_grades',
  ] as const;
  for (const key of flags) {
    const value = input[key];
    if (value !== undefined) patch[key] = bit(value);
  }
  if (!ctx.canManageVisibility) {
    // Without manage_course_visibility the visibility flags are ignored (a TA cannot make a course public);
    // a new course is forced private, as Canvas's create does.
    delete patch.is_public_to_auth_users;
    delete patch.public_syllabus;
    delete patch.public_syllabus_to_auth;
    if (creating) patch.is_public = 0;
    else delete patch.is_public;
  }
  if (input.public_description !== undefined) patch.public_description = input.public_description;
  if (input.apply_assignment_group_weights !== undefined) {
    patch.group_weighting_scheme = input.apply_assignment_group_weights ? 'percent' : 'equal';
  }
  if (input.group_weighting_scheme !== undefined) patch.group_weighting_scheme = input.group_weighting_scheme;
  if (input.time_zone !== undefined) {
    const zone = canonicalTimeZone(input.time_zone);
    if (zone) patch.time_zone = zone;
    else add('time_zone', 'invalid', `"${input.time_zone}" is not a valid time zone`);
  }
  if (input.default_view !== undefined && (creating || input.default_view !== existing?.default_view)) {
    if (input.default_view === 'wiki') add('default_view', 'invalid', 'A Front Page is required');
    else if (!DEFAULT_VIEWS.includes(input.default_view)) add('default_view', 'invalid', 'Home page is not valid');
    else patch.default_view = input.default_view;
  }
  if (input.syllabus_body !== undefined) {
    patch.syllabus_body = input.syllabus_body === null ? null : sanitizeHtml(input.syllabus_body);
  }
  if (input.grading_standard_id !== undefined) resolveStandard(db, input.grading_standard_id, ctx, patch);
  if (input.grade_passback_setting !== undefined) {
    const value = input.grade_passback_setting;
    if (value === null || value === 'nightly_sync' || value === 'disabled') patch.grade_passback_setting = value;
    else add('grade_passback_setting', 'invalid', 'Invalid grade_passback_setting');
  }
  if (input.course_format !== undefined) {
    patch.course_format = input.course_format && COURSE_FORMATS.includes(input.course_format) ? input.course_format : null;
  }
  if (ctx.isAdmin) resolveAdminFields(db, input, ctx, patch, add);
  const settings = parseSettingChanges(block, COURSE_BLOCK_SETTINGS);
  Object.assign(errors, settings.errors);
  return { patch, settings: settings.stored, errors };
}

/** CoursesController#update: a blank id clears the standard; one the course may not use is ignored, as Canvas ignores it. */
function resolveStandard(db: Db, id: number | null, ctx: FieldContext, patch: CoursePatch): void {
  if (id === null) patch.grading_standard_id = null;
  else if (usableStandard(db, { id: ctx.existing?.id ?? 0, account_id: ctx.accountId }, id)) patch.grading_standard_id = id;
}

type Add = (attribute: string, type: string, message: string) => void;

/**
 * On create Canvas keeps the dates only with restrict_enrollments_to_course_dates; on update, while the
 * course follows its term's dates, the end date is cleared and so is the start of an unpublished course.
 */
function resolveDates(input: CourseParams, ctx: FieldContext, patch: CoursePatch, add: Add): void {
  const { existing } = ctx;
  const endName = input.end_at !== undefined ? 'end_at' : 'conclude_at';
  const start = parseDateParam(input.start_at, 'start_at');
  const end = parseDateParam(input.end_at !== undefined ? input.end_at : input.conclude_at, endName);
  if (input.restrict_enrollments_to_course_dates !== undefined) {
    patch.restrict_enrollments_to_course_dates = bit(input.restrict_enrollments_to_course_dates);
  }
  const restrict = input.restrict_enrollments_to_course_dates ?? existing?.restrict_enrollments_to_course_dates === 1;
  if (restrict) {
    if (start !== undefined) patch.start_at = start;
    if (end !== undefined) patch.conclude_at = end;
  } else if (existing) {
    patch.conclude_at = null;
    if (isUnpublished(existing)) patch.start_at = null;
    else if (start !== undefined) patch.start_at = start;
  }
  const finalStart = 'start_at' in patch ? patch.start_at : existing?.start_at;
  const finalEnd = 'conclude_at' in patch ? patch.conclude_at : existing?.conclude_at;
  if (finalStart && finalEnd && Date.parse(finalEnd) < Date.parse(finalStart)) {
    add('conclude_at', 'invalid', 'End date cannot be before start date');
  }
}

function resolveAdminFields(db: Db, input: CourseParams, ctx: FieldContext, patch: CoursePatch, add: Add): void {
  const courseId = ctx.existing?.id ?? 0;
  if (input.storage_quota_mb !== undefined) {
    patch.storage_quota_mb = input.storage_quota_mb > 0 ? input.storage_quota_mb : ctx.accountQuotaMb;
  }
  if (input.sis_course_id !== undefined) {
    const sis = input.sis_course_id;
    if (sis && findIdConflict(db, 'sis_course_id', ctx.rootAccountId, sis, courseId)) {
      add('sis_source_id', 'taken', `SIS ID "${sis}" is already in use`);
    } else patch.sis_course_id = sis;
  }
  if (input.integration_id !== undefined) {
    const id = input.integration_id;
    if (id && findIdConflict(db, 'integration_id', ctx.rootAccountId, id, courseId)) {
      add('integration_id', 'taken', `Integration ID "${id}" is already in use`);
    } else patch.integration_id = id;
  }
  if (input.template !== undefined) {
    if (input.template && ctx.existing && ctx.existing.template !== 1 && hasLiveEnrollments(db, courseId)) {
      add('template', 'invalid', "Courses with enrollments can't become templates");
    } else patch.template = bit(input.template);
  }
  if (input.blueprint !== undefined) patch.blueprint = bit(input.blueprint);
}

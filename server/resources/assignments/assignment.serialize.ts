import { nowDate } from '../../canvas/clock';
import type { AppContext } from '../../canvas/context';
import { allDayFields } from '../../canvas/dates';
import { requestOrigin } from '../../canvas/urls';
import { allowedExtensions, submissionTypes, type AssignmentRow, type OverrideRow } from './assignment-row';
import { assignmentSettingsJson } from './assignment-settings.serialize';
import { assignmentReadFields, withSisGate, type AssignmentReadFacts } from './assignment-read-fields';
import type { StudentDates } from './effective-due-dates';

/** Assignment JSON (docs/canvas-contract.md §7.6): the minimal faithful set plus `all_dates`. */

export type AssignmentJsonOptions = {
  /** The course's time zone, for all_day / all_day_date. */
  timeZone: string;
  /** Assignment managers (teachers, TAs, designers, admins) see has_overrides and base dates. */
  canManage: boolean;
  /** The caller's own dates after overrides (override_assignment_dates); base dates when omitted. */
  dates?: StudentDates;
  /** Active overrides the caller may see: all for managers, the applicable ones for a student. */
  overrides?: OverrideRow[];
  /** Whether the assignment has any active override (managers only). */
  hasOverrides?: boolean;
  /** For graders (manage_grades). */
  needsGradingCount?: number;
  includeAllDates?: boolean;
  /**
   * Whether all_dates carries the base dates. Canvas's all_dates_visible_to gives a learner the base entry only when
   * no override reaches them (or one of the students they observe); staff always get it unless the assignment is
   * visible only to overrides.
   */
  baseDatesApply?: boolean;
  now?: Date;
  /** Callers with read_sis or manage_sis see the SIS and integration ids. */
  sis?: boolean;
};

type DateSet = { due_at: string | null; unlock_at: string | null; lock_at: string | null };

function overrideDates(override: OverrideRow, base: DateSet): DateSet {
  return {
    due_at: override.due_at_overridden ? override.due_at : base.due_at,
    unlock_at: override.unlock_at_overridden ? override.unlock_at : base.unlock_at,
    lock_at: override.lock_at_overridden ? override.lock_at : base.lock_at,
  };
}

/** `all_dates`: one entry per visible override, plus the base dates for "everyone (else)" when it applies. */
function allDates(assignment: AssignmentRow, overrides: OverrideRow[], timeZone: string, baseDatesApply = true) {
  const base: DateSet = { due_at: assignment.due_at, unlock_at: assignment.unlock_at, lock_at: assignment.lock_at };
  const entries: Record<string, unknown>[] = overrides.map((override) => {
    const dates = overrideDates(override, base);
    const allDay = override.due_at_overridden
      ? { all_day: Boolean(override.all_day), all_day_date: override.all_day_date }
      : allDayFields(dates.due_at, timeZone);
    return {
      id: override.id,
      title: override.title,
      ...dates,
      ...allDay,
      set_type: override.set_type,
      set_id: override.set_type === 'ADHOC' ? null : override.set_id,
    };
  });
  if (baseDatesApply && !assignment.only_visible_to_overrides) {
    const title = overrides.length > 0 ? 'Everyone else' : 'Everyone';
    entries.push({ base: true, title, ...base, ...allDayFields(base.due_at, timeZone) });
  }
  return entries;
}

/** Locked for a non-manager before unlock_at or after lock_at (their own dates). */
function lockedFor(dates: DateSet, canManage: boolean, now: Date): boolean {
  if (canManage) return false;
  const t = now.getTime();
  return (dates.unlock_at !== null && Date.parse(dates.unlock_at) > t) || (dates.lock_at !== null && Date.parse(dates.lock_at) <= t);
}

/** `facts` is the page's batch (assignment-read-fields.ts), so a list costs the same few queries however long. */
export function assignmentJson(c: AppContext, assignment: AssignmentRow, options: AssignmentJsonOptions, facts: AssignmentReadFacts) {
  const origin = requestOrigin(c);
  const htmlUrl = `${origin}/courses/${assignment.course_id}/assignments/${assignment.id}`;
  const dates: DateSet = options.dates ?? {
    due_at: assignment.due_at,
    unlock_at: assignment.unlock_at,
    lock_at: assignment.lock_at,
  };
  const extensions = allowedExtensions(assignment);
  return withSisGate({
    id: assignment.id,
    name: assignment.name,
    description: assignment.description,
    created_at: assignment.created_at,
    updated_at: assignment.updated_at,
    due_at: dates.due_at,
    lock_at: dates.lock_at,
    unlock_at: dates.unlock_at,
    ...(options.canManage ? { has_overrides: options.hasOverrides ?? (options.overrides ?? []).length > 0 } : {}),
    ...(options.includeAllDates ? { all_dates: allDates(assignment, options.overrides ?? [], options.timeZone, options.baseDatesApply) } : {}),
    course_id: assignment.course_id,
    html_url: htmlUrl,
    submissions_download_url: `${htmlUrl}/submissions?zip=1`,
    assignment_group_id: assignment.assignment_group_id,
    due_date_required: false,
    ...(extensions.length > 0 ? { allowed_extensions: extensions } : {}),
    max_name_length: 255,
    grading_standard_id: assignment.grading_standard_id,
    points_possible: assignment.points_possible,
    grading_type: assignment.grading_type,
    submission_types: submissionTypes(assignment),
    position: assignment.position,
    group_category_id: assignment.group_category_id,
    grade_group_students_individually: Boolean(assignment.grade_group_students_individually),
    peer_reviews: Boolean(assignment.peer_reviews),
    anonymous_grading: Boolean(assignment.anonymous_grading),
    omit_from_final_grade: Boolean(assignment.omit_from_final_grade),
    in_closed_grading_period: false,
    allowed_attempts: assignment.allowed_attempts,
    post_manually: Boolean(assignment.post_manually),
    muted: Boolean(assignment.post_manually),
    only_visible_to_overrides: Boolean(assignment.only_visible_to_overrides),
    visible_to_everyone: !assignment.only_visible_to_overrides,
    locked_for_user: lockedFor(dates, options.canManage, options.now ?? nowDate()),
    published: assignment.workflow_state === 'published',
    workflow_state: assignment.workflow_state,
    ...(options.needsGradingCount !== undefined ? { needs_grading_count: options.needsGradingCount } : {}),
    ...assignmentSettingsJson(assignment, options),
    ...assignmentReadFields(assignment, facts),
  }, facts);
}

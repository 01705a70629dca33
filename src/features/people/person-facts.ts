import type { Enrollment } from '@/api/schemas/enrollment';
import type { Section } from '@/api/schemas/section';
import type { User } from '@/api/schemas/user';
import type { CanvasId } from '@/api/schemas/ids';

/** What the People table shows about a user, derived from their enrollments in this course (§7.2.1). */

const TYPE_LABELS: Record<string, string> = {
  StudentEnrollment: 'Student',
  TeacherEnrollment: 'Teacher',
  TaEnrollment: 'TA',
  DesignerEnrollment: 'Designer',
  ObserverEnrollment: 'Observer',
  StudentViewEnrollment: 'Test student',
};

/** A custom role (role ≠ type) shows its own name; built-in roles show a friendly label. */
export function roleLabel(enrollment: Pick<Enrollment, 'type' | 'role'>): string {
  if (enrollment.role && enrollment.role !== enrollment.type) return enrollment.role;
  return TYPE_LABELS[enrollment.type] ?? enrollment.type.replace(/Enrollment$/, '');
}

const STATE_LABELS: Record<string, string> = {
  active: 'Active',
  invited: 'Invited',
  creation_pending: 'Pending',
  inactive: 'Inactive',
  completed: 'Completed',
  rejected: 'Rejected',
  deleted: 'Deleted',
};

export function enrollmentStateLabel(state: string): string {
  return STATE_LABELS[state] ?? state;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

export function userRoles(user: User): string[] {
  return unique((user.enrollments ?? []).map(roleLabel));
}

/** True when every enrollment still waits for the user to accept the invitation. */
export function isPendingOnly(user: User): boolean {
  const enrollments = user.enrollments ?? [];
  return enrollments.length > 0 && enrollments.every((e) => e.enrollment_state === 'invited' || e.enrollment_state === 'creation_pending');
}

export type SectionNames = ReadonlyMap<CanvasId, string>;

export function sectionNameMap(sections: readonly Section[] | undefined): SectionNames {
  return new Map((sections ?? []).map((section) => [section.id, section.name]));
}

export function sectionName(sectionId: CanvasId, names: SectionNames): string {
  return names.get(sectionId) ?? `Section ${sectionId}`;
}

function userSectionIds(user: User): CanvasId[] {
  return unique((user.enrollments ?? []).map((e) => e.course_section_id));
}

export function userSections(user: User, names: SectionNames): string[] {
  return userSectionIds(user).map((id) => sectionName(id, names));
}

/**
 * The latest activity over the user's enrollments: null when they have never been active, undefined
 * when the server withheld it (Canvas sends activity only to the person themself and to callers with
 * read_reports), so a withheld value is never shown as "Never".
 */
export function lastActivity(user: User): string | null | undefined {
  const reported = (user.enrollments ?? []).filter((e) => e.last_activity_at !== undefined);
  if (reported.length === 0) return undefined;
  let latest: string | null = null;
  let latestTime = -Infinity;
  for (const enrollment of reported) {
    const value = enrollment.last_activity_at;
    const time = value ? Date.parse(value) : NaN;
    if (value && !Number.isNaN(time) && time > latestTime) {
      latest = value;
      latestTime = time;
    }
  }
  return latest;
}

export function isInSection(user: User, sectionId: CanvasId | undefined): boolean {
  return sectionId === undefined || (user.enrollments ?? []).some((e) => e.course_section_id === sectionId);
}

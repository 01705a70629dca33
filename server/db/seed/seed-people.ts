import { emailLocalPart, type Person } from './names';
import type { SeedContext } from './seed-context';

export const EMAIL_DOMAIN = 'lectern.example';

export type UserSpec = {
  person: Person;
  id?: number;
  /** Overrides the generated address, e.g. to keep generated duplicates unique. */
  email?: string;
  createdDaysAgo: number;
  pronouns?: string | null;
  bio?: string | null;
  sisUserId?: string | null;
  timeZone?: string | null;
  workflowState?: 'registered' | 'pre_registered';
};

export function createUser(ctx: SeedContext, spec: UserSpec): number {
  const email = spec.email ?? `${emailLocalPart(spec.person)}@${EMAIL_DOMAIN}`;
  return ctx.insert('users', {
    ...(spec.id === undefined ? {} : { id: spec.id }),
    name: spec.person.name,
    sortable_name: spec.person.sortableName,
    short_name: spec.person.shortName,
    email,
    login_id: email,
    sis_user_id: spec.sisUserId ?? null,
    pronouns: spec.pronouns ?? null,
    bio: spec.bio ?? null,
    time_zone: spec.timeZone ?? null,
    uuid: ctx.rng.alnum(40),
    workflow_state: spec.workflowState ?? 'registered',
    created_at: ctx.clock.rel(-spec.createdDaysAgo),
  });
}

/**
 * Writes a user's sign-in history and returns the newest sign-in, or null for someone who never signed in.
 * Draws from the PRNG the same way whatever `now` is, so ids stay independent of the date.
 */
export function recordLogins(ctx: SeedContext, userId: number, count: number, withinDays: number): string | null {
  const times: string[] = [];
  for (let i = 0; i < count; i++) times.push(ctx.clock.rel(-ctx.rng.next() * withinDays));
  times.sort();
  for (const at of times) ctx.insert('logins', { user_id: userId, logged_in_at: at });
  return times.at(-1) ?? null;
}

export type EnrollmentSpec = {
  userId: number;
  courseId: number;
  sectionId: number;
  type: 'StudentEnrollment' | 'TeacherEnrollment' | 'TaEnrollment' | 'DesignerEnrollment' | 'ObserverEnrollment';
  state?: 'active' | 'invited' | 'creation_pending' | 'completed' | 'inactive' | 'deleted';
  createdAt: string;
  associatedUserId?: number;
  lastActivityAt?: string | null;
  totalActivityTime?: number;
};

export function enroll(ctx: SeedContext, spec: EnrollmentSpec): number {
  return ctx.insert('enrollments', {
    user_id: spec.userId,
    course_id: spec.courseId,
    course_section_id: spec.sectionId,
    type: spec.type,
    workflow_state: spec.state ?? 'active',
    associated_user_id: spec.associatedUserId ?? null,
    last_activity_at: spec.lastActivityAt ?? null,
    total_activity_time: spec.totalActivityTime ?? 0,
    created_at: spec.createdAt,
    updated_at: spec.lastActivityAt ?? spec.createdAt,
  });
}

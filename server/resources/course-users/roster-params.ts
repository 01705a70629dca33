import { z } from 'zod';
import { canvasBoolean, canvasString, stringList } from '../../canvas/coerce';
import { rejected, searchTermTooShort } from '../../canvas/errors';
import type { CourseAccess } from '../../canvas/permissions';
import { ROLE_IDS } from '../courses/course-row';
import type { UserJsonRights } from './course-user.serialize';
import type { RosterFilter, RosterSearch, RosterSort } from './course-users.store';

/** Request parameters of GET /courses/:id/users, turned into a roster filter the way UserSearch does. */

export const rosterParams = z.object({
  search_term: canvasString.optional(),
  sort: canvasString.optional(),
  enrollment_type: stringList().optional(),
  enrollment_role: stringList().optional(),
  enrollment_role_id: stringList().optional(),
  enrollment_state: stringList().optional(),
  include: stringList().optional(),
  user_ids: stringList({ comma: true }).optional(),
  user_id: canvasString.optional(),
  include_inactive: canvasBoolean.optional(),
});
export type RosterParams = z.output<typeof rosterParams>;

/** Course#current_users: enrollments that have not ended. */
export const CURRENT_STATES = ['active', 'invited', 'creation_pending'];
export const CURRENT_AND_INACTIVE = [...CURRENT_STATES, 'inactive'];

/**
 * Canvas's roster visibility levels: callers who manage or grade people see every enrollment state; a caller
 * holding read_roster alone (a student) is at the :limited level, where Canvas already hides classmates'
 * inactive and concluded enrollments. Lectern also keeps invitations (invited, pending, rejected) from them,
 * which Canvas's own People page shows only to people managers, so a student sees active classmates only.
 */
const FULL_ROSTER_RIGHTS = ['view_all_grades', 'manage_grades', 'manage_students', 'manage_admin_users', 'read_as_admin'] as const;
const LIMITED_ROSTER_STATES = ['active'];

export function visibleStates(access: CourseAccess, states: string[]): string[] {
  if (FULL_ROSTER_RIGHTS.some((right) => access.rights.has(right))) return states;
  return states.filter((state) => LIMITED_ROSTER_STATES.includes(state));
}

/** last_login is usage-report data: only callers with read_reports may see it or sort by it; for others it is ignored. */
export function rosterIncludes(requested: string[] | undefined, access: CourseAccess): string[] {
  return (requested ?? []).filter((name) => name !== 'last_login' || access.rights.has('read_reports'));
}

const READABLE_TYPES = new Set(Object.keys(ROLE_IDS));

/** UserSearch.validate_enrollment_types: `ta` → TaEnrollment, `student_view` → StudentViewEnrollment. */
function enrollmentTypes(values: string[]): string[] {
  return values.map((value) => {
    const camel = value.split('_').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
    const type = camel.endsWith('Enrollment') ? camel : `${camel}Enrollment`;
    if (!READABLE_TYPES.has(type)) throw rejected(`Invalid enrollment type: ${value}`);
    return type;
  });
}

/** Enrollment types holding any of these built-in roles (by id or by name); unknown roles match nothing. */
function typesForRoles(roleIds: number[]): string[] {
  return Object.entries(ROLE_IDS).filter(([, id]) => roleIds.includes(id)).map(([type]) => type);
}

function rolesFilter(params: RosterParams): string[] | undefined {
  if (params.enrollment_role_id?.length) {
    return typesForRoles(params.enrollment_role_id.filter((id) => /^\d+$/.test(id)).map(Number));
  }
  if (params.enrollment_role?.length) {
    return typesForRoles(params.enrollment_role.flatMap((name) => (ROLE_IDS[name] ? [ROLE_IDS[name]] : [])));
  }
  return params.enrollment_type?.length ? enrollmentTypes(params.enrollment_type) : undefined;
}

/** A blank term means no search; a term of one character is Canvas's SearchTermHelper 400. */
function rosterSearch(term: string | undefined, access: CourseAccess): RosterSearch | undefined {
  if (term === undefined || term.trim() === '') return undefined;
  if (term.length < 2) throw searchTermTooShort();
  const has = (right: Parameters<typeof access.rights.has>[0]) => access.rights.has(right);
  return { term, login: has('view_user_logins'), sis: has('read_sis') || has('manage_sis'), email: has('read_email_addresses') };
}

export function rosterSort(sort: string | undefined, access: CourseAccess): RosterSort {
  if (sort === 'last_login') return access.rights.has('read_reports') ? sort : 'username';
  return sort === 'email' || sort === 'sis_id' ? sort : 'username';
}

/** `user_ids` restricts the roster; ids that are not numbers match nobody, as in Canvas. */
function userIdsFilter(values: string[] | undefined): number[] | undefined {
  if (!values?.length) return undefined;
  return values.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
}

export function rosterFilter(
  courseId: number,
  params: RosterParams,
  access: CourseAccess,
  sectionIds: number[] | undefined,
): RosterFilter {
  const includeInactive = access.rights.has('read_as_admin') && params.include_inactive === true;
  const types = rolesFilter(params);
  return {
    courseId,
    states: visibleStates(
      access,
      params.enrollment_state?.length ? params.enrollment_state : includeInactive ? CURRENT_AND_INACTIVE : CURRENT_STATES,
    ),
    types,
    sectionIds,
    includeTestStudent: Boolean(params.include?.includes('test_student') || params.enrollment_type?.includes('student_view')),
    search: rosterSearch(params.search_term, access),
    userIds: userIdsFilter(params.user_ids),
  };
}

export function userRights(access: CourseAccess): UserJsonRights {
  const has = (right: Parameters<typeof access.rights.has>[0]) => access.rights.has(right);
  return {
    sis: has('read_sis') || has('manage_sis'),
    login: has('view_user_logins'),
    email: has('read_email_addresses'),
    reports: has('read_reports'),
    grades: has('view_all_grades') || has('manage_grades'),
  };
}

import { concurrencyLimit } from '../src/lib/concurrency-limit';
import type { Api } from './fixtures';

/** Data each spec seeds for itself over the real API, so specs stand alone on a shared server. */

let counter = 0;

/** A name no other test (or earlier run against the same server) uses. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

export type Person = { id: number; name: string; token: string };

/**
 * A brand-new user of account 1 with an access token of their own. The login is unique even for a fixed display
 * name, so a test that names its people ("Amy Ward") can run again, as a retry does, on the same server.
 */
export async function createPerson(api: Api, name = uniqueName('Test Person')): Promise<Person> {
  const admin = api.as('demo-admin');
  const login = `${uniqueName(name).toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.example`;
  const user = await admin.post<{ id: number }>('/api/v1/accounts/1/users', { user: { name }, pseudonym: { unique_id: login } });
  const { token } = await admin.post<{ token: string }>(`/api/v1/users/${user.id}/tokens`, { token: { purpose: 'e2e' } });
  return { id: user.id, name, token };
}

export type Role = 'StudentEnrollment' | 'TeacherEnrollment' | 'TaEnrollment' | 'DesignerEnrollment' | 'ObserverEnrollment';

/** Enrolls an existing user, actively; in `sectionId` when given, else the course's first section. */
export async function enroll(api: Api, courseId: number, userId: number, type: Role, sectionId?: number): Promise<void> {
  await api.as('demo-admin').post(`/api/v1/courses/${courseId}/enrollments`, {
    enrollment: { user_id: userId, type, enrollment_state: 'active', ...(sectionId === undefined ? {} : { course_section_id: sectionId }) },
  });
}

/** A published course in account 1 with no one in it yet. */
export async function createCourse(api: Api, name = uniqueName('E2E Course'), extra: Record<string, unknown> = {}) {
  return api.as('demo-admin').post<{ id: number; name: string }>('/api/v1/accounts/1/courses', {
    course: { name, ...extra },
    offer: true,
  });
}

/**
 * `count` published courses of account 1 named `<prefix> 001` …, each taught by `teacher` when given; returns their
 * names in order. A few requests at a time keep the server busy without queueing hundreds of writes on it at once.
 */
export async function createCourses(api: Api, prefix: string, count: number, teacher?: Person): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(3, '0')}`);
  const run = concurrencyLimit(6);
  await Promise.all(
    names.map((name) =>
      run(async () => {
        const course = await createCourse(api, name);
        if (teacher) await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
      }),
    ),
  );
  return names;
}

/** A new active section of the course (created by the admin, who manages every course's sections). */
export async function createSection(api: Api, courseId: number, name = uniqueName('Section')) {
  return api.as('demo-admin').post<{ id: number; name: string }>(`/api/v1/courses/${courseId}/sections`, { course_section: { name } });
}

/** A group set of the course; students are placed by the teacher (no self sign-up) unless `fields` says otherwise. */
export async function createGroupSet(api: Api, courseId: number, name = uniqueName('Group Set'), fields: Record<string, unknown> = {}) {
  return api.as('demo-admin').post<{ id: number; name: string }>(`/api/v1/courses/${courseId}/group_categories`, { name, ...fields });
}

export async function createGroup(api: Api, groupSetId: number, name = uniqueName('Group')) {
  return api.as('demo-admin').post<{ id: number; name: string; group_category_id: number }>(`/api/v1/group_categories/${groupSetId}/groups`, { name });
}

/** Puts an enrolled user in a group (moving them out of the set's other groups, as Canvas does). */
export async function addGroupMember(api: Api, groupId: number, userId: number): Promise<void> {
  await api.as('demo-admin').post(`/api/v1/groups/${groupId}/memberships`, { user_id: userId });
}

/** Fields of `assignment[...]` on create (docs/canvas-contract.md §4.4); dates are ISO 8601 strings. */
export type AssignmentFields = {
  name?: string;
  description?: string;
  points_possible?: number;
  grading_type?: string;
  submission_types?: string[];
  due_at?: string | null;
  unlock_at?: string | null;
  lock_at?: string | null;
  published?: boolean;
  assignment_group_id?: number;
  group_category_id?: number;
  only_visible_to_overrides?: boolean;
  anonymous_grading?: boolean;
} & Record<string, unknown>;

/** An assignment of the course, created by the admin; published unless `fields` says not. */
export async function createAssignment(api: Api, courseId: number, fields: AssignmentFields = {}) {
  const assignment = { name: uniqueName('Assignment'), published: true, ...fields };
  return api.as('demo-admin').post<{ id: number; name: string; due_at: string | null }>(`/api/v1/courses/${courseId}/assignments`, { assignment });
}

/** Exactly one target: `student_ids`, `course_section_id` or `group_id`; dates left out are not overridden. */
export type OverrideFields = (
  | { student_ids: number[]; title?: string }
  | { course_section_id: number }
  | { group_id: number }
) & { due_at?: string | null; unlock_at?: string | null; lock_at?: string | null };

export async function createOverride(api: Api, courseId: number, assignmentId: number, fields: OverrideFields) {
  return api
    .as('demo-admin')
    .post<{ id: number; title: string }>(`/api/v1/courses/${courseId}/assignments/${assignmentId}/overrides`, { assignment_override: fields });
}

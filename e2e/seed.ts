import type { Api } from './fixtures';

/** Data each spec seeds for itself over the real API, so specs stand alone on a shared server. */

let counter = 0;

/** A name no other test (or earlier run against the same server) uses. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

export type Person = { id: number; name: string; token: string };

/** A brand-new user of account 1 with an access token of their own. */
export async function createPerson(api: Api, name = uniqueName('Test Person')): Promise<Person> {
  const admin = api.as('demo-admin');
  const login = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.example`;
  const user = await admin.post<{ id: number }>('/api/v1/accounts/1/users', { user: { name }, pseudonym: { unique_id: login } });
  const { token } = await admin.post<{ token: string }>(`/api/v1/users/${user.id}/tokens`, { token: { purpose: 'e2e' } });
  return { id: user.id, name, token };
}

export type Role = 'StudentEnrollment' | 'TeacherEnrollment' | 'TaEnrollment' | 'DesignerEnrollment' | 'ObserverEnrollment';

export async function enroll(api: Api, courseId: number, userId: number, type: Role): Promise<void> {
  await api.as('demo-admin').post(`/api/v1/courses/${courseId}/enrollments`, {
    enrollment: { user_id: userId, type, enrollment_state: 'active' },
  });
}

/** A published course in account 1 with no one in it yet. */
export async function createCourse(api: Api, name = uniqueName('E2E Course'), extra: Record<string, unknown> = {}) {
  return api.as('demo-admin').post<{ id: number; name: string }>('/api/v1/accounts/1/courses', {
    course: { name, ...extra },
    offer: true,
  });
}

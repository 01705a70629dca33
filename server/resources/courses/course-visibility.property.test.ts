import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { courseContract, courseListItemContract, listOf } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';

/**
 * One visibility rule: whatever a course list is asked for, every course it returns is one that
 * GET /courses/:id (with include[]=all_courses, so deleted courses are judged by rights, not by 404)
 * lets the same caller read. Worlds and requests are generated.
 */

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

const COURSE_STATES = ['created', 'claimed', 'available', 'completed', 'deleted'] as const;
const ENROLLMENT_TYPES = [
  'StudentEnrollment', 'StudentViewEnrollment', 'ObserverEnrollment', 'TeacherEnrollment', 'TaEnrollment', 'DesignerEnrollment',
] as const;
const ENROLLMENT_STATES = ['active', 'invited', 'creation_pending', 'completed', 'inactive', 'rejected', 'deleted'] as const;

const enrollment = fc.record({ type: fc.constantFrom(...ENROLLMENT_TYPES), state: fc.constantFrom(...ENROLLMENT_STATES) });
const course = fc.record({
  state: fc.constantFrom(...COURSE_STATES),
  enrollments: fc.array(enrollment, { minLength: 1, maxLength: 2 }),
  inAdministeredAccount: fc.boolean(),
});

const subset = <T>(values: readonly T[]) => fc.subarray([...values]);
const request = fc.record({
  path: fc.constantFrom('/api/v1/courses', '/api/v1/users/self/courses', 'own-id'),
  state: fc.option(subset(['unpublished', 'available', 'completed', 'deleted'] as const), { nil: undefined }),
  enrollment_state: fc.option(fc.constantFrom('active', 'invited_or_pending', 'completed'), { nil: undefined }),
  enrollment_type: fc.option(fc.constantFrom('teacher', 'student', 'ta', 'observer', 'designer'), { nil: undefined }),
  include: subset(['syllabus_body', 'needs_grading_count', 'total_students', 'term', 'teachers', 'sections'] as const),
});

function query(params: ValueOf<typeof request>): string {
  const parts = [
    ...(params.state ?? []).map((state) => `state[]=${state}`),
    ...(params.enrollment_state ? [`enrollment_state=${params.enrollment_state}`] : []),
    ...(params.enrollment_type ? [`enrollment_type=${params.enrollment_type}`] : []),
    ...params.include.map((name) => `include[]=${name}`),
    'per_page=100',
  ];
  return parts.join('&');
}

/** A caller with generated enrollments in generated courses; some courses sit in a sub-account the caller may administer. */
function buildWorld(courses: ValueOf<typeof course>[], isSubAccountAdmin: boolean) {
  const app = createTestApp();
  const root = app.data.account();
  const sub = app.data.account('Sciences', root);
  const termId = app.data.term(root);
  const caller = app.data.user('Casey Caller', 'caller-token');
  if (isSubAccountAdmin) app.data.admin(sub, caller);
  for (const seed of courses) {
    const created = app.data.course({ accountId: seed.inAdministeredAccount ? sub : root, termId, state: seed.state });
    for (const { type, state } of seed.enrollments) app.data.enroll(caller, created, type, state);
  }
  return { app, caller };
}

describe('course lists never show a course its caller may not read', () => {
  it('holds for every world, caller and parameter combination', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(course, { minLength: 1, maxLength: 4 }), fc.boolean(), request, async (courses, isAdmin, params) => {
        const { app, caller } = buildWorld(courses, isAdmin);
        const path = params.path === 'own-id' ? `/api/v1/users/${caller}/courses` : params.path;
        const listed = await app.get(`${path}?${query(params)}`, 'caller-token');
        expect(listed.status).toBe(200);
        for (const { id } of expectContract(listOf(courseListItemContract), listed.body)) {
          const shown = await app.get(`/api/v1/courses/${id}?include[]=all_courses`, 'caller-token');
          expect({ id, status: shown.status }).toEqual({ id, status: 200 });
          expect(expectContract(courseContract, shown.body).id).toBe(id);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('keeps a student’s unpublished and deleted courses, syllabus and all, out of every state[] filter', async () => {
    const { app } = buildWorld(
      [
        { state: 'claimed', enrollments: [{ type: 'StudentEnrollment', state: 'active' }], inAdministeredAccount: false },
        { state: 'deleted', enrollments: [{ type: 'StudentEnrollment', state: 'active' }], inAdministeredAccount: false },
        { state: 'completed', enrollments: [{ type: 'StudentEnrollment', state: 'completed' }], inAdministeredAccount: false },
      ],
      false,
    );
    const list = async (filter: string) =>
      expectContract(listOf(courseContract), (await app.get(`/api/v1/courses?${filter}&include[]=syllabus_body`, 'caller-token')).body)
        .map((c) => c.workflow_state);
    expect(await list('state[]=unpublished')).toEqual([]);
    expect(await list('state[]=deleted')).toEqual([]);
    // A concluded course stays readable by its student, as in Canvas.
    expect(await list('state[]=completed')).toEqual(['completed']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOf, tabContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

/**
 * Moves through the real API against a plain model: a list where the tab is taken out and put back at
 * min(position, n - 1), since settings keeps the last place. After every change the teacher's positions are 1..n
 * without gaps, home is first, settings last, and the student sees the model's order less hidden and unused tabs
 * and settings.
 */

const DEFAULT_ORDER = [
  'home', 'announcements', 'assignments', 'discussions', 'grades', 'people', 'pages', 'files', 'syllabus', 'outcomes',
  'quizzes', 'modules', 'settings',
];
const N = DEFAULT_ORDER.length;
/** The world has no assignments or files, and Lectern keeps no announcements, pages, outcomes, quizzes or modules. */
const UNUSED = new Set(['announcements', 'assignments', 'pages', 'files', 'outcomes', 'quizzes', 'modules']);
const MOVABLE = DEFAULT_ORDER.slice(1, -1);

function world() {
  const app = createTestApp();
  return { app, ...standardWorld(app.data) };
}

async function list(app: TestApp, courseId: number, token: string) {
  const { status, body } = await app.get(`/api/v1/courses/${courseId}/tabs`, token);
  expect(status).toBe(200);
  return expectContract(listOf(tabContract), body);
}

function modelMove(order: string[], id: string, position: number): string[] {
  const rest = order.filter((t) => t !== id);
  const to = Math.min(position, N - 1) - 1;
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

async function expectConsistent(app: TestApp, courseId: number, order: string[], hidden: Set<string>) {
  const teacher = await list(app, courseId, 'teacher-token');
  expect(teacher.map((t) => t.id)).toEqual(order);
  expect(teacher.map((t) => t.position)).toEqual(order.map((_, i) => i + 1));
  expect(teacher.filter((t) => t.hidden).map((t) => t.id).sort()).toEqual([...hidden].sort());
  const student = await list(app, courseId, 'student-token');
  expect(student.map((t) => t.id)).toEqual(order.filter((id) => !hidden.has(id) && !UNUSED.has(id) && id !== 'settings'));
  expect(student.map((t) => t.position)).toEqual(student.map((_, i) => i + 1));
}

describe(`tab moves in a ${N}-tab course`, () => {
  it('every move from every position to every valid position keeps 1..n and puts the tab where asked', async () => {
    const { app, course } = world();
    for (let from = 2; from <= N - 1; from++) {
      const id = DEFAULT_ORDER[from - 1] as string;
      for (let to = 2; to <= N; to++) {
        app.db.prepare('DELETE FROM course_tab_configurations').run();
        const { status, body } = await app.send('PUT', `/api/v1/courses/${course.id}/tabs/${id}`, 'teacher-token', { position: to });
        expect({ from, to, status }).toEqual({ from, to, status: 200 });
        const expected = modelMove(DEFAULT_ORDER, id, to);
        expect(expectContract(tabContract, body).position).toBe(expected.indexOf(id) + 1);
        const teacher = await list(app, course.id, 'teacher-token');
        expect({ from, to, order: teacher.map((t) => t.id) }).toEqual({ from, to, order: expected });
        expect(teacher.map((t) => t.position)).toEqual(expected.map((_, i) => i + 1));
      }
    }
  });

  it('concurrent moves each apply whole: the order stays a permutation numbered 1..n', async () => {
    const { app, course } = world();
    const moves = MOVABLE.map((id, i) => ({ id, position: 2 + ((i * 5) % (N - 1)) }));
    const answers = await Promise.all(
      moves.map(({ id, position }) => app.send('PUT', `/api/v1/courses/${course.id}/tabs/${id}`, 'teacher-token', { position })),
    );
    expect(answers.map((a) => a.status)).toEqual(moves.map(() => 200));
    const teacher = await list(app, course.id, 'teacher-token');
    expect([...teacher.map((t) => t.id)].sort()).toEqual([...DEFAULT_ORDER].sort());
    expect(teacher.map((t) => t.position)).toEqual(DEFAULT_ORDER.map((_, i) => i + 1));
    expect([teacher[0]?.id, teacher.at(-1)?.id]).toEqual(['home', 'settings']);
  });

  it('any sequence of moves and hides matches the model for teacher and student', async () => {
    const step = fc.record({
      id: fc.constantFrom(...MOVABLE),
      position: fc.option(fc.integer({ min: 2, max: N }), { nil: undefined }),
      hidden: fc.option(fc.boolean(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const { app, course } = world();
        let order = [...DEFAULT_ORDER];
        const hidden = new Set<string>();
        for (const { id, position, hidden: hide } of steps) {
          const body = { ...(position === undefined ? {} : { position }), ...(hide === undefined ? {} : { hidden: hide }) };
          const { status } = await app.send('PUT', `/api/v1/courses/${course.id}/tabs/${id}`, 'teacher-token', body);
          expect(status).toBe(200);
          if (hide === true) hidden.add(id);
          if (hide === false) hidden.delete(id);
          if (position !== undefined) order = modelMove(order, id, position);
        }
        await expectConsistent(app, course.id, order, hidden);
      }),
      { numRuns: 25 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { OverrideFields } from '@/api/assignment-overrides';
import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import type { AssignToPlan } from './plan-assign-to-save';
import { saveAssignTo, type OverrideApi, type SaveProgress } from './save-assign-to';

/** A stand-in for the Canvas endpoints (the runner's collaborator, not the thing under test) that logs each call. */
function fakeApi(failing: (call: string) => boolean = () => false) {
  const calls: string[] = [];
  let nextId = 100;
  const answer = (call: string, fields: OverrideFields = {}): Promise<AssignmentOverride> => {
    calls.push(call);
    if (failing(call)) return Promise.reject(new Error(`refused ${call}`));
    nextId += 1;
    return Promise.resolve({ id: String(nextId), assignment_id: '7', title: 't', ...fields, student_ids: fields.student_ids ? [...fields.student_ids] : undefined });
  };
  const api: OverrideApi = {
    create: (fields) => answer(`create ${fields.course_section_id ?? fields.student_ids?.join('+') ?? ''}`, fields),
    update: (id, fields) => answer(`update ${id}`, fields),
    remove: (id) => answer(`delete ${id}`),
  };
  return { api, calls };
}

const dates = { due_at: null, unlock_at: null, lock_at: null };
const plan: AssignToPlan = {
  base: {},
  creates: [
    { cardKey: 'c1', fields: { course_section_id: '9', ...dates } },
    { cardKey: 'c2', fields: { student_ids: ['5', '6'], ...dates } },
  ],
  updates: [{ id: '3', cardKey: 'c3', fields: dates }],
  deletes: ['4'],
};

describe('saveAssignTo', () => {
  it('deletes, then updates, then creates, reporting progress after each', async () => {
    const { api, calls } = fakeApi();
    const progress: SaveProgress[] = [];
    const result = await saveAssignTo(plan, api, (step) => progress.push(step));
    expect(calls).toEqual(['delete 4', 'update 3', 'create 9', 'create 5+6']);
    expect(progress.map(({ done, total }) => `${done}/${total}`)).toEqual(['0/4', '1/4', '2/4', '3/4', '4/4']);
    expect(result.failedCardKeys).toEqual([]);
    expect(result.created.map(({ cardKey, override }) => [cardKey, override.id])).toEqual([
      ['c1', '103'],
      ['c2', '104'],
    ]);
  });

  it('keeps going after a failure, and returns the failed cards and only what is still unsaved', async () => {
    const { api } = fakeApi((call) => call === 'create 9' || call === 'delete 4');
    const result = await saveAssignTo(plan, api);
    expect(result.failedCardKeys).toEqual(['c1']);
    expect(result.unsaved).toEqual({ base: {}, creates: [plan.creates[0]], updates: [], deletes: ['4'] });
    expect(result.errors).toHaveLength(2);

    const retry = fakeApi();
    const retried = await saveAssignTo(result.unsaved, retry.api);
    expect(retry.calls).toEqual(['delete 4', 'create 9']);
    expect(retried.failedCardKeys).toEqual([]);
  });

  it('marks a card once however many of its overrides fail', async () => {
    const { api } = fakeApi((call) => call.startsWith('create'));
    const both: AssignToPlan = { ...plan, creates: plan.creates.map((op) => ({ ...op, cardKey: 'c1' })) };
    expect((await saveAssignTo(both, api)).failedCardKeys).toEqual(['c1']);
  });
});

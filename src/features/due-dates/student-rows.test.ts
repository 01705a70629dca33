import { describe, expect, it } from 'vitest';
import type { User } from '@/api/schemas/user';
import { assignedStudentIds, batchesFor, enrollmentNote, NAME_BATCH } from './student-rows';

const entry = { due_at: null, grading_period_id: null, in_closed_grading_period: false };

describe('the grid’s rows', () => {
  it('are every student listed under any assignment, once, in numeric id order', () => {
    expect(assignedStudentIds({ '1': { '10': entry, '9': entry }, '2': { '9': entry, '100000000000000001': entry }, '3': {} })).toEqual([
      '9',
      '10',
      '100000000000000001',
    ]);
  });

  it('fetch names in fixed batches that cover the rows in view', () => {
    const ids = Array.from({ length: 250 }, (_, index) => String(index + 1));
    expect(batchesFor(ids, 0, 30).map((batch) => [batch[0], batch.length])).toEqual([['1', NAME_BATCH]]);
    expect(batchesFor(ids, 95, 110).map((batch) => batch[0])).toEqual(['1', '101']);
    expect(batchesFor(ids, 240, 400).map((batch) => [batch[0], batch.length])).toEqual([['201', 50]]);
    expect(batchesFor([], 0, 10)).toEqual([]);
  });
});

describe('enrollmentNote', () => {
  const student = (...states: string[]) =>
    ({ enrollments: states.map((enrollment_state) => ({ enrollment_state })) }) as unknown as User;

  it('marks students whose enrollments have all ended or been deactivated', () => {
    expect(enrollmentNote(student('completed'))).toBe('Concluded');
    expect(enrollmentNote(student('inactive', 'completed'))).toBe('Inactive');
    expect(enrollmentNote(student('active', 'completed'))).toBeUndefined();
    expect(enrollmentNote(student('invited'))).toBeUndefined();
    expect(enrollmentNote(student())).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { EffectiveDueDates } from '@/api/schemas/effective-due-dates';
import { dayKey, histogramSummary } from '@/lib/day-buckets';
import { dueCell, dueHistogram, overrideCount, sortAssignments } from './due-date-model';

const entry = (due_at: string | null) => ({ due_at, grading_period_id: null, in_closed_grading_period: false });

// Base date: Nov 24 23:59:59 in Denver; student 5 has an extension to Nov 26, student 6 has no date.
const base = '2026-11-25T06:59:59Z';
const dates: EffectiveDueDates = {
  '6': { '4': entry(base), '5': entry('2026-11-27T06:59:59Z'), '6': entry(null), '7': entry(base) },
};
const assignment = { id: '6', name: 'Evolution discussion', due_at: base, position: 1 };

describe('dueCell', () => {
  it('tells base dates, overrides and unassigned students apart', () => {
    expect(dueCell(dates, assignment, '4')).toEqual({ kind: 'due', dueAt: base, isOverride: false });
    expect(dueCell(dates, assignment, '5')).toEqual({ kind: 'due', dueAt: '2026-11-27T06:59:59Z', isOverride: true });
    expect(dueCell(dates, assignment, '6')).toEqual({ kind: 'due', dueAt: null, isOverride: true });
    expect(dueCell(dates, assignment, '99')).toEqual({ kind: 'unassigned' });
    // The same instant written with an offset is not an override.
    expect(dueCell({ '6': { '4': entry('2026-11-24T23:59:59-07:00') } }, assignment, '4')).toMatchObject({ isOverride: false });
  });

  it('counts overrides', () => {
    expect(overrideCount(dates, assignment)).toBe(2);
  });
});

describe('due date histogram', () => {
  it('buckets by day in the course time zone', () => {
    expect(dayKey(base, 'America/Denver')).toBe('2026-11-24');
    expect(dayKey(base, 'UTC')).toBe('2026-11-25');
    const buckets = dueHistogram(dates, '6', 'America/Denver');
    expect(buckets.map(({ day, count }) => [day, count])).toEqual([
      ['2026-11-24', 2],
      ['2026-11-26', 1],
      [null, 1],
    ]);
    expect(histogramSummary(buckets)).toBe('2 students due Nov 24, 1 due Nov 26, 1 with no due date');
    expect(histogramSummary([])).toBe('No students are assigned');
  });
});

describe('sortAssignments', () => {
  it('puts earlier due dates first and undated ones last', () => {
    const sorted = sortAssignments([
      { id: '1', name: 'B', due_at: null, position: 1 },
      { id: '2', name: 'A', due_at: '2026-12-01T00:00:00Z', position: 2 },
      { id: '3', name: 'C', due_at: '2026-11-01T00:00:00Z', position: 3 },
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['3', '2', '1']);
  });
});

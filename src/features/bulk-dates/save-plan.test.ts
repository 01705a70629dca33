import { describe, expect, it } from 'vitest';
import { removeDates, setDate, shiftRows, type Edits } from './date-edits';
import type { DateRow } from './date-rows';
import { planSave } from './save-plan';

const essay: DateRow = {
  id: 'a1',
  kind: 'assignment',
  assignmentId: '1',
  title: 'Essay',
  assignmentName: 'Essay',
  dates: { due_at: '2026-02-06T06:59:59Z', unlock_at: '2026-02-01T07:00:00Z', lock_at: null },
};
const sectionOverride: DateRow = {
  id: 'o7',
  kind: 'override',
  assignmentId: '1',
  overrideId: '7',
  title: 'Section 2',
  assignmentName: 'Essay',
  // Overrides only the due date: unlock and lock come from the assignment.
  dates: { due_at: '2026-02-08T06:59:59Z' },
};
const studentsOverride: DateRow = {
  id: 'o8',
  kind: 'override',
  assignmentId: '1',
  overrideId: '8',
  title: 'Extra time',
  assignmentName: 'Essay',
  dates: { due_at: '2026-02-10T06:59:59Z', lock_at: '2026-02-12T06:59:59Z' },
  studentIds: ['31', '32'],
};
const quiz: DateRow = { id: 'a2', kind: 'assignment', assignmentId: '2', title: 'Quiz', assignmentName: 'Quiz', dates: { due_at: null, unlock_at: null, lock_at: null } };
const rows = [essay, sectionOverride, studentsOverride, quiz];
const none: Edits = new Map();

describe('planSave', () => {
  it('sends nothing when nothing changed', () => {
    expect(planSave(rows, none)).toEqual({ requests: [], invalid: new Map() });
  });

  it('sends an assignment only the dates that changed', () => {
    const edits = setDate(none, essay, 'due_at', '2026-02-07T06:59:59Z');
    expect(planSave(rows, edits).requests).toEqual([
      { rowId: 'a1', kind: 'assignment', assignmentId: '1', fields: { due_at: '2026-02-07T06:59:59Z' } },
    ]);
  });

  it('resends every date an override keeps, and never the ones it does not override', () => {
    const edits = shiftRows(none, [sectionOverride], 7, 'America/Denver');
    expect(planSave(rows, edits).requests).toEqual([
      { rowId: 'o7', kind: 'override', assignmentId: '1', overrideId: '7', fields: { due_at: '2026-02-15T06:59:59Z' } },
    ]);
  });

  it('gives an adhoc override its students and title back with its dates', () => {
    const edits = setDate(none, studentsOverride, 'lock_at', '2026-02-13T06:59:59Z');
    expect(planSave(rows, edits).requests).toEqual([
      {
        rowId: 'o8',
        kind: 'override',
        assignmentId: '1',
        overrideId: '8',
        fields: { due_at: '2026-02-10T06:59:59Z', lock_at: '2026-02-13T06:59:59Z', student_ids: ['31', '32'], title: 'Extra time' },
      },
    ]);
  });

  it('holds back a row whose dates are out of order, naming the cell, and sends the rest', () => {
    let edits = setDate(none, essay, 'unlock_at', '2026-02-09T07:00:00Z');
    edits = setDate(edits, studentsOverride, 'due_at', '2026-02-14T06:59:59Z');
    edits = setDate(edits, quiz, 'due_at', '2026-03-01T06:59:59Z');
    const plan = planSave(rows, edits);
    expect(plan.requests.map((request) => request.rowId)).toEqual(['a2']);
    expect(plan.invalid.get('a1')).toEqual({ field: 'unlock_at', message: '“Available from” is after the due date' });
    expect(plan.invalid.get('o8')).toEqual({ field: 'lock_at', message: '“Until” is before the due date' });
  });

  it('sends only the rows asked for, as a retry of the failed ones does', () => {
    let edits = setDate(none, essay, 'due_at', '2026-02-07T06:59:59Z');
    edits = setDate(edits, quiz, 'due_at', '2026-03-01T06:59:59Z');
    expect(planSave(rows, edits, new Set(['a2'])).requests.map((request) => request.rowId)).toEqual(['a2']);
  });

  it('sends "no date" for removed dates, and an override keeps not overriding what it did not', () => {
    const edits = removeDates(none, [essay, sectionOverride, quiz]);
    expect(planSave(rows, edits).requests).toEqual([
      { rowId: 'a1', kind: 'assignment', assignmentId: '1', fields: { due_at: null, unlock_at: null } },
      { rowId: 'o7', kind: 'override', assignmentId: '1', overrideId: '7', fields: { due_at: null } },
    ]);
  });
});

describe('edits', () => {
  it('forget a row whose dates are back to what was loaded', () => {
    const there = shiftRows(none, rows, 7, 'America/Denver');
    expect(there.size).toBe(3);
    expect(shiftRows(there, rows, -7, 'America/Denver').size).toBe(0);
    expect(setDate(setDate(none, essay, 'due_at', null), essay, 'due_at', '2026-02-06T06:59:59.000Z').size).toBe(0);
  });

  it('let an override take over a date it did not override, "no date" included', () => {
    const edits = setDate(none, sectionOverride, 'lock_at', null);
    expect(planSave(rows, edits).requests).toEqual([
      { rowId: 'o7', kind: 'override', assignmentId: '1', overrideId: '7', fields: { due_at: '2026-02-08T06:59:59Z', lock_at: null } },
    ]);
  });
});

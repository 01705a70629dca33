import { describe, expect, it } from 'vitest';
import { availabilityOf, ownDates, summarizeAvailability, summarizeDue } from './due-summary';

const now = new Date('2026-03-10T12:00:00Z');
const base = { base: true, title: 'Everyone else', due_at: '2026-03-12T06:59:59Z', unlock_at: null, lock_at: null };
const section = { id: '4', title: 'Section B', due_at: '2026-03-14T06:59:59Z', unlock_at: null, lock_at: null };

describe('summarizeDue', () => {
  it('shows the one due date when there are no overrides', () => {
    expect(summarizeDue({ due_at: base.due_at, all_dates: [base] })).toEqual({ kind: 'single', dueAt: base.due_at });
  });

  it('says nothing is due when no date set has a due date', () => {
    expect(summarizeDue({ due_at: null, all_dates: [{ ...base, due_at: null }] })).toEqual({ kind: 'none' });
    expect(summarizeDue({ due_at: null })).toEqual({ kind: 'none' });
  });

  it('says "multiple" with every date set when an override differs', () => {
    const summary = summarizeDue({ due_at: base.due_at, all_dates: [section, base] });
    expect(summary).toEqual({ kind: 'multiple', dates: [section, base], count: 2 });
  });

  it('keeps one date when overrides repeat the base dates (Canvas would say "Multiple dates")', () => {
    const same = { ...section, due_at: base.due_at };
    expect(summarizeDue({ due_at: base.due_at, all_dates: [same, base] })).toEqual({ kind: 'single', dueAt: base.due_at });
  });

  it('treats a different availability window as different dates', () => {
    const later = { ...section, due_at: base.due_at, lock_at: '2026-03-20T00:00:00Z' };
    expect(summarizeDue({ due_at: base.due_at, all_dates: [later, base] }).kind).toBe('multiple');
  });

  it('uses the only override when the assignment is visible only to it and has no base date', () => {
    expect(summarizeDue({ due_at: null, all_dates: [section] })).toEqual({ kind: 'single', dueAt: section.due_at });
  });

  it('trusts all_dates_count when Canvas leaves all_dates empty (25 or more overrides)', () => {
    expect(summarizeDue({ due_at: null, all_dates: [], all_dates_count: 30 })).toEqual({ kind: 'multiple', dates: [], count: 30 });
  });
});

describe('availability', () => {
  it('is open with neither date, or with dates around now but no lock', () => {
    expect(availabilityOf({ unlock_at: null, lock_at: null }, now)).toEqual({ kind: 'open' });
    expect(availabilityOf({ unlock_at: '2026-03-01T00:00:00Z', lock_at: null }, now)).toEqual({ kind: 'open' });
  });

  it('is not available yet before unlock, available until lock, closed after it', () => {
    expect(availabilityOf({ unlock_at: '2026-03-11T00:00:00Z', lock_at: null }, now).kind).toBe('not-yet');
    expect(availabilityOf({ unlock_at: null, lock_at: '2026-03-11T00:00:00Z' }, now)).toEqual({ kind: 'until', lockAt: '2026-03-11T00:00:00Z' });
    expect(availabilityOf({ unlock_at: null, lock_at: '2026-03-10T12:00:00Z' }, now).kind).toBe('closed');
  });

  it('is "multiple" only when the date sets disagree', () => {
    const closed = { ...section, lock_at: '2026-03-01T00:00:00Z' };
    expect(summarizeAvailability({ unlock_at: null, lock_at: null, all_dates: [closed, base] }, now)).toEqual({ kind: 'multiple' });
    expect(summarizeAvailability({ unlock_at: null, lock_at: null, all_dates: [section, base] }, now)).toEqual({ kind: 'open' });
  });

  it('reads the assignment dates when all_dates was not sent', () => {
    expect(summarizeAvailability({ unlock_at: null, lock_at: '2026-03-01T00:00:00Z' }, now).kind).toBe('closed');
  });
});

describe('ownDates', () => {
  it("shows a student only their own due date, even when all_dates lists everyone else's", () => {
    const mine = ownDates({ due_at: section.due_at, unlock_at: null, lock_at: null, all_dates: [section, base] });
    expect(summarizeDue(mine)).toEqual({ kind: 'single', dueAt: section.due_at });
    expect(summarizeAvailability(mine, now)).toEqual({ kind: 'open' });
  });
});

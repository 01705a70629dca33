import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymousLabel, studentNumber } from './student-labels';

const assignmentIds = fc.integer({ min: 1, max: 10_000_000 }).map(String);
/** A class enrolled in order: ids first..first+n-1, the shape that makes an id-like label guessable. */
const consecutive = (first: number, n: number) => Array.from({ length: n }, (_, index) => String(first + index));

/** Spearman's rank correlation of the ids' order with their numbers' order: ±1 when one follows the other. */
function rankCorrelation(numbers: number[]): number {
  const n = numbers.length;
  const ranks = numbers.map((value) => numbers.filter((other) => other < value).length);
  const squared = ranks.reduce((sum, rank, index) => sum + (rank - index) ** 2, 0);
  return 1 - (6 * squared) / (n * (n * n - 1));
}

describe('studentNumber', () => {
  it('never gives two students of an assignment the same number: every id below 2^16, and random larger ones', () => {
    const all = Array.from({ length: 2 ** 16 }, (_, id) => studentNumber('5', String(id)));
    expect(new Set(all).size).toBe(all.length);
    fc.assert(
      fc.property(assignmentIds, fc.uniqueArray(fc.integer({ min: 0, max: 9_999_999_999_999 }), { minLength: 2, maxLength: 300 }), (assignment, ids) => {
        const numbers = ids.map((id) => studentNumber(assignment, String(id)));
        expect(new Set(numbers).size).toBe(ids.length);
      }),
    );
  });

  it('is stable: the same student gets the same number on every call, whoever else is in the class', () => {
    fc.assert(
      fc.property(assignmentIds, fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 2, max: 200 }), fc.nat(), (assignment, first, n, pick) => {
        const roster = consecutive(first, n);
        const student = roster[pick % n] ?? '';
        const before = roster.map((id) => anonymousLabel(assignment, id));
        // Another student's id changes (a re-enrolment): this student's label does not.
        const changed = roster.map((id) => (id === student ? id : String(Number(id) + 100_000)));
        expect(anonymousLabel(assignment, student)).toBe(before[pick % n]);
        expect(changed.map((id) => anonymousLabel(assignment, id))[pick % n]).toBe(before[pick % n]);
      }),
    );
  });

  it('keeps a class enrolled in id order from reading its ids off the labels', () => {
    fc.assert(
      fc.property(assignmentIds, fc.integer({ min: 1, max: 50_000 }), (assignment, first) => {
        const roster = consecutive(first, 200);
        const numbers = roster.map((id) => studentNumber(assignment, id));
        // Not the ids, nor the ids a few places off: a label says nothing about which id, or which neighbour, it is.
        expect(numbers.filter((number, index) => Math.abs(number - Number(roster[index])) <= 2).length).toBeLessThanOrEqual(1);
        // Not the ids' order either, not even roughly (for a shuffle, |ρ| stays far below 0.5 at 200 students).
        expect(Math.abs(rankCorrelation(numbers))).toBeLessThan(0.5);
        // Nor within the class's id range: labels spread over a range far larger than any class.
        const inRange = numbers.filter((number) => number >= first && number < first + 200).length;
        expect(inRange).toBeLessThan(20);
      }),
    );
  });

  it('differs between assignments, so one assignment’s labels do not name another’s students', () => {
    fc.assert(
      fc.property(assignmentIds, assignmentIds, (one, other) => {
        fc.pre(one !== other);
        const roster = consecutive(1, 40);
        expect(roster.map((id) => studentNumber(one, id))).not.toEqual(roster.map((id) => studentNumber(other, id)));
      }),
    );
  });

  it('gives each of 20,000 assignments its own labels for the same class of 40', () => {
    const roster = consecutive(1, 40);
    const labelSets = new Set(Array.from({ length: 20_000 }, (_, i) => roster.map((id) => studentNumber(String(i + 1), id)).join(',')));
    expect(labelSets.size).toBe(20_000);
  });

  it('works for large Canvas ids and labels as "Student N"', () => {
    // A cross-shard id: past 2^53, so only a string keeps every digit.
    const big = '170000000000012345';
    expect(Number.isSafeInteger(studentNumber('5', big))).toBe(true);
    expect(studentNumber('5', big)).toBe(studentNumber('5', big));
    expect(studentNumber('5', big)).not.toBe(studentNumber('5', '170000000000012346'));
    expect(anonymousLabel('5', '42')).toMatch(/^Student \d+$/);
  });
});

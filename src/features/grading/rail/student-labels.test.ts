import { describe, expect, it } from 'vitest';
import { anonymousLabel, studentNumber } from './student-labels';

describe('studentNumber', () => {
  it('gives every student of an assignment a different number, the same on every call', () => {
    const ids = Array.from({ length: 5000 }, (_, index) => String(index + 1));
    const numbers = ids.map((id) => studentNumber('5', id));
    expect(new Set(numbers).size).toBe(ids.length);
    expect(ids.map((id) => studentNumber('5', id))).toEqual(numbers);
  });

  it('does not follow the user id order (names often sort like enrolment order) and differs between assignments', () => {
    const ids = Array.from({ length: 40 }, (_, index) => String(1000 + index));
    const numbers = ids.map((id) => studentNumber('5', id));
    expect(numbers).not.toEqual([...numbers].sort((a, b) => a - b));
    expect(ids.map((id) => studentNumber('6', id))).not.toEqual(numbers);
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

import { describe, expect, it } from 'vitest';
import { letterGrade } from './letter-grade';
import { roundScore } from './round';
import type { GradingSchemeEntry } from './types';

/** Canvas's default grading scheme (GradingStandard.default_grading_scheme). */
const canvasDefault: GradingSchemeEntry[] = [
  ['A', 0.94], ['A-', 0.9], ['B+', 0.87], ['B', 0.84], ['B-', 0.8], ['C+', 0.77],
  ['C', 0.74], ['C-', 0.7], ['D+', 0.67], ['D', 0.64], ['D-', 0.61], ['F', 0],
];

describe('letterGrade (Canvas: GradingStandard#score_to_grade and its specs)', () => {
  it('gives the entry whose lower bound the score reaches, a bound itself included', () => {
    expect(letterGrade(94, canvasDefault)).toBe('A');
    expect(letterGrade(93.99, canvasDefault)).toBe('A-');
    expect(letterGrade(90, canvasDefault)).toBe('A-');
    expect(letterGrade(60.99, canvasDefault)).toBe('F');
  });

  it('compares exactly: 89.995 has not reached 90, though the 2-place score Canvas grades has', () => {
    expect(letterGrade(89.995, canvasDefault)).toBe('B+');
    expect(letterGrade(roundScore(89.995), canvasDefault)).toBe('A-');
    expect(letterGrade(89.99, canvasDefault)).toBe('B+');
  });

  it('reads fractional bounds as the decimals they are: 54.5 reaches a 0.545 bound', () => {
    const scheme: GradingSchemeEntry[] = [['pass', 0.545], ['fail', 0]];
    expect(letterGrade(54.5, scheme)).toBe('pass');
    expect(letterGrade(54.49, scheme)).toBe('fail');
  });

  it('grades extra credit above 100 as the top entry and negative scores as 0', () => {
    expect(letterGrade(110, canvasDefault)).toBe('A');
    expect(letterGrade(-5, canvasDefault)).toBe('F');
  });

  it('gives the lowest entry when no bound is reached, whatever order the entries come in', () => {
    const noZero: GradingSchemeEntry[] = [['M', 0.6], ['H', 0.9], ['L', 0.3]];
    expect(letterGrade(10, noZero)).toBe('L');
    expect(letterGrade(95, noZero)).toBe('H');
    expect(letterGrade(60, noZero)).toBe('M');
  });

  it('gives no letter without a score or a scheme', () => {
    expect(letterGrade(null, canvasDefault)).toBeNull();
    expect(letterGrade(80, [])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { binSummary, formatScore, gradeCountBins, meanScore, percentBins, scoredSubmissions } from './grade-distribution';

describe('scoredSubmissions and meanScore', () => {
  it('counts scored, non-excused submissions only', () => {
    const rows = [
      { score: 8, grade: '8', excused: false },
      { score: null, grade: null, excused: false },
      { score: 0, grade: '0', excused: true },
      { score: 5, grade: '5' },
    ];
    const scored = scoredSubmissions(rows);
    expect(scored.map((s) => s.score)).toEqual([8, 5]);
    expect(meanScore(scored.map((s) => s.score))).toBe(6.5);
  });

  it('has no mean without scores', () => {
    expect(meanScore([])).toBeNull();
  });
});

describe('percentBins', () => {
  it('puts each score in its ten-point band of the points possible, boundaries in the upper band', () => {
    const bins = percentBins([0, 0.9, 1, 3, 5.99, 9, 10], 10);
    expect(bins.map((bin) => bin.count)).toEqual([2, 1, 0, 1, 0, 1, 0, 0, 0, 2]);
    expect(bins.map((bin) => bin.label)).toEqual(['<10', '10s', '20s', '30s', '40s', '50s', '60s', '70s', '80s', '90+']);
  });

  it('keeps negative scores in the first band and extra credit in the last', () => {
    const bins = percentBins([-2, 12.5], 10);
    expect(bins[0]?.count).toBe(1);
    expect(bins[9]?.count).toBe(1);
  });

  it('does not lose a score to floating point at a band edge', () => {
    // 0.3 / 1 is 0.29999… in binary; multiplying first keeps it at 30%.
    expect(percentBins([0.3, 0.7], 1).map((bin) => bin.count)).toEqual([0, 0, 0, 1, 0, 0, 0, 1, 0, 0]);
  });
});

describe('gradeCountBins and binSummary', () => {
  it('counts complete and incomplete in order, zeros kept', () => {
    const bins = gradeCountBins(['complete', 'complete', null], ['complete', 'incomplete']);
    expect(bins.map((bin) => [bin.label, bin.count])).toEqual([['complete', 2], ['incomplete', 0]]);
    expect(binSummary(bins, 'grades')).toBe('Distribution of 2 grades: 2 complete.');
  });

  it('says so when nothing is graded yet', () => {
    expect(binSummary(percentBins([], 10), 'scores')).toBe('Distribution of 0 scores: none yet.');
  });

  it('words each band', () => {
    expect(binSummary(percentBins([1, 9.5, 4], 10), 'scores')).toBe('Distribution of 3 scores: 1 from 10% to under 20%, 1 from 40% to under 50%, 1 90% or more.');
  });
});

describe('formatScore', () => {
  it('rounds to two decimals without trailing zeros', () => {
    expect([formatScore(7.5), formatScore(8), formatScore(20 / 3)]).toEqual(['7.5', '8', '6.67']);
  });
});

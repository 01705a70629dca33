import { describe, expect, it } from 'vitest';
import { layoutBars } from './histogram-layout';

const bucket = (day: string | null, count: number) => ({ day, count, label: day === null ? 'No date' : day.slice(5) });

describe('layoutBars', () => {
  it('places days on a time axis so gaps show', () => {
    const bars = layoutBars([bucket('2026-11-14', 36), bucket('2026-11-23', 7)], 260);
    const [first = 0, second = 0] = bars.map((bar) => bar.x);
    // Ten days across 260px: 26px per day, the second bar nine days later.
    expect(second - first).toBeCloseTo(9 * 26);
    expect(bars.every((bar) => bar.labelX !== null)).toBe(true);
  });

  it('lines bars up when dates spread too far, and puts "no date" last', () => {
    const bars = layoutBars([bucket('2026-09-01', 3), bucket('2026-12-20', 4), bucket(null, 1)], 260);
    const xs = bars.map((bar) => bar.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    const last = bars.at(-1);
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(260);
  });

  it('drops labels that would overlap', () => {
    const bars = layoutBars([bucket('2026-11-14', 1), bucket('2026-11-15', 1), bucket('2026-11-16', 1)], 60);
    expect(bars.map((bar) => bar.labelX !== null)).toEqual([true, false, true]);
  });
});

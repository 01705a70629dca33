import type { DayBucket } from './day-buckets';

/**
 * Where a histogram's bars go. Days sit on a real time axis (a gap of a week looks like one), unless
 * the dates spread over more than MAX_SPAN days, when bars simply line up. Students with no due date
 * get their own bar at the end, set apart. Other histograms (grade distributions) space bars evenly.
 */

const DAY_MS = 86_400_000;
const MAX_SPAN = 45;
const MAX_SLOT = 36;
const CHAR_WIDTH = 5.6;

/** What a bar shows: its count, and the label under it. */
export interface Bar {
  label: string;
  count: number;
}

export interface BarLayout<T extends Bar = DayBucket> {
  bucket: T;
  x: number;
  width: number;
  /** Null when the label would collide with the one before it (the text summary names every bar). */
  labelX: number | null;
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Bars in slots across `width`, each label centred under its bar unless it would overlap the last one drawn. */
function placeBars<T extends Bar>(bars: readonly T[], slotOf: (bar: T, index: number) => number, totalSlots: number, width: number): BarLayout<T>[] {
  const slot = Math.min(MAX_SLOT, width / Math.max(1, totalSlots));
  const barWidth = Math.max(3, slot * 0.72);
  let labelEnd = -Infinity;
  return bars.map((bucket, index) => {
    const x = slotOf(bucket, index) * slot + (slot - barWidth) / 2;
    const half = (bucket.label.length * CHAR_WIDTH) / 2;
    const center = Math.min(Math.max(x + barWidth / 2, half), width - half);
    const fits = center - half >= labelEnd + 4;
    if (fits) labelEnd = center + half;
    return { bucket, x, width: barWidth, labelX: fits ? center : null };
  });
}

/** Evenly spaced bars in the given order (score bins, grades). */
export function layoutEvenBars<T extends Bar>(bars: readonly T[], width: number): BarLayout<T>[] {
  return placeBars(bars, (_, index) => index, bars.length, width);
}

export function layoutBars(buckets: readonly DayBucket[], width: number): BarLayout[] {
  const dated = buckets.filter((bucket): bucket is DayBucket & { day: string } => bucket.day !== null);
  const undated = buckets.find((bucket) => bucket.day === null);
  const first = dated[0] ? dayNumber(dated[0].day) : 0;
  const last = dated.at(-1) ? dayNumber(dated.at(-1)?.day ?? '') : 0;
  const continuous = dated.length > 0 && last - first + 1 <= MAX_SPAN;
  const datedSlots = continuous ? last - first + 1 : dated.length;
  const totalSlots = datedSlots + (undated ? (dated.length > 0 ? 1.5 : 1) : 0);
  const slotOf = (bucket: DayBucket, index: number): number => {
    if (bucket.day === null) return totalSlots - 1;
    return continuous ? dayNumber(bucket.day) - first : index;
  };
  return placeBars(buckets, slotOf, totalSlots, width);
}

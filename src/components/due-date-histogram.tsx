import type { DayBucket } from '@/lib/day-buckets';
import { layoutBars } from '@/lib/histogram-layout';
import { BarHistogram } from './bar-histogram';

const WIDTH = 260;

export interface DueDateHistogramProps {
  buckets: readonly DayBucket[];
  /** The day of the base due date, drawn in the accent colour; other days come from overrides. */
  baseDay: string | null;
  /** Id of the visible text that says what the chart shows. */
  summaryId: string;
}

/** Students due per day, as bars on a day axis. The chart is an image labelled by the text summary beside it. */
export function DueDateHistogram({ buckets, baseDay, summaryId }: DueDateHistogramProps) {
  const toneOf = (bucket: DayBucket) => (bucket.day === null ? 'none' : bucket.day === baseDay ? 'base' : 'other');
  return <BarHistogram bars={layoutBars(buckets, WIDTH)} width={WIDTH} block="due-histogram" toneOf={toneOf} summaryId={summaryId} />;
}

import type { DayBucket } from '@/lib/day-buckets';
import { layoutBars } from '@/lib/histogram-layout';

const WIDTH = 260;
const PLOT = 56;
const LABELS = 16;

export interface DueDateHistogramProps {
  buckets: readonly DayBucket[];
  /** The day of the base due date, drawn in the accent colour; other days come from overrides. */
  baseDay: string | null;
  /** Id of the visible text that says what the chart shows. */
  summaryId: string;
}

/** Students due per day, as bars on a day axis. The chart is an image labelled by the text summary beside it. */
export function DueDateHistogram({ buckets, baseDay, summaryId }: DueDateHistogramProps) {
  const max = Math.max(1, ...buckets.map((bucket) => bucket.count));
  return (
    <svg
      className="due-histogram"
      viewBox={`0 0 ${WIDTH} ${PLOT + LABELS}`}
      width={WIDTH}
      height={PLOT + LABELS}
      role="img"
      aria-labelledby={summaryId}
    >
      <line className="due-histogram__axis" x1={0} x2={WIDTH} y1={PLOT + 0.5} y2={PLOT + 0.5} />
      {layoutBars(buckets, WIDTH).map(({ bucket, x, width, labelX }) => {
        const height = Math.max(2, ((PLOT - 14) * bucket.count) / max);
        const tone = bucket.day === null ? 'none' : bucket.day === baseDay ? 'base' : 'other';
        return (
          <g key={bucket.day ?? 'none'}>
            <rect className={`due-histogram__bar due-histogram__bar--${tone}`} x={x} y={PLOT - height} width={width} height={height} rx={2} />
            <text className="due-histogram__count" x={x + width / 2} y={PLOT - height - 3} textAnchor="middle">
              {bucket.count}
            </text>
            {labelX !== null ? (
              <text className="due-histogram__label" x={labelX} y={PLOT + 12} textAnchor="middle">
                {bucket.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

import type { Bar, BarLayout } from '@/lib/histogram-layout';

const PLOT = 56;
const LABELS = 16;

export interface BarHistogramProps<T extends Bar> {
  bars: readonly BarLayout<T>[];
  width: number;
  /** The CSS block its parts are named after: `${block}__bar`, `${block}__bar--${tone}`, `${block}__count`, … */
  block: string;
  toneOf: (bar: T) => string;
  /** Id of the visible text that says what the chart shows. */
  summaryId: string;
}

/** Counts as bars with the count above and the label below. The chart is an image labelled by a text summary. */
export function BarHistogram<T extends Bar>({ bars, width, block, toneOf, summaryId }: BarHistogramProps<T>) {
  const max = Math.max(1, ...bars.map((bar) => bar.bucket.count));
  return (
    <svg className={block} viewBox={`0 0 ${width} ${PLOT + LABELS}`} width={width} height={PLOT + LABELS} role="img" aria-labelledby={summaryId}>
      <line className={`${block}__axis`} x1={0} x2={width} y1={PLOT + 0.5} y2={PLOT + 0.5} />
      {bars.map(({ bucket, x, width: barWidth, labelX }, index) => {
        const height = Math.max(2, ((PLOT - 14) * bucket.count) / max);
        return (
          <g key={`${index}-${bucket.label}`}>
            <rect className={`${block}__bar ${block}__bar--${toneOf(bucket)}`} x={x} y={PLOT - height} width={barWidth} height={height} rx={2} />
            <text className={`${block}__count`} x={x + barWidth / 2} y={PLOT - height - 3} textAnchor="middle">
              {bucket.count}
            </text>
            {labelX !== null ? (
              <text className={`${block}__label`} x={labelX} y={PLOT + 12} textAnchor="middle">
                {bucket.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

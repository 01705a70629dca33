import { useId, useState, type KeyboardEvent } from 'react';
import { BarHistogram } from '@/components/bar-histogram';
import { Button } from '@/components/button';
import { binSummary, type GradeBin } from '@/lib/grade-distribution';
import { layoutEvenBars } from '@/lib/histogram-layout';

const WIDTH = 240;

export interface DistributionDisclosureProps {
  bins: readonly GradeBin[];
  noun: string;
  /** Some pages of scores are still arriving. */
  loading: boolean;
  /** Header for the bins' column in the table: "Percent of points" or "Grade". */
  binHeader: string;
}

/**
 * A compact "Distribution" button that shows the histogram below it, so the header stays one line at phone
 * width. The chart is an image labelled by its text summary; the counts are also a table for screen readers.
 */
export function DistributionDisclosure({ bins, noun, loading, binHeader }: DistributionDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const summaryId = useId();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
  };
  return (
    <div className="grading-stats__distribution" onKeyDown={closeOnEscape}>
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={open ? panelId : undefined} onPress={() => setOpen(!open)}>
        Distribution
      </Button>
      {open ? (
        <div id={panelId} className="grading-stats__panel" role="group" aria-label="Grade distribution">
          <BarHistogram bars={layoutEvenBars(bins, WIDTH)} width={WIDTH} block="grade-histogram" toneOf={() => 'score'} summaryId={summaryId} />
          <p id={summaryId} className="grading-stats__summary">
            {binSummary(bins, noun)}
            {loading ? ' More are loading…' : ''}
          </p>
          <table className="visually-hidden">
            <caption>Students per band</caption>
            <thead>
              <tr>
                <th scope="col">{binHeader}</th>
                <th scope="col">Students</th>
              </tr>
            </thead>
            <tbody>
              {bins.map((bin) => (
                <tr key={bin.label}>
                  <th scope="row">{bin.description}</th>
                  <td>{bin.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

import { Label, ProgressBar } from 'react-aria-components';

export interface JobProgressBarProps {
  /** 0-100. */
  value: number;
  valueLabel: string;
  /** The bar's label, given the value as the bar reads it out. */
  label: (valueText: string) => string;
}

/** A bulk grading job's progress (grading many students, importing a CSV), labelled with what it is doing. */
export function JobProgressBar({ value, valueLabel, label }: JobProgressBarProps) {
  return (
    <ProgressBar className="bulk-job__progress" value={value} valueLabel={valueLabel}>
      {({ percentage, valueText }) => (
        <>
          <Label className="bulk-job__label">{label(valueText ?? '')}</Label>
          <div className="bulk-job__track">
            <div className="bulk-job__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}

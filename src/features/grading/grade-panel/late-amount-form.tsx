import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';

const HOUR = 3600;
const DAY = 24 * HOUR;

export interface LateAmountFormProps {
  /** How late the submission is now, to start from. */
  secondsLate: number;
  onApply: (seconds: number) => void;
  onCancel: () => void;
}

/** How late, in whole or fractional days or hours, as Canvas's SpeedGrader asks it; sent as seconds. */
export function LateAmountForm({ secondsLate, onApply, onCancel }: LateAmountFormProps) {
  const startInDays = secondsLate === 0 || secondsLate % DAY === 0 || secondsLate >= DAY;
  const [unit, setUnit] = useState<'days' | 'hours'>(startInDays ? 'days' : 'hours');
  const [amount, setAmount] = useState(() => String(round(secondsLate / (startInDays ? DAY : HOUR))));
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The status menu hands focus back to its button as it closes (React Aria restores it a frame later), so
    // the amount takes focus after that, not on mount.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => input.current?.focus());
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const value = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(value) || value < 0) { setError('Enter how late, as zero or more.'); return; }
    onApply(Math.round(value * (unit === 'days' ? DAY : HOUR)));
  };
  return (
    <form className="grading-late" aria-label="How late" onSubmit={submit}>
      <label className="grading-late__field">
        <span>Late by</span>
        <input
          className="field__input grading-late__amount"
          inputMode="decimal"
          ref={input}
          value={amount}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'grading-late-error' : undefined}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => (event.key === 'Escape' ? onCancel() : undefined)}
        />
      </label>
      <label className="grading-late__field">
        <span className="visually-hidden">Unit</span>
        <span className="field__select-wrap">
          <select className="field__select" value={unit} onChange={(event) => setUnit(event.target.value === 'hours' ? 'hours' : 'days')}>
            <option value="days">days</option>
            <option value="hours">hours</option>
          </select>
        </span>
      </label>
      <Button size="sm" variant="primary" type="submit">
        Apply
      </Button>
      <Button size="sm" variant="ghost" onPress={onCancel}>
        Cancel
      </Button>
      {error ? (
        <p id="grading-late-error" className="grade-input__feedback grade-input__feedback--error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

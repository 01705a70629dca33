import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { formatCount } from '@/lib/format-count';
import type { SaveProgress } from './use-bulk-date-editor';

export interface BulkDatesToolbarProps {
  selectedCount: number;
  changedRowCount: number;
  failedCount: number;
  progress: SaveProgress | null;
  onShift: (days: number) => void;
  onRemove: () => void;
  onDiscard: () => void;
  onSave: () => void;
  onRetryFailed: () => void;
}

/** Whole days, positive or negative; anything else is not a shift. */
const parseDays = (text: string) => (/^[+-]?\d{1,4}$/.test(text.trim()) ? Number(text) : null);

/** What to do with the selected rows (shift, remove), then with the changes (discard, save, retry). */
export function BulkDatesToolbar(props: BulkDatesToolbarProps) {
  const { selectedCount, changedRowCount, failedCount, progress, onShift, onRemove, onDiscard, onSave, onRetryFailed } = props;
  const [daysText, setDaysText] = useState('7');
  const daysId = useId();
  const days = parseDays(daysText);
  const saving = progress !== null;
  const noSelection = selectedCount === 0 || saving;
  return (
    <div className="bulk-toolbar" role="group" aria-label="Bulk date actions">
      <div className="bulk-toolbar__group">
        <span className="bulk-toolbar__count">{formatCount(selectedCount, 'row')} selected</span>
        <span className="bulk-toolbar__days">
          <label id={`${daysId}-label`} htmlFor={daysId}>
            Shift by
          </label>
          {/* Named "Shift by days" from both words around it; the value is not part of the name. */}
          <input
            id={daysId}
            className="field__input bulk-toolbar__days-input"
            type="number"
            step={1}
            aria-labelledby={`${daysId}-label ${daysId}-unit`}
            value={daysText}
            onChange={(event) => setDaysText(event.target.value)}
          />
          <span id={`${daysId}-unit`}>days</span>
        </span>
        <Button size="sm" isDisabled={noSelection || !days} onPress={() => days && onShift(days)}>
          Shift dates
        </Button>
        <Button size="sm" isDisabled={noSelection} onPress={onRemove}>
          Remove dates
        </Button>
      </div>
      <div className="bulk-toolbar__group">
        <Button size="sm" variant="ghost" isDisabled={changedRowCount === 0 || saving} onPress={onDiscard}>
          Discard changes
        </Button>
        {failedCount > 0 ? (
          <Button size="sm" isDisabled={saving} onPress={onRetryFailed}>
            {`Retry failed (${failedCount})`}
          </Button>
        ) : null}
        <Button size="sm" variant="primary" isBusy={saving} isDisabled={changedRowCount === 0} onPress={onSave}>
          {changedRowCount > 0 ? `Save ${formatCount(changedRowCount, 'row')}` : 'Save'}
        </Button>
      </div>
    </div>
  );
}

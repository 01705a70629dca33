import { formatCount } from '@/lib/format-count';
import type { SaveOutcome, SaveProgress } from './use-bulk-date-editor';

export interface BulkDatesStatusProps {
  changedRowCount: number;
  changedDateCount: number;
  progress: SaveProgress | null;
  outcome: SaveOutcome | null;
}

function message({ changedRowCount, changedDateCount, progress, outcome }: BulkDatesStatusProps): string {
  if (progress) return `Saving ${progress.done} of ${formatCount(progress.total, 'row')}…`;
  const pending = changedRowCount > 0 ? `${formatCount(changedDateCount, 'date')} changed in ${formatCount(changedRowCount, 'row')}, not saved yet.` : '';
  if (!outcome) return pending || 'No unsaved changes.';
  const saved = outcome.saved > 0 ? `Saved ${formatCount(outcome.saved, 'row')}.` : '';
  const failed = outcome.failed > 0 ? `${formatCount(outcome.failed, 'row')} not saved; each says why and keeps its changes.` : '';
  return [saved, failed, outcome.failed > 0 ? '' : pending].filter(Boolean).join(' ') || 'No unsaved changes.';
}

/** Where focus goes after a save that left nothing to fix: the Save button it was on is disabled by then. */
export const STATUS_ID = 'bulk-dates-status';

/** One polite live region for the count of changes, the save's progress and its result. */
export function BulkDatesStatus(props: BulkDatesStatusProps) {
  const { progress } = props;
  return (
    <div className="bulk-status">
      <p role="status" id={STATUS_ID} tabIndex={-1} className="bulk-status__text">
        {message(props)}
      </p>
      {progress ? <progress className="bulk-status__bar" aria-label="Saving dates" value={progress.done} max={progress.total} /> : null}
    </div>
  );
}

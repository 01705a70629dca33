import { useEffect, useRef } from 'react';
import { VisuallyHidden } from '@/components/visually-hidden';
import { rowLabel, useBulkDates } from './bulk-dates-context';
import type { DateRow } from './date-rows';
import type { RowResult } from './use-bulk-date-editor';

export function SelectRowCell({ row }: { row: DateRow }) {
  const { selected, toggleRow } = useBulkDates();
  return (
    <input
      type="checkbox"
      className="bulk-select"
      aria-label={`Select ${rowLabel(row)}`}
      checked={selected.has(row.id)}
      onChange={() => toggleRow(row.id)}
    />
  );
}

/** Checked when every row is selected, mixed when some are. */
export function SelectAllHeader() {
  const { selected, selectAll, rowCount } = useBulkDates();
  const ref = useRef<HTMLInputElement>(null);
  const all = rowCount > 0 && selected.size === rowCount;
  const some = selected.size > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input ref={ref} type="checkbox" className="bulk-select" aria-label="Select all rows" checked={all} onChange={() => selectAll(!all)} />
  );
}

function ResultLine({ result }: { result: RowResult | undefined }) {
  if (!result) return null;
  // Plain text, not a live region: the page's one status line announces the save's progress.
  if (result.state === 'saving') {
    return (
      <span className="bulk-result">
        <span className="spinner spinner--sm" aria-hidden="true" /> Saving…
      </span>
    );
  }
  if (result.state === 'saved') {
    return (
      <span className="bulk-result bulk-result--saved">
        <span aria-hidden="true">✓ </span>Saved
      </span>
    );
  }
  return (
    <span className="bulk-result bulk-result--failed">
      <span aria-hidden="true">✕ </span>Not saved: {result.message}
    </span>
  );
}

/** The assignment's name, or an override's title indented beneath it, with the row's last save result. */
export function NameCell({ row }: { row: DateRow }) {
  const { results } = useBulkDates();
  const isOverride = row.kind === 'override';
  return (
    <div className={isOverride ? 'bulk-name bulk-name--override' : 'bulk-name'}>
      <span className="bulk-name__title">
        {isOverride ? <VisuallyHidden>Override for </VisuallyHidden> : null}
        {row.title}
      </span>
      <ResultLine result={results.get(row.id)} />
    </div>
  );
}

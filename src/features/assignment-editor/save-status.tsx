import { useEffect, useRef } from 'react';
import { Button } from '@/components/button';
import type { SaveProgress } from './assign-to/save-assign-to';
import type { UnsavedItem } from './unsaved-items';

/** "Saving 2 of 5…": the request now under way, counted from one. */
export function progressText({ done, total }: SaveProgress): string {
  return total <= 1 ? 'Saving…' : `Saving ${Math.min(done + 1, total)} of ${total}…`;
}

/** "Saving 2 of 5…" while a save runs; read out politely so each step does not interrupt. */
export function SaveProgressStatus({ progress }: { progress: SaveProgress | null }) {
  return (
    <span role="status" className="text-muted">
      {progress ? progressText(progress) : ''}
    </span>
  );
}

export interface UnsavedSummaryProps {
  unsaved: readonly UnsavedItem[];
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * A save that failed part-way: what did not save, and a retry that sends only that. It takes focus when it
 * appears so keyboard and screen-reader users land on it; what saved stays saved and nothing typed is lost.
 */
export function UnsavedSummary({ unsaved, onRetry, isRetrying }: UnsavedSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasUnsaved = unsaved.length > 0;
  useEffect(() => {
    if (hasUnsaved) ref.current?.focus();
  }, [hasUnsaved]);
  if (!hasUnsaved) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="form-error-summary" aria-labelledby="unsaved-summary-title">
      <h2 id="unsaved-summary-title" className="form-error-summary__title">
        {unsaved.length === 1 ? '1 change was not saved' : `${unsaved.length} changes were not saved`}
      </h2>
      <p>The assignment and everything else saved. Your entries are still here; retry sends only what is listed.</p>
      <ul className="form-error-summary__list">
        {unsaved.map((item) => (
          <li key={`${item.cardKey ?? ''}:${item.label}`}>
            {item.label}: {item.message}
          </li>
        ))}
      </ul>
      <Button variant="primary" onPress={onRetry} isBusy={isRetrying} isDisabled={isRetrying}>
        Retry unsaved changes
      </Button>
    </div>
  );
}

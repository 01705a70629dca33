import { useSyncExternalStore } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { Button } from '@/components/button';
import { closeToast, showToast } from '@/components/toast/toast-queue';
import { formatCount } from '@/lib/format-count';
import { BulkJob, countItems, type BulkJobOptions, type BulkJobSnapshot, type BulkVerb } from './bulk-job';

/** "11 moved, 1 failed": what the live region says when a run ends. */
export function summarize<T>(verb: BulkVerb, snapshot: BulkJobSnapshot<T>): string {
  const { done, failed } = countItems(snapshot);
  return failed === 0 ? `${done} ${verb.past}` : `${done} ${verb.past}, ${failed} failed`;
}

const STATUS_TEXT = { waiting: 'Waiting', running: 'Working…', done: 'Done', failed: 'Failed' } as const;

/**
 * The progress and results of one bulk job: a progress bar while it runs ("Moving 4 of 12"), then each item's
 * result with the server's message for failures, Retry failed, and Keep both for name clashes.
 */
function BulkJobView<T>({ job }: { job: BulkJob<T> }) {
  const snapshot = useSyncExternalStore(job.subscribe, job.getSnapshot);
  const { total, settled, failed } = countItems(snapshot);
  const finished = !snapshot.isRunning && settled === total;
  const showList = finished && (total > 1 || failed > 0);
  return (
    <div className="bulk-job">
      {finished ? (
        <p className="bulk-job__summary">{summarize(job.verb, snapshot)}</p>
      ) : (
        <ProgressBar className="bulk-job__progress" value={settled} maxValue={total} valueLabel={`${settled} of ${total}`}>
          {({ percentage }) => (
            <>
              <Label className="bulk-job__label">{`${job.verb.progressive} ${Math.min(settled + 1, total)} of ${total}`}</Label>
              <div className="bulk-job__track">
                <div className="bulk-job__fill" style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
      {/* Polite and always present, so the summary is read once when the run ends, not each step. */}
      <p role="status" className="visually-hidden">
        {finished ? summarize(job.verb, snapshot) : ''}
      </p>
      {showList ? (
        <ul className="bulk-job__results" aria-label="Results">
          {snapshot.items.map((entry) => (
            <li key={entry.key} className={`bulk-job__result bulk-job__result--${entry.status}`}>
              <span className="bulk-job__name">{entry.label}</span>
              <span className="bulk-job__status">{entry.status === 'failed' ? `Failed: ${entry.message ?? ''}` : STATUS_TEXT[entry.status]}</span>
              {entry.status === 'failed' && entry.isNameClash ? (
                <Button size="sm" variant="secondary" onPress={() => void job.retry([entry.key], true)} aria-label={`Keep both: ${entry.label}`}>
                  Keep both
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {finished && failed > 0 ? (
        <Button size="sm" variant="secondary" onPress={() => void job.retry()}>
          {failed === 1 ? 'Retry failed item' : `Retry ${formatCount(failed, 'failed item')}`}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Starts bulk work and shows it in a toast: the app's one non-blocking panel, mounted for the whole session, so the
 * progress and results stay on screen when the rows that started the work leave the list.
 */
export function startBulkJob<T>(options: BulkJobOptions<T> & { destination?: string }): BulkJob<T> {
  let toastKey = '';
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  const job = new BulkJob({
    ...options,
    onRunFinished: (snapshot) => {
      options.onRunFinished?.(snapshot);
      // A run that fully succeeded leaves like any other success toast; failures stay until dismissed.
      clearTimeout(closeTimer);
      if (countItems(snapshot).failed === 0) closeTimer = setTimeout(() => closeToast(toastKey), SUCCESS_STAYS_MS);
    },
  });
  const count = options.items.length;
  // Imperative, so it reads right while the work runs and after: "Move 3 items to Week 1".
  const what = count === 1 ? (options.items[0]?.label ?? '') : formatCount(count, 'item');
  const title = `${options.verb.imperative} ${what}${options.destination ? ` to ${options.destination}` : ''}`;
  toastKey = showToast({ title, action: <BulkJobView job={job} /> });
  void job.start();
  return job;
}

const SUCCESS_STAYS_MS = 8000;

import type { Db } from '../../canvas/context';
import { findProgress, updateProgress, type ProgressRow } from './progress.store';

/** Reports how far the work is (0–100) and an optional message; throws ProgressCancelled once the progress was cancelled. */
export type ReportProgress = (completion: number, message?: string) => void;

class ProgressCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/** Lets other requests run between chunks of background work. */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A failure whose message is meant for the caller; any other error fails the progress with a generic message. */
export class JobFailure extends Error {}

function failureMessage(error: unknown): string {
  if (error instanceof JobFailure) return error.message;
  // An unexpected error may carry database or file details, which are the operator's, not the caller's.
  console.error('background job failed', error);
  return 'The job failed.';
}

/**
 * Runs `work` after the current request has answered, keeping its progress row current: running while it works,
 * completed with what it resolved as `results`, failed with the error's message. Canvas runs these as delayed jobs;
 * Lectern runs them in the process that took the request (a process that dies leaves the row running).
 */
export function runInBackground(db: Db, progress: ProgressRow, work: (report: ReportProgress) => Promise<unknown>): Promise<void> {
  const report: ReportProgress = (completion, message) => {
    if (findProgress(db, progress.id)?.workflow_state === 'failed') throw new ProgressCancelled();
    updateProgress(db, progress.id, { completion: Math.max(0, Math.min(100, completion)), ...(message === undefined ? {} : { message }) });
  };
  const run = async () => {
    await yieldToRequests();
    if (!updateProgress(db, progress.id, { workflow_state: 'running' })) return;
    try {
      const results = await work(report);
      updateProgress(db, progress.id, { workflow_state: 'completed', completion: 100, results: results === undefined ? null : JSON.stringify(results) });
    } catch (error) {
      if (error instanceof ProgressCancelled) return;
      updateProgress(db, progress.id, { workflow_state: 'failed', message: failureMessage(error) });
    }
  };
  return run().catch(() => undefined);
}

import { isCanvasApiError } from '@/api/http/canvas-api-error';
import { runLimited } from '@/lib/concurrency-limit';

/** Words for one kind of bulk work: "Move 12 items", "Moving 4 of 12", "11 moved, 1 failed". */
export type BulkVerb = { imperative: string; progressive: string; past: string };

export type BulkItemStatus = 'waiting' | 'running' | 'done' | 'failed';

export type BulkItemState<T> = {
  key: string;
  label: string;
  item: T;
  status: BulkItemStatus;
  /** The server's message for a failure (e.g. "file already exists; …"). */
  message?: string;
  /** The failure was a 409 name clash: the item can be retried keeping both (on_duplicate=rename). */
  isNameClash?: boolean;
};

export type BulkJobSnapshot<T> = { items: readonly BulkItemState<T>[]; isRunning: boolean };

export type BulkWork<T> = (item: T, options: { keepBoth: boolean }) => Promise<void>;

export type BulkJobOptions<T> = {
  verb: BulkVerb;
  items: readonly { key: string; label: string; item: T }[];
  work: BulkWork<T>;
  /** Runs as each item settles (lists refresh as items finish). */
  onItemSettled?: (item: T, succeeded: boolean) => void;
  /** Runs once a run (the first or a retry) has settled every item. */
  onRunFinished?: (snapshot: BulkJobSnapshot<T>) => void;
  /** Requests in flight at once: enough to be quick, few enough not to swamp the server. */
  concurrency?: number;
};

/** The message a person should read for a failed item: the server's words when it sent some. */
export function failureMessage(reason: unknown): string {
  if (isCanvasApiError(reason)) return reason.messages[0] ?? reason.message;
  return reason instanceof Error ? reason.message : 'Something went wrong.';
}

/**
 * One piece of bulk work (delete, move, copy, …) over many items, outside React so that it keeps running when the
 * row or toolbar that started it unmounts (a moved row leaves the list). Views subscribe with useSyncExternalStore.
 */
export class BulkJob<T> {
  readonly verb: BulkVerb;
  private snapshot: BulkJobSnapshot<T>;
  private readonly listeners = new Set<() => void>();
  private readonly options: BulkJobOptions<T>;

  constructor(options: BulkJobOptions<T>) {
    this.options = options;
    this.verb = options.verb;
    this.snapshot = { items: options.items.map((entry) => ({ ...entry, status: 'waiting' })), isRunning: false };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): BulkJobSnapshot<T> => this.snapshot;

  /** Runs every waiting item. */
  start(): Promise<void> {
    return this.run(new Set(this.snapshot.items.map((entry) => entry.key)), false);
  }

  /** Runs the failed items again, or one item (keepBoth: renaming it on a name clash). */
  retry(keys?: readonly string[], keepBoth = false): Promise<void> {
    const failed = this.snapshot.items.filter((entry) => entry.status === 'failed').map((entry) => entry.key);
    return this.run(new Set(keys ?? failed), keepBoth);
  }

  private update(key: string, patch: Partial<BulkItemState<T>>) {
    this.set({ ...this.snapshot, items: this.snapshot.items.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)) });
  }

  private set(next: BulkJobSnapshot<T>) {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private async run(keys: Set<string>, keepBoth: boolean): Promise<void> {
    const chosen = this.snapshot.items.filter((entry) => keys.has(entry.key) && entry.status !== 'running');
    if (chosen.length === 0) return;
    this.set({
      isRunning: true,
      items: this.snapshot.items.map((entry) =>
        keys.has(entry.key) && entry.status !== 'running' ? { ...entry, status: 'waiting', message: undefined, isNameClash: undefined } : entry,
      ),
    });
    await runLimited(
      chosen,
      this.options.concurrency ?? 4,
      (entry) => {
        this.update(entry.key, { status: 'running' });
        return this.options.work(entry.item, { keepBoth });
      },
      (entry, outcome) => {
        if (outcome.status === 'fulfilled') {
          this.update(entry.key, { status: 'done' });
        } else {
          const isNameClash = isCanvasApiError(outcome.reason) && outcome.reason.status === 409;
          this.update(entry.key, { status: 'failed', message: failureMessage(outcome.reason), isNameClash });
        }
        this.options.onItemSettled?.(entry.item, outcome.status === 'fulfilled');
      },
    );
    this.set({ ...this.snapshot, isRunning: this.snapshot.items.some((entry) => entry.status === 'running') });
    this.options.onRunFinished?.(this.snapshot);
  }
}

/** Counts for the progress bar and the summary. */
export function countItems<T>(snapshot: BulkJobSnapshot<T>) {
  const count = (status: BulkItemStatus) => snapshot.items.filter((entry) => entry.status === status).length;
  const done = count('done');
  const failed = count('failed');
  return { total: snapshot.items.length, done, failed, settled: done + failed };
}

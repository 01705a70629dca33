import type { OnDuplicate } from '@/api/file-uploads';
import type { CanvasFile } from '@/api/schemas/file';
import { concurrencyLimit } from '@/lib/concurrency-limit';
import type { UploadTarget } from './upload-target';

type UploadStatus = 'queued' | 'uploading' | 'done' | 'skipped' | 'failed' | 'cancelled';
export type ClashChoice = 'skip' | 'rename' | 'overwrite';

export interface UploadItem {
  id: string;
  file: File;
  /** Folders under the upload's target, `a/b`, from a dropped or picked folder; '' for the target itself. */
  folderPath: string;
  /** The folder shown when the file was picked: it goes there even if the user has moved on. */
  target: UploadTarget;
  status: UploadStatus;
  loaded: number;
  onDuplicate: OnDuplicate;
  error?: string;
  result?: CanvasFile;
}

export interface UploadQueueDeps {
  /** Steps 1 to 3 for one file; rejects with an AbortError when cancelled. */
  upload: (item: UploadItem, onProgress: (loaded: number) => void, signal: AbortSignal) => Promise<CanvasFile>;
  /** A 409 from the preflight: the name appeared after the batch's own check. */
  isNameClash: (error: unknown) => boolean;
  resolveClash: (item: UploadItem) => Promise<ClashChoice>;
  describeFailure: (error: unknown, item: UploadItem) => Promise<string>;
  onLanded: (item: UploadItem, file: CanvasFile) => void;
  /** Every file has settled (done, skipped, failed or cancelled). */
  onIdle: (items: readonly UploadItem[]) => void;
}

/** How many files are in flight at once: parallel enough to hide latency, few enough not to trip a rate limit (§1.9). */
export const UPLOAD_CONCURRENCY = 3;

let nextId = 0;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload panel's state outside React, so cancelling, retrying and three files progressing at once never
 * race React's batching; the panel reads it through useSyncExternalStore.
 */
export class UploadQueue {
  private items: readonly UploadItem[] = [];
  /** One per file waiting for a slot or sending. */
  private readonly controllers = new Map<string, AbortController>();
  private readonly slots = concurrencyLimit(UPLOAD_CONCURRENCY);
  private readonly listeners = new Set<() => void>();

  private deps: UploadQueueDeps | null = null;

  /** Set (and reset) from an effect: the deps close over the current target and query client. */
  configure(deps: UploadQueueDeps): void {
    this.deps = deps;
  }

  private get wired(): UploadQueueDeps {
    if (!this.deps) throw new Error('UploadQueue used before configure()');
    return this.deps;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadItem[] => this.items;

  /** Adds files; `skipped` ones are shown as such and never sent. */
  add(entries: readonly { file: File; folderPath: string; target: UploadTarget; onDuplicate: OnDuplicate | 'skip' }[]): void {
    const added = entries.map(({ file, folderPath, target, onDuplicate }): UploadItem => ({
      id: `upload-${(nextId += 1)}`,
      file,
      folderPath,
      target,
      status: onDuplicate === 'skip' ? 'skipped' : 'queued',
      loaded: 0,
      onDuplicate: onDuplicate === 'skip' ? 'error' : onDuplicate,
    }));
    this.set([...this.items, ...added]);
    for (const item of added) if (item.status === 'queued') this.start(item.id);
  }

  cancel(id: string): void {
    const item = this.find(id);
    if (item?.status === 'queued') this.patch(id, { status: 'cancelled' });
    this.controllers.get(id)?.abort();
    this.settleIfIdle();
  }

  cancelAll(): void {
    for (const item of this.items) if (item.status === 'queued' || item.status === 'uploading') this.cancel(item.id);
  }

  retry(id: string): void {
    const item = this.find(id);
    if (item?.status !== 'failed' && item?.status !== 'cancelled') return;
    this.patch(id, { status: 'queued', loaded: 0, error: undefined });
    this.start(id);
  }

  /** Removes what has settled; failed files stay so nothing is lost without a Retry. */
  clearFinished(): void {
    this.set(this.items.filter((item) => item.status !== 'done' && item.status !== 'skipped' && item.status !== 'cancelled'));
  }

  dismiss(id: string): void {
    if (this.controllers.has(id)) return;
    this.set(this.items.filter((item) => item.id !== id));
  }

  get isBusy(): boolean {
    return this.items.some((item) => item.status === 'queued' || item.status === 'uploading');
  }

  /** Queues one file for a slot; its controller cancels it while it waits as well as while it sends. */
  private start(id: string): void {
    const controller = new AbortController();
    this.controllers.set(id, controller);
    void this.slots(() => this.send(id, controller.signal), controller.signal)
      // Cancelled while waiting: cancel() has marked the file already.
      .catch(() => undefined)
      .finally(() => {
        // Retried meanwhile: the newer start owns the file now.
        if (this.controllers.get(id) !== controller) return;
        this.controllers.delete(id);
        // A name clash answered with rename or overwrite sends the file again.
        if (this.find(id)?.status === 'queued') this.start(id);
        this.settleIfIdle();
      });
  }

  private async send(id: string, signal: AbortSignal): Promise<void> {
    if (this.find(id)?.status !== 'queued') return;
    this.patch(id, { status: 'uploading', loaded: 0 });
    const item = this.find(id);
    if (!item) return;
    try {
      const file = await this.wired.upload(item, (loaded) => this.patch(id, { loaded }), signal);
      this.patch(id, { status: 'done', loaded: item.file.size, result: file });
      this.wired.onLanded(item, file);
    } catch (error) {
      await this.fail(item, error, signal.aborted);
    }
  }

  private async fail(item: UploadItem, error: unknown, aborted: boolean): Promise<void> {
    if (aborted || isAbort(error)) {
      this.patch(item.id, { status: 'cancelled', loaded: 0 });
    } else if (this.wired.isNameClash(error)) {
      const choice = await this.wired.resolveClash(item);
      if (choice === 'skip') this.patch(item.id, { status: 'skipped', loaded: 0 });
      else this.patch(item.id, { status: 'queued', loaded: 0, onDuplicate: choice });
    } else {
      const message = await this.wired.describeFailure(error, item);
      this.patch(item.id, { status: 'failed', loaded: 0, error: message });
    }
  }

  private settleIfIdle(): void {
    if (this.items.length > 0 && !this.isBusy && this.controllers.size === 0) this.wired.onIdle(this.items);
  }

  private find(id: string): UploadItem | undefined {
    return this.items.find((item) => item.id === id);
  }

  private patch(id: string, change: Partial<UploadItem>): void {
    this.set(this.items.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }

  private set(items: readonly UploadItem[]): void {
    this.items = items;
    for (const listener of this.listeners) listener();
  }
}

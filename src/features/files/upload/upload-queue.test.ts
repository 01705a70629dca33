import { describe, expect, it } from 'vitest';
import { CanvasApiError } from '@/api/http/canvas-api-error';
import type { CanvasFile } from '@/api/schemas/file';
import { UploadQueue, UPLOAD_CONCURRENCY, type ClashChoice, type UploadItem, type UploadQueueDeps } from './upload-queue';
import type { UploadTarget } from './upload-target';

const target = { owner: { kind: 'courses', id: '1' }, folder: { id: '1', name: 'course files', full_name: 'course files', parent_folder_id: null } } satisfies UploadTarget;

/** A transfer the test finishes, fails or watches being cancelled. */
type Pending = { item: UploadItem; progress: (loaded: number) => void; finish: () => void; fail: (error: unknown) => void; signal: AbortSignal };

function harness(clashAnswer: ClashChoice = 'rename') {
  const pending: Pending[] = [];
  const landed: string[] = [];
  const idle: number[] = [];
  const deps: UploadQueueDeps = {
    upload: (item, progress, signal) =>
      new Promise<CanvasFile>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        const file = { id: String(pending.length + 1), display_name: item.file.name, 'content-type': 'text/plain', url: '', size: item.file.size };
        pending.push({ item, progress, signal, finish: () => resolve(file), fail: reject });
      }),
    isNameClash: (error) => error instanceof CanvasApiError && error.status === 409,
    resolveClash: () => Promise.resolve(clashAnswer),
    describeFailure: (error) => Promise.resolve(error instanceof Error ? error.message : 'failed'),
    onLanded: (item) => landed.push(item.file.name),
    onIdle: (items) => idle.push(items.length),
  };
  const queue = new UploadQueue();
  queue.configure(deps);
  const add = (...names: string[]) =>
    queue.add(names.map((name) => ({ file: new File(['0123456789'], name), folderPath: '', target, onDuplicate: 'error' as const })));
  const status = () => queue.getSnapshot().map((item) => `${item.file.name}:${item.status}`);
  return { queue, pending, landed, idle, add, status };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadQueue', () => {
  it(`runs ${UPLOAD_CONCURRENCY} files at once and starts the next as one lands`, async () => {
    const h = harness();
    h.add('a', 'b', 'c', 'd');
    expect(h.status()).toEqual(['a:uploading', 'b:uploading', 'c:uploading', 'd:queued']);
    h.pending[0]?.progress(4);
    expect(h.queue.getSnapshot()[0]?.loaded).toBe(4);
    h.pending[0]?.finish();
    await settle();
    expect(h.status()).toEqual(['a:done', 'b:uploading', 'c:uploading', 'd:uploading']);
    expect(h.landed).toEqual(['a']);
    for (const p of h.pending.slice(1)) p.finish();
    await settle();
    expect(h.idle).toEqual([4]);
  });

  it('cancels one file, or all; a cancelled file can be retried', async () => {
    const h = harness();
    h.add('a', 'b', 'c', 'd');
    h.queue.cancel(h.queue.getSnapshot()[0]?.id ?? '');
    await settle();
    expect(h.pending[0]?.signal.aborted).toBe(true);
    expect(h.status()).toEqual(['a:cancelled', 'b:uploading', 'c:uploading', 'd:uploading']);
    h.queue.cancelAll();
    await settle();
    expect(h.status()).toEqual(['a:cancelled', 'b:cancelled', 'c:cancelled', 'd:cancelled']);
    expect(h.landed).toEqual([]);
    h.queue.retry(h.queue.getSnapshot()[1]?.id ?? '');
    expect(h.status()[1]).toBe('b:uploading');
  });

  it('keeps a failed file with its reason until retried', async () => {
    const h = harness();
    h.add('a');
    h.pending[0]?.fail(new Error('The server had a problem'));
    await settle();
    expect(h.queue.getSnapshot()[0]).toMatchObject({ status: 'failed', error: 'The server had a problem' });
    h.queue.clearFinished();
    expect(h.status()).toEqual(['a:failed']);
    h.queue.retry(h.queue.getSnapshot()[0]?.id ?? '');
    h.pending[1]?.finish();
    await settle();
    expect(h.status()).toEqual(['a:done']);
  });

  it('asks about a 409 from the preflight and sends again with the answer', async () => {
    const h = harness('rename');
    h.add('a');
    h.pending[0]?.fail(new CanvasApiError({ status: 409, url: '/x', body: { message: 'file already exists' } }));
    await settle();
    expect(h.pending[1]?.item.onDuplicate).toBe('rename');
    const skipping = harness('skip');
    skipping.add('a');
    skipping.pending[0]?.fail(new CanvasApiError({ status: 409, url: '/x', body: { message: 'file already exists' } }));
    await settle();
    expect(skipping.status()).toEqual(['a:skipped']);
  });
});

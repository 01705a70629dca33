import { describe, expect, it } from 'vitest';
import { CanvasApiError } from '@/api/http/canvas-api-error';
import { BulkJob, countItems } from './bulk-job';
import { summarize } from './bulk-job-view';

const verb = { imperative: 'Move', progressive: 'Moving', past: 'moved' };
const items = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ key: name, label: `${name}.txt`, item: name }));

const clash = () =>
  new CanvasApiError({ status: 409, url: '/api/v1/files/1', body: { message: "file already exists; use on_duplicate='overwrite' or 'rename'" } });

describe('BulkJob', () => {
  it('runs every item with at most the given number at once and reports each failure with the server’s words', async () => {
    let running = 0;
    let most = 0;
    const job = new BulkJob({
      verb,
      items,
      concurrency: 2,
      work: async (item) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (item === 'c') throw clash();
      },
    });
    await job.start();
    expect(most).toBe(2);
    const snapshot = job.getSnapshot();
    expect(countItems(snapshot)).toEqual({ total: 5, done: 4, failed: 1, settled: 5 });
    expect(snapshot.items.find((entry) => entry.key === 'c')).toMatchObject({
      status: 'failed',
      isNameClash: true,
      message: "file already exists; use on_duplicate='overwrite' or 'rename'",
    });
    expect(summarize(verb, snapshot)).toBe('4 moved, 1 failed');
  });

  it('retries only the failed items, and Keep both retries one with keepBoth', async () => {
    const calls: string[] = [];
    let failC = true;
    const job = new BulkJob({
      verb,
      items,
      work: async (item, { keepBoth }) => {
        calls.push(`${item}${keepBoth ? '+rename' : ''}`);
        if (item === 'c' && failC) throw clash();
        await Promise.resolve();
      },
    });
    await job.start();
    calls.length = 0;
    failC = false;
    await job.retry(['c'], true);
    expect(calls).toEqual(['c+rename']);
    expect(summarize(verb, job.getSnapshot())).toBe('5 moved');
    calls.length = 0;
    await job.retry();
    expect(calls).toEqual([]);
  });
});

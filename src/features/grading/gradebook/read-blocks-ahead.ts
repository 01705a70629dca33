import type { QueryClient } from '@tanstack/react-query';
import type { studentSubmissionQueries } from '@/api/student-submissions';
import { whenIdle } from '@/lib/when-idle';

export interface ReadAhead {
  queryClient: QueryClient;
  totalBlocks: number;
  /** Where to go on from: the block after the rows in view, read at each step so the reading follows the scroll. */
  from: () => number;
  /** A block's query, as the rows that show it ask for it. */
  query: (block: number) => ReturnType<typeof studentSubmissionQueries.chunk>;
  /** Blocks to read at most; the rest load as their rows come into view. */
  limit: number;
}

/** The first block from `from` onwards, then from the start, that has no data in the cache yet. */
export function nextUnread(totalBlocks: number, from: number, isRead: (block: number) => boolean): number | undefined {
  for (let step = 0; step < totalBlocks; step++) {
    const block = (from + step) % totalBlocks;
    if (!isRead(block)) return block;
  }
  return undefined;
}

/**
 * Reads the blocks nobody has asked for, one request at a time whenever the page is idle, into the cache. Stops at
 * the first failure (that block is left to the rows that ask for it, with their retry), after `limit` blocks, or when
 * the function it returns is called.
 */
export function readBlocksAhead({ queryClient, totalBlocks, from, query, limit }: ReadAhead): () => void {
  let stopped = false;
  let read = 0;
  let cancelIdle = () => {};
  const isRead = (block: number) => queryClient.getQueryData(query(block).queryKey) !== undefined;
  const readNext = () => {
    const block = nextUnread(totalBlocks, Math.min(from(), totalBlocks - 1), isRead);
    if (stopped || block === undefined || read >= limit) return;
    read++;
    const options = query(block);
    void queryClient.query(options).catch(() => undefined).then(() => {
      if (stopped || queryClient.getQueryState(options.queryKey)?.status === 'error') return;
      cancelIdle = whenIdle(readNext);
    });
  };
  cancelIdle = whenIdle(readNext);
  return () => {
    stopped = true;
    cancelIdle();
  };
}

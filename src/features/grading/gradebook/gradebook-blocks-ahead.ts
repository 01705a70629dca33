import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { studentSubmissionQueries } from '@/api/student-submissions';
import { whenIdle } from '@/lib/when-idle';

interface BlocksAhead {
  /** The roster is complete: every block's students are known, and no page of students waits behind a block. */
  enabled: boolean;
  totalBlocks: number;
  /** Where to start: the block after the rows in view. Read at each step, so the reading follows the scroll. */
  from: number;
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
 * Reads the blocks of submissions nobody has scrolled to yet, one request at a time whenever the page is idle,
 * from the rows in view onwards. A row scrolled to later is drawn once, with its grades, rather than empty and again
 * when its block arrives in the middle of the scroll (decision 0101). The answers go into the cache without an
 * observer, so one arriving renders nothing; rows take it from there when they come into view. It stops at the first
 * failure and leaves that block to the rows that ask for it, with their retry, and after `limit` blocks.
 */
export function useBlocksAhead({ enabled, totalBlocks, from, query, limit }: BlocksAhead): void {
  const queryClient = useQueryClient();
  const start = useRef(from);
  useEffect(() => {
    start.current = from;
  }, [from]);
  useEffect(() => {
    if (!enabled || totalBlocks === 0) return;
    let stopped = false;
    let read = 0;
    let cancelIdle = () => {};
    const isRead = (block: number) => queryClient.getQueryData(query(block).queryKey) !== undefined;
    const readNext = () => {
      const block = nextUnread(totalBlocks, Math.min(start.current, totalBlocks - 1), isRead);
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
  }, [enabled, totalBlocks, query, limit, queryClient]);
}

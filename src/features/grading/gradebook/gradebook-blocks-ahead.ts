import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ReadAhead } from './read-blocks-ahead';

type BlocksAhead = Omit<ReadAhead, 'queryClient' | 'from'> & {
  /** The roster is complete: every block's students are known, and no page of students waits behind a block. */
  enabled: boolean;
  /** The block after the rows in view. */
  from: number;
};

/**
 * Once the roster is in, reads the blocks of submissions nobody has scrolled to yet, while the page is idle, from the
 * rows in view onwards. A row scrolled to later is drawn once, with its grades, rather than empty and again when its
 * block arrives in the middle of the scroll (decision 0101). The answers go into the cache without an observer, so
 * one arriving renders nothing; rows take it from there when they come into view. The first cells need none of it,
 * so its code loads when it starts, and a failure to load it only leaves the blocks to the rows.
 */
export function useBlocksAhead({ enabled, totalBlocks, from, query, limit }: BlocksAhead): void {
  const queryClient = useQueryClient();
  const start = useRef(from);
  useEffect(() => {
    start.current = from;
  }, [from]);
  useEffect(() => {
    if (!enabled || totalBlocks === 0) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    import('./read-blocks-ahead')
      .then(({ readBlocksAhead }) => {
        if (!stopped) stop = readBlocksAhead({ queryClient, totalBlocks, from: () => start.current, query, limit });
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop?.();
    };
  }, [enabled, totalBlocks, query, limit, queryClient]);
}

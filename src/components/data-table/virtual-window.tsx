import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, type RefObject } from 'react';
import { OVERSCAN_ROWS, type RowWindow } from './table-frame';

export interface VirtualWindowProps {
  rowIds: readonly string[];
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  onWindow: (window: RowWindow) => void;
}

/**
 * Works out which rows a growing table draws once it has too many to draw them all, and hands that window to the
 * table, which keeps drawing the rows itself: the rows in view stay the same elements (focus stays where it is) when
 * the table switches from drawing every row to drawing a window.
 */
export function VirtualWindow({ rowIds, scrollRef, rowHeight, onWindow }: VirtualWindowProps) {
  const getItemKey = useCallback((index: number) => rowIds[index] ?? index, [rowIds]);
  const virtualizer = useVirtualizer({
    count: rowIds.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey,
    overscan: OVERSCAN_ROWS,
    // Starts from where the reader has scrolled the table of every row, not from the top.
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
    initialRect: { width: scrollRef.current?.clientWidth ?? 0, height: scrollRef.current?.clientHeight ?? 0 },
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = items.at(-1)?.index ?? -1;
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  // A layout effect: the table redraws with the window before the browser paints the frame.
  // Until the virtualizer knows the scroll area's size it draws nothing: the table keeps every row meanwhile.
  const sized = items.length > 0 || rowIds.length === 0;
  useLayoutEffect(() => {
    if (sized) onWindow({ start, end, paddingTop, paddingBottom, measure: virtualizer.measureElement });
  }, [sized, start, end, paddingTop, paddingBottom, virtualizer, onWindow]);
  return null;
}

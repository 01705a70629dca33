import type { Row, Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useReducer, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { OVERSCAN_ROWS, TableFrame, WindowRows, type RowCells } from './table-frame';

export interface VirtualTableProps<T> {
  table: Table<T>;
  /** Accessible name of the table. */
  label: string;
  /** Fixed row height in px; rows are still measured, this is the first guess. */
  rowHeight?: number;
  /** Called when the last rendered row is within `nearEndThreshold` rows of the end. */
  onNearEnd?: () => void;
  nearEndThreshold?: number;
  /** Shown below the rows inside the scroll area, e.g. "Loading more…". */
  footer?: ReactNode;
  /** Shown instead of rows (loading, empty, error), keeping the header in place. */
  placeholder?: ReactNode;
  /** Extra class names for a row, e.g. to mark selected or changed rows. */
  rowClassName?: (row: Row<T>) => string | undefined;
  /** Lets the owner bring a row that may not be rendered yet into view (to focus a cell in it). */
  handleRef?: Ref<VirtualTableHandle>;
}

export interface VirtualTableHandle {
  scrollToRow: (index: number) => void;
}

/** A real <table> with virtualized rows: only the rows in view are in the DOM, spacer rows keep the scroll height. */
export function VirtualTable<T>({ table, label, placeholder, footer, rowClassName, ...rest }: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The rows' virtualizer looks for the scroll area in its layout effect, which runs before the area's ref is set
  // on mount: one more render once it is, so the first rows are drawn without waiting for a scroll or new data.
  const [, afterMount] = useReducer(() => true, false);
  useLayoutEffect(afterMount, [afterMount]);
  return (
    <TableFrame
      table={table}
      label={label}
      scrollRef={scrollRef}
      footer={footer}
      placeholder={placeholder}
      rowClassName={rowClassName}
      renderRows={(rows, cells) => <VirtualRows rows={rows} cells={cells} scrollRef={scrollRef} {...rest} />}
    />
  );
}

type VirtualRowsProps<T> = Pick<VirtualTableProps<T>, 'rowHeight' | 'onNearEnd' | 'nearEndThreshold' | 'handleRef'> & {
  rows: Row<T>[];
  cells: RowCells<Row<T>>;
  scrollRef: RefObject<HTMLDivElement | null>;
};

function VirtualRows<T>({ rows, cells, scrollRef, rowHeight = 44, onNearEnd, nearEndThreshold = 20, handleRef }: VirtualRowsProps<T>) {
  // The virtualizer recomputes every row's offset when this function changes: keep it while the rows stay.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    initialRect: __SERVER_SCREEN__,
    estimateSize: () => rowHeight,
    getItemKey,
    // The server draws what a screen shows, no more (docs/decisions/0093).
    overscan: __SERVER_SCREEN__ ? 0 : OVERSCAN_ROWS,
    // React 19 warns about flushSync inside scroll handlers; async updates are smooth enough.
    useFlushSync: false,
  });
  useImperativeHandle(handleRef, () => ({ scrollToRow: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) }), [virtualizer]);
  const virtualRows = virtualizer.getVirtualItems();
  const lastRendered = virtualRows.at(-1)?.index ?? -1;

  const total = cells.rowCount;
  useEffect(() => {
    if (total > 0 && lastRendered >= total - 1 - nearEndThreshold) onNearEnd?.();
  }, [lastRendered, total, nearEndThreshold, onNearEnd]);

  const window = {
    start: virtualRows[0]?.index ?? 0,
    end: lastRendered,
    paddingTop: virtualRows[0]?.start ?? 0,
    paddingBottom: virtualRows.length > 0 ? virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0) : 0,
    measure: virtualizer.measureElement,
  };
  return <WindowRows rows={rows} window={window} cells={cells} />;
}

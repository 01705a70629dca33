import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { OVERSCAN_ROWS, TableFrame, WindowRows, type RowCells, type RowWindow } from './table-frame';
import type { RowView, TableView } from './table-view';

const VirtualWindow = lazy(() => import('./virtual-window').then((module) => ({ default: module.VirtualWindow })));

export interface GrowingTableProps<R extends RowView> {
  table: TableView<R>;
  /** Accessible name of the table. */
  label: string;
  /** Every row is drawn up to this many; past it (a later page arrived) only the rows in view are. */
  plainUpTo: number;
  rowHeight: number;
  /** Called when the reader is within `nearEndThreshold` rows (and the overscan) of the end. */
  onNearEnd: () => void;
  nearEndThreshold: number;
  footer?: ReactNode;
  placeholder?: ReactNode;
}

/**
 * A table that starts plain and virtualizes when it grows: a first page of rows costs little to draw in full, so
 * the virtualizer's code is fetched only when a later page makes the table long.
 */
export function GrowingTable<R extends RowView>({ table, label, footer, placeholder, ...rest }: GrowingTableProps<R>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <TableFrame
      table={table}
      label={label}
      scrollRef={scrollRef}
      footer={footer}
      placeholder={placeholder}
      renderRows={(rows, cells) => <GrowingRows rows={rows} cells={cells} scrollRef={scrollRef} {...rest} />}
    />
  );
}

type GrowingRowsProps<R extends RowView> = Omit<GrowingTableProps<R>, 'table' | 'label' | 'footer' | 'placeholder'> & {
  rows: R[];
  cells: RowCells<R>;
  scrollRef: RefObject<HTMLDivElement | null>;
};

function GrowingRows<R extends RowView>({ rows, cells, scrollRef, plainUpTo, rowHeight, onNearEnd, nearEndThreshold }: GrowingRowsProps<R>) {
  const [window, setWindow] = useState<RowWindow | null>(null);
  const long = rows.length > plainUpTo;
  const rowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  // Back to every row (a new search), the old window is dropped: a later switch starts from where the reader is.
  if (!long && window) setWindow(null);
  useNearEndOnScroll(scrollRef, !long, rowHeight, rows.length, nearEndThreshold, onNearEnd);
  // While the placeholder shows, no row is drawn: as in VirtualTable, a short loaded list still counts as near its end.
  const lastDrawn = rows.length === 0 ? -1 : long ? window?.end : undefined;
  const total = cells.rowCount;
  useEffect(() => {
    if (lastDrawn !== undefined && total > 0 && lastDrawn >= total - 1 - nearEndThreshold) onNearEnd();
  }, [lastDrawn, total, nearEndThreshold, onNearEnd]);

  return (
    <>
      {long ? (
        <Suspense fallback={null}>
          <VirtualWindow rowIds={rowIds} scrollRef={scrollRef} rowHeight={rowHeight} onWindow={setWindow} />
        </Suspense>
      ) : null}
      <WindowRows rows={rows} window={long ? window : __SERVER_SCREEN__ ? firstScreenWindow(__SERVER_SCREEN__, rows.length, rowHeight) : null} cells={cells} />
    </>
  );
}

/**
 * The browser draws a short table whole. The server draws only the rows of its `screen` (src/server-screen.d.ts),
 * the rest held as space: they would cost the first paint their layout, and the browser draws the page itself
 * before anyone scrolls.
 */
function firstScreenWindow(screen: { height: number }, count: number, rowHeight: number): RowWindow | null {
  if (count === 0) return null;
  const end = Math.min(count, Math.ceil(screen.height / rowHeight)) - 1;
  return { start: 0, end, paddingTop: 0, paddingBottom: (count - 1 - end) * rowHeight };
}

/** The index of the last row a virtualized table would draw here: the last in view plus the overscan. */
function lastInView(scroller: HTMLElement, rowHeight: number, count: number): number {
  const bottom = scroller.scrollTop + scroller.clientHeight;
  return Math.min(count - 1, Math.ceil(bottom / rowHeight) + OVERSCAN_ROWS);
}

/** While every row is drawn, the reader nearing the end is read from the scroll position, as the virtualizer would. */
function useNearEndOnScroll(
  scrollRef: RefObject<HTMLDivElement | null>,
  active: boolean,
  rowHeight: number,
  count: number,
  threshold: number,
  onNearEnd: () => void,
) {
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!active || !scroller || count === 0) return;
    const check = () => {
      if (lastInView(scroller, rowHeight, count) >= count - 1 - threshold) onNearEnd();
    };
    check();
    scroller.addEventListener('scroll', check, { passive: true });
    return () => scroller.removeEventListener('scroll', check);
  }, [scrollRef, active, rowHeight, count, threshold, onNearEnd]);
}

import { flexRender, type Column, type Row, type Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import './column-meta';
import { HeaderCell } from './header-cell';

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

/**
 * A real <table> with virtualized rows: only the rows in view are in the DOM,
 * and spacer rows keep the scroll height. aria-rowcount / aria-rowindex tell
 * screen readers the full size and each row's position despite the gaps.
 */
export function VirtualTable<T>({
  table,
  label,
  rowHeight = 44,
  onNearEnd,
  nearEndThreshold = 20,
  footer,
  placeholder,
  rowClassName,
  handleRef,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows } = table.getRowModel();
  const headerGroups = table.getHeaderGroups();
  const columns = table.getVisibleLeafColumns();
  const sticky = useMemo(() => stickyCells(columns), [columns]);
  const minWidth = sticky.size > 0 ? pinnedTableMinWidth(columns) : undefined;
  // The virtualizer recomputes every row's offset when this function changes: keep it while the rows stay.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: placeholder ? 0 : rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey,
    overscan: 12,
    // React 19 warns about flushSync inside scroll handlers; async updates are smooth enough.
    useFlushSync: false,
  });
  useImperativeHandle(handleRef, () => ({ scrollToRow: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) }), [virtualizer]);
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualRows.length > 0 ? virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0) : 0;
  const lastRendered = virtualRows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (rows.length > 0 && lastRendered >= rows.length - 1 - nearEndThreshold) onNearEnd?.();
  }, [lastRendered, rows.length, nearEndThreshold, onNearEnd]);

  const firstDataIndex = headerGroups.length + 1;
  return (
    <div ref={scrollRef} className="vtable" tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
      <table className="vtable__table" style={minWidth ? { minWidth } : undefined} aria-label={label} aria-rowcount={headerGroups.length + rows.length}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.columnDef.meta?.width }} />
          ))}
        </colgroup>
        <thead className="vtable__head">
          {headerGroups.map((group, index) => (
            <tr key={group.id} aria-rowindex={index + 1}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} sticky={sticky.get(header.column.id)} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {placeholder ? (
            <tr className="vtable__placeholder-row">
              <td colSpan={columns.length}>
                <div className="vtable__placeholder">{placeholder}</div>
              </td>
            </tr>
          ) : null}
          {paddingTop > 0 ? <SpacerRow height={paddingTop} columns={columns.length} /> : null}
          {virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                ref={virtualizer.measureElement}
                data-index={virtualRow.index}
                aria-rowindex={firstDataIndex + virtualRow.index}
                className={['vtable__row', rowClassName?.(row)].filter(Boolean).join(' ')}
              >
                {row.getVisibleCells().map((cell) => {
                  const pinned = sticky.get(cell.column.id);
                  return (
                    <td
                      key={cell.id}
                      className={`vtable__td vtable__cell--${cell.column.columnDef.meta?.align ?? 'start'}${pinned?.className ?? ''}`}
                      style={pinned?.style}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {paddingBottom > 0 ? <SpacerRow height={paddingBottom} columns={columns.length} /> : null}
        </tbody>
      </table>
      {footer}
    </div>
  );
}

export type StickyCells = Map<string, { className: string; style: CSSProperties }>;

/** The pinned leading columns (meta.sticky): each one's start offset is the widths of those before it. */
function stickyCells<T>(columns: Column<T>[]): StickyCells {
  const cells: StickyCells = new Map();
  const before: string[] = [];
  const pinned = columns.filter((column) => column.columnDef.meta?.sticky);
  pinned.forEach((column, index) => {
    const last = index === pinned.length - 1 ? ' vtable__cell--sticky-last' : '';
    cells.set(column.id, { className: ` vtable__cell--sticky${last}`, style: { insetInlineStart: before.length ? `calc(${before.join(' + ')})` : 0 } });
    before.push(column.columnDef.meta?.width ?? '0px');
  });
  return cells;
}

/**
 * A fixed-layout table wider than its columns spreads the surplus over all of them, which would shift the pinned
 * columns off their offsets: with pinned columns, the table is at least exactly their sum (when every column has a
 * width), so it only scrolls when the widths are exact.
 */
function pinnedTableMinWidth<T>(columns: Column<T>[]): string | undefined {
  const widths = columns.map((column) => column.columnDef.meta?.width);
  return widths.every((width) => width !== undefined) ? `calc(${widths.join(' + ')})` : undefined;
}

/** Hidden from assistive tech: it only holds scroll space for rows not rendered. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" className="vtable__spacer">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}

import { useMemo, type CSSProperties, type ReactNode, type Ref, type RefObject } from 'react';
import { HeaderCell } from './header-cell';
import { renderTemplate, type ColumnView, type RowView, type TableView } from './table-view';

/** Rows drawn beyond those in view, above and below, so a fast scroll rarely shows a gap. */
export const OVERSCAN_ROWS = 12;

export interface TableFrameProps<R extends RowView> {
  table: TableView<R>;
  /** Accessible name of the table. */
  label: string;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Shown below the rows inside the scroll area, e.g. "Loading more…". */
  footer?: ReactNode;
  /** Shown instead of rows (loading, empty, error), keeping the header in place. */
  placeholder?: ReactNode;
  /** Draws the data rows (none while the placeholder shows); the frame keeps the scroll area and header. */
  renderRows: (rows: R[], cells: RowCells<R>) => ReactNode;
}

/** What every data row shares: its columns' pinning, where data rows start counting, and extra class names. */
export interface RowCells<R extends RowView> {
  /** Every loaded row, drawn or not (none are while the placeholder shows): "near the end" counts from these. */
  rowCount: number;
  sticky: StickyCells;
  firstDataIndex: number;
  columnCount: number;
  rowClassName?: (row: R) => string | undefined;
}

/**
 * A real <table> in a scroll area with its header: the rows are drawn by `renderRows`, all of them or only those in
 * view. aria-rowcount / aria-rowindex tell screen readers the full size and each row's position despite gaps.
 */
export function TableFrame<R extends RowView>({ table, label, scrollRef, footer, placeholder, renderRows, rowClassName }: TableFrameProps<R> & Pick<RowCells<R>, 'rowClassName'>) {
  const { rows } = table.getRowModel();
  const headerGroups = table.getHeaderGroups();
  const columns = table.getVisibleLeafColumns();
  const sticky = useMemo(() => stickyCells(columns), [columns]);
  const minWidth = sticky.size > 0 ? pinnedTableMinWidth(columns) : undefined;
  const cells: RowCells<R> = { rowCount: rows.length, sticky, firstDataIndex: headerGroups.length + 1, columnCount: columns.length, rowClassName };
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
          {renderRows(placeholder ? [] : rows, cells)}
        </tbody>
      </table>
      {footer}
    </div>
  );
}

/** One data row; `index` is its position among all rows, drawn or not. */
function DataRow<R extends RowView>({ row, index, cells, rowRef }: { row: R; index: number; cells: RowCells<R>; rowRef?: Ref<HTMLTableRowElement> }) {
  return (
    <tr
      ref={rowRef}
      data-index={index}
      aria-rowindex={cells.firstDataIndex + index}
      className={['vtable__row', cells.rowClassName?.(row)].filter(Boolean).join(' ')}
    >
      {row.getVisibleCells().map((cell) => {
        const pinned = cells.sticky.get(cell.column.id);
        return (
          <td
            key={cell.id}
            className={`vtable__td vtable__cell--${cell.column.columnDef.meta?.align ?? 'start'}${pinned?.className ?? ''}`}
            style={pinned?.style}
          >
            {renderTemplate(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}

/** Hidden from assistive tech: it only holds scroll space for rows not rendered. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" className="vtable__spacer">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}

export type StickyCells = Map<string, { className: string; style: CSSProperties }>;

/** The pinned leading columns (meta.sticky): each one's start offset is the widths of those before it. */
function stickyCells(columns: ColumnView[]): StickyCells {
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
function pinnedTableMinWidth(columns: ColumnView[]): string | undefined {
  const widths = columns.map((column) => column.columnDef.meta?.width);
  return widths.every((width) => width !== undefined) ? `calc(${widths.join(' + ')})` : undefined;
}

/** The rows drawn: indexes `start` to `end`, with the scroll space of those above and below. */
export interface RowWindow {
  start: number;
  end: number;
  paddingTop: number;
  paddingBottom: number;
  /** Measures a drawn row, so the space held for rows not drawn follows their real height. */
  measure?: (row: HTMLTableRowElement | null) => void;
}

/** Every row when `window` is null, else only the window's rows between two spacers. */
export function WindowRows<R extends RowView>({ rows, window, cells }: { rows: R[]; window: RowWindow | null; cells: RowCells<R> }) {
  const start = window ? window.start : 0;
  const end = window ? window.end : rows.length - 1;
  return (
    <>
      {window && window.paddingTop > 0 ? <SpacerRow height={window.paddingTop} columns={cells.columnCount} /> : null}
      {rows.slice(start, end + 1).map((row, offset) => (
        <DataRow key={row.id} row={row} index={start + offset} cells={cells} rowRef={window?.measure} />
      ))}
      {window && window.paddingBottom > 0 ? <SpacerRow height={window.paddingBottom} columns={cells.columnCount} /> : null}
    </>
  );
}

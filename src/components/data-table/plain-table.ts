import { useMemo, type MouseEvent, type ReactNode } from 'react';
import type { ColumnView, RowView, TableView } from './table-view';

/** What a plain table's cell is drawn from: its row's item and the column's value for it. */
interface PlainCellContext<T, V> {
  row: { original: T };
  getValue: () => V;
}

/** A column of a plain table: the header's text, how a row's value is read, and how a cell draws it. */
export interface PlainColumn<T> {
  id: string;
  header: string;
  meta?: ColumnView['columnDef']['meta'];
  value: (item: T) => unknown;
  // A method, so a column whose cells read a narrower value than `unknown` still fits.
  cell(context: PlainCellContext<T, unknown>): ReactNode;
}

type PlainColumnDef<T, V> = Omit<PlainColumn<T>, 'value' | 'cell'> & { cell: (context: PlainCellContext<T, V>) => ReactNode };

/** A column whose cells read `value` of their row's item. */
export const plainColumn = <T, V>(value: (item: T) => V, column: PlainColumnDef<T, V>): PlainColumn<T> => ({ ...column, value });

/** One sorted column, the way TanStack Table states it. */
export interface PlainSorting {
  id: string;
  desc: boolean;
}

export interface PlainRow<T> extends RowView {
  original: T;
}

export interface PlainTableOptions<T> {
  /** Already in order: sorting is the server's, a header click only asks for another order. */
  data: readonly T[];
  columns: readonly PlainColumn<T>[];
  getRowId: (item: T) => string;
  sorting: PlainSorting | undefined;
  canSort: (columnId: string) => boolean;
  onSortingChange: (sorting: PlainSorting) => void;
}

/**
 * The table model of a list that draws its rows as they come and leaves sorting to the server: what the data table
 * reads from a TanStack Table instance, without TanStack Table's code (about 12 KiB gzipped) on the page.
 */
export function usePlainTable<T>({ data, columns, getRowId, sorting, canSort, onSortingChange }: PlainTableOptions<T>): TableView<PlainRow<T>> {
  const rows = useMemo(() => data.map((item) => plainRow(item, getRowId(item), columns)), [data, columns, getRowId]);
  const views = columns.map((column): ColumnView => {
    const sortable = canSort(column.id);
    const sorted = sorting?.id === column.id && (sorting.desc ? 'desc' : 'asc');
    return {
      id: column.id,
      columnDef: column,
      getIsSorted: () => sorted,
      getCanSort: () => sortable,
      getToggleSortingHandler: () => (event: MouseEvent) => {
        if (sortable) onSortingChange(nextSorting(sorting, column, data[0], event.shiftKey));
      },
    };
  });
  return {
    getRowModel: () => ({ rows }),
    getHeaderGroups: () => [{ id: '0', headers: views.map((column) => ({ id: column.id, colSpan: 1, isPlaceholder: false, column, getContext: () => ({}) })) }],
    getVisibleLeafColumns: () => views,
  };
}

function plainRow<T>(item: T, id: string, columns: readonly PlainColumn<T>[]): PlainRow<T> {
  const row = { id, original: item };
  const cells = columns.map((column) => ({
    id: `${id}_${column.id}`,
    column: { id: column.id, columnDef: column },
    getContext: () => ({ row, getValue: () => column.value(item) }),
  }));
  return { ...row, getVisibleCells: () => cells };
}

/**
 * The sort a header click asks for: the same as when these lists used TanStack Table (its defaults, with removal of
 * a sort turned off), so a click turns out the same.
 */
function nextSorting<T>(current: PlainSorting | undefined, column: PlainColumn<T>, first: T | undefined, shiftKey: boolean): PlainSorting {
  if (current?.id === column.id) return { id: column.id, desc: !current.desc };
  // Shift asked TanStack Table for a second sort behind the first; these lists only follow the first.
  if (current && shiftKey) return current;
  // Text sorts from A first; a number, or no value in the first row, from the highest.
  return { id: column.id, desc: typeof (first === undefined ? undefined : column.value(first)) !== 'string' };
}

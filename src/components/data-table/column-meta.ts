import type { RowData } from '@tanstack/react-table';

/** Layout hints our data table reads from `columnDef.meta`. */
declare module '@tanstack/react-table' {
  // Type parameters must match TanStack's declaration for the merge to apply.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** CSS width of the column (the table uses a fixed layout so widths do not jump while scrolling). */
    width?: string;
    /** Numbers align to the end so digits line up. */
    align?: 'start' | 'end';
    /**
     * Pinned to the table's start edge during sideways scrolling, so a narrow screen still shows whose row a far
     * cell belongs to. Only leading columns, each with a `width` (the next one's offset adds them up).
     */
    sticky?: boolean;
    /** Id of a visible note that explains the column; its header is described by it. */
    describedBy?: string;
  }
}

export {};

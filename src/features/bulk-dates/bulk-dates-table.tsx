import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode, Ref } from 'react';
import { VirtualTable, type VirtualTableHandle } from '@/components/data-table/virtual-table';
import { useBulkDates } from './bulk-dates-context';
import { DateCell, DateHeader } from './date-cell';
import type { DateField, DateRow } from './date-rows';
import { NameCell, SelectAllHeader, SelectRowCell } from './row-cells';

/** Id of the note naming the course time zone; every date header is described by it. */
export const ZONE_NOTE_ID = 'bulk-dates-zone';

/**
 * The name is pinned while the dates scroll sideways; on a phone it and each date column shrink (the name wraps) so a
 * whole date column fits beside it.
 */
const NAME_WIDTH = 'clamp(6.5rem, 28vw, 14rem)';
const DATE_WIDTH = 'clamp(11rem, 50vw, 13.5rem)';

const dateColumn = (field: DateField): ColumnDef<DateRow> => ({
  id: field,
  header: () => <DateHeader field={field} />,
  cell: ({ row }) => <DateCell row={row.original} field={field} />,
  meta: { width: DATE_WIDTH, describedBy: ZONE_NOTE_ID },
});

// Stable: cells read edits and results from the context, so typing does not rebuild the columns. Every column
// has a width, so on a phone the table keeps them and scrolls sideways inside its frame instead of squeezing.
const COLUMNS: ColumnDef<DateRow>[] = [
  { id: 'select', header: () => <SelectAllHeader />, cell: ({ row }) => <SelectRowCell row={row.original} />, meta: { width: '3.25rem', sticky: true } },
  { id: 'name', header: 'Assignment or override', cell: ({ row }) => <NameCell row={row.original} />, meta: { width: NAME_WIDTH, sticky: true } },
  dateColumn('due_at'),
  dateColumn('unlock_at'),
  dateColumn('lock_at'),
];

export interface BulkDatesTableProps {
  rows: DateRow[];
  placeholder?: ReactNode;
  handleRef?: Ref<VirtualTableHandle>;
}

export function BulkDatesTable({ rows, placeholder, handleRef }: BulkDatesTableProps) {
  const { selected } = useBulkDates();
  const table = useReactTable({
    data: rows,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
    getRowId: (row) => row.id,
  });
  return (
    <VirtualTable
      table={table}
      label="Assignment and override dates"
      rowHeight={64}
      placeholder={placeholder}
      handleRef={handleRef}
      rowClassName={(row) =>
        [row.original.kind === 'override' ? 'bulk-row--override' : undefined, selected.has(row.id) ? 'bulk-row--selected' : undefined]
          .filter(Boolean)
          .join(' ')
      }
    />
  );
}

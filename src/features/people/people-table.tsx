import { getCoreRowModel, useReactTable, type TableOptions } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { User } from '@/api/schemas/user';
import { Button } from '@/components/button';
import { VirtualTable } from '@/components/data-table/virtual-table';
import { Spinner } from '@/components/spinner';

export interface PeopleTableProps {
  label: string;
  users: User[];
  columns: TableOptions<User>['columns'];
  placeholder?: ReactNode;
  isFetchingMore: boolean;
  loadMoreError: boolean;
  onNearEnd: () => void;
  onRetryLoadMore: () => void;
}

/** Rows in the server's order (sortable name); sorting only the loaded part of a roster would mislead. */
export function PeopleTable({ label, users, columns, placeholder, isFetchingMore, loadMoreError, onNearEnd, onRetryLoadMore }: PeopleTableProps) {
  const table = useReactTable({
    data: users,
    columns,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
    getRowId: (user) => String(user.id),
  });

  let footer: ReactNode = null;
  if (loadMoreError) {
    footer = (
      <div className="vtable__footer" role="alert">
        <span>Couldn’t load more people.</span>
        <Button size="sm" onPress={onRetryLoadMore}>
          Retry
        </Button>
      </div>
    );
  } else if (isFetchingMore) {
    footer = (
      <div className="vtable__footer">
        <Spinner size="sm" label="Loading more people…" />
      </div>
    );
  }

  return (
    <VirtualTable table={table} label={label} rowHeight={48} nearEndThreshold={20} onNearEnd={onNearEnd} placeholder={placeholder} footer={footer} />
  );
}

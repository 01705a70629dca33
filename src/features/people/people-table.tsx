import { getCoreRowModel, useReactTable, type TableOptions } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { User } from '@/api/schemas/user';
import { LoadMoreFooter } from '@/components/data-table/load-more';
import { VirtualTable } from '@/components/data-table/virtual-table';

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

  const footer = <LoadMoreFooter noun="people" isFetching={isFetchingMore} error={loadMoreError} onRetry={onRetryLoadMore} />;

  return (
    <VirtualTable table={table} label={label} rowHeight={48} nearEndThreshold={20} onNearEnd={onNearEnd} placeholder={placeholder} footer={footer} />
  );
}

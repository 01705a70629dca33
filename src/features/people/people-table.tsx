import { getCoreRowModel, useReactTable, type TableOptions } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { User } from '@/api/schemas/user';
import { LoadMoreFooter, useLoadMore, type NextPageState } from '@/components/data-table/load-more';
import { VirtualTable } from '@/components/data-table/virtual-table';
import { ListSummary } from '@/components/list-summary';

export interface PeopleTableProps {
  label: string;
  /** The line above the table; a no-break space keeps its height while a placeholder shows. */
  count: string;
  /** Announce count changes (filters change them in place). */
  liveCount?: boolean;
  /** A short note beside the count on what it counts. */
  countNote?: string;
  users: User[];
  columns: TableOptions<User>['columns'];
  placeholder?: ReactNode;
  /** The infinite query the rows come from. */
  pages: NextPageState;
}

/** Rows in the server's order (sortable name); sorting only the loaded part of a roster would mislead. */
export function PeopleTable({ label, count, liveCount, countNote, users, columns, placeholder, pages }: PeopleTableProps) {
  const table = useReactTable({
    data: users,
    columns,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
    getRowId: (user) => user.id,
  });
  const loadMore = useLoadMore(pages);

  const footer = (
    <LoadMoreFooter noun="people" isFetching={pages.isFetchingNextPage} error={pages.isFetchNextPageError} onRetry={() => void pages.fetchNextPage()} />
  );

  return (
    <>
      <ListSummary count={count} liveCount={liveCount} note={countNote} />
      <VirtualTable table={table} label={label} rowHeight={48} nearEndThreshold={20} onNearEnd={loadMore} placeholder={placeholder} footer={footer} />
    </>
  );
}

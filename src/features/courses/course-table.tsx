import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import type { CourseListItem } from '@/api/schemas/course';
import { LoadMoreFooter } from '@/components/data-table/load-more';
import { VirtualTable } from '@/components/data-table/virtual-table';
import { courseColumns } from './course-columns';

export interface CourseTableProps {
  courses: CourseListItem[];
  /** Replaces the rows: loading, empty and error states. */
  placeholder?: ReactNode;
  isFetchingMore: boolean;
  loadMoreError: boolean;
  onNearEnd: () => void;
  onRetryLoadMore: () => void;
}

/** Sorting is client-side over the rows loaded so far; filters go to the server. */
export function CourseTable({ courses, placeholder, isFetchingMore, loadMoreError, onNearEnd, onRetryLoadMore }: CourseTableProps) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data: courses,
    columns: courseColumns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (course) => String(course.id),
  });

  const footer = <LoadMoreFooter noun="courses" isFetching={isFetchingMore} error={loadMoreError} onRetry={onRetryLoadMore} />;

  return (
    <VirtualTable
      table={table}
      label="Courses"
      rowHeight={44}
      nearEndThreshold={20}
      onNearEnd={onNearEnd}
      placeholder={placeholder}
      footer={footer}
    />
  );
}

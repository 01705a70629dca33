import { useMemo, type ReactNode } from 'react';
import { COURSE_SORT_COLUMNS, type CourseSort, type CourseSortColumn } from '@/api/course-lists';
import type { CourseListItem } from '@/api/schemas/course';
import { LoadMoreFooter } from '@/components/data-table/load-more';
import { GrowingTable } from '@/components/data-table/growing-table';
import { usePlainTable, type PlainSorting } from '@/components/data-table/plain-table';
import { courseColumns } from './course-columns';

export interface CourseTableProps {
  /** Already in the order `sort` asks for: the table never reorders rows itself. */
  courses: CourseListItem[];
  sort: CourseSort | undefined;
  /** Columns whose headers are sort buttons: those the list's server can order by. */
  sortable: readonly CourseSortColumn[];
  onSortChange: (sort: CourseSort | undefined) => void;
  /** The visible note saying whom the Students column counts; the column's header is described by it. */
  studentCountNoteId: string;
  /** Replaces the rows: loading, empty and error states. */
  placeholder?: ReactNode;
  isFetchingMore: boolean;
  loadMoreError: boolean;
  onNearEnd: () => void;
  onRetryLoadMore: () => void;
}

const toSorting = (sort: CourseSort | undefined): PlainSorting | undefined => (sort ? { id: sort.column, desc: sort.order === 'desc' } : undefined);

function toSort(sorting: PlainSorting): CourseSort | undefined {
  const column = COURSE_SORT_COLUMNS.find((id) => id === sorting.id);
  return column ? { column, order: sorting.desc ? 'desc' : 'asc' } : undefined;
}

const courseId = (course: CourseListItem) => course.id;

/** Sorting is the server's (manual): a header click only changes the sort in the URL. */
export function CourseTable({ courses, sort, sortable, onSortChange, studentCountNoteId, placeholder, ...more }: CourseTableProps) {
  const columns = useMemo(
    () =>
      courseColumns.map((column) =>
        column.id === 'students' ? { ...column, meta: { ...column.meta, describedBy: studentCountNoteId } } : column,
      ),
    [studentCountNoteId],
  );
  const table = usePlainTable({
    data: courses,
    columns,
    getRowId: courseId,
    sorting: toSorting(sort),
    canSort: (id) => sortable.some((column) => column === id),
    onSortingChange: (sorting) => onSortChange(toSort(sorting)),
  });

  const footer = (
    <LoadMoreFooter noun="courses" isFetching={more.isFetchingMore} error={more.loadMoreError} onRetry={more.onRetryLoadMore} />
  );

  return (
    <GrowingTable
      table={table}
      label="Courses"
      // A page of courses is 100: the first is drawn in full, the virtualizer comes with the second.
      plainUpTo={100}
      rowHeight={44}
      nearEndThreshold={20}
      onNearEnd={more.onNearEnd}
      placeholder={placeholder}
      footer={footer}
    />
  );
}

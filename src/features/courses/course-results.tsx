import { useId, type ReactNode } from 'react';
import type { CourseSort, CourseSortColumn } from '@/api/course-lists';
import { useLoadMore } from '@/components/data-table/load-more';
import { listPlaceholder } from '@/components/list-placeholder';
import { ListSummary } from '@/components/list-summary';
import { Spinner } from '@/components/spinner';
import { formatCount } from '@/lib/format-count';
import { STUDENT_COUNT_NOTE } from '@/lib/student-count';
import { CourseTable } from './course-table';
import { useCourseRows, type CourseListQuery } from './use-course-rows';

export interface CourseResultsProps {
  query: CourseListQuery;
  sort: CourseSort | undefined;
  sortable: readonly CourseSortColumn[];
  onSortChange: (sort: CourseSort | undefined) => void;
  /** What an empty list says; the caller knows whether filters emptied it. */
  empty: ReactNode;
}

/** The count line and the virtualized table of a course list, in server order or sorted once complete. */
export function CourseResults({ query, sort, sortable, onSortChange, empty }: CourseResultsProps) {
  const { courses, loadingAll } = useCourseRows(query, sort);
  const loadMore = useLoadMore(query);
  const studentCountNoteId = useId();
  const placeholder = loadingAll ? (
    <div className="course-list__loading-all">
      <Spinner size="sm" label={loadingAllLabel(loadingAll.loaded, loadingAll.estimatedTotal)} />
    </div>
  ) : (
    listPlaceholder({ query, loadingLabel: 'Loading courses…', isEmpty: courses.length === 0, empty })
  );

  return (
    <>
      <ListSummary
        count={countLabel(courses.length, placeholder !== null, query.hasNextPage)}
        note={STUDENT_COUNT_NOTE}
        noteId={studentCountNoteId}
      />
      <CourseTable
        courses={courses}
        sort={sort}
        sortable={sortable}
        onSortChange={onSortChange}
        studentCountNoteId={studentCountNoteId}
        placeholder={placeholder}
        isFetchingMore={query.isFetchingNextPage && !loadingAll}
        loadMoreError={query.isFetchNextPageError}
        onNearEnd={loadMore}
        onRetryLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}

function loadingAllLabel(loaded: number, estimatedTotal: number | undefined): string {
  const progress = estimatedTotal ? `${formatCount(loaded, 'course')} of about ${estimatedTotal.toLocaleString()}` : formatCount(loaded, 'course');
  return `Loading all courses to sort them… ${progress} loaded`;
}

function countLabel(count: number, hasPlaceholder: boolean, hasMore: boolean): string {
  // Loading, empty and error states speak for themselves; the line keeps its height so nothing jumps.
  if (hasPlaceholder) return '\u00a0';
  if (hasMore) return `${formatCount(count, 'course')} loaded, more available`;
  return `Showing ${formatCount(count, 'course')}`;
}

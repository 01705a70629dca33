import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { courseQueries, type CourseListFilters, type CourseListOwner } from '@/api/courses';
import { uniqueItems } from '@/api/http/paginated';
import { useLoadMore } from '@/components/data-table/load-more';
import { FilteredEmptyState } from '@/components/empty-state';
import { listPlaceholder } from '@/components/list-placeholder';
import { formatCount } from '@/lib/format-count';
import { CourseFilterBar } from './course-filter-bar';
import { filtersKey, hasActiveFilters, readCourseFilters, writeCourseFilters } from './course-filters';
import { CourseTable } from './course-table';

export interface CourseListProps {
  /** `caller` lists GET /courses; a user id lists GET /users/:id/courses. */
  owner: CourseListOwner;
}

/** Filters (in the URL) + the infinite course table. */
export function CourseList({ owner }: CourseListProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readCourseFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: CourseListFilters) => setSearchParams((current) => writeCourseFilters(current, next), { replace: true }),
    [setSearchParams],
  );
  return (
    <div className="course-list">
      <CourseFilterBar filters={filters} onChange={setFilters} />
      {/* A new filter set is a new list: remount so scroll and sort start fresh. */}
      <CourseResults key={filtersKey(filters)} owner={owner} filters={filters} onClearFilters={() => setFilters({})} />
    </div>
  );
}

interface CourseResultsProps {
  owner: CourseListOwner;
  filters: CourseListFilters;
  onClearFilters: () => void;
}

function CourseResults({ owner, filters, onClearFilters }: CourseResultsProps) {
  const query = useInfiniteQuery(owner === 'caller' ? courseQueries.list(filters) : courseQueries.userList(owner, filters));
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const courses = useMemo(() => uniqueItems(data?.pages, (course) => course.id), [data]);

  const loadMore = useLoadMore(query);

  const placeholder = listPlaceholder({
    query,
    loadingLabel: 'Loading courses…',
    isEmpty: courses.length === 0,
    empty: (
      <FilteredEmptyState
        title="No courses match these filters"
        isFiltered={hasActiveFilters(filters)}
        filteredHint="Try a different role, enrollment or state."
        emptyHint="Only courses with an enrollment are listed here."
        onClearFilters={onClearFilters}
      />
    ),
  });

  return (
    <>
      <p className="course-list__count">{countLabel(courses.length, placeholder !== null, hasNextPage)}</p>
      <CourseTable
        courses={courses}
        placeholder={placeholder}
        isFetchingMore={isFetchingNextPage}
        loadMoreError={isFetchNextPageError}
        onNearEnd={loadMore}
        onRetryLoadMore={() => void fetchNextPage()}
      />
    </>
  );
}

function countLabel(count: number, hasPlaceholder: boolean, hasMore: boolean): string {
  // Loading, empty and error states speak for themselves; the line keeps its height so nothing jumps.
  if (hasPlaceholder) return '\u00a0';
  if (hasMore) return `${formatCount(count, 'course')} loaded, more available`;
  return `Showing ${formatCount(count, 'course')}`;
}

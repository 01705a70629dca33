import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { courseListQueries, type CourseListOwner } from '@/api/course-lists';
import { NativeButton } from '@/components/native-button';
import { EmptyState } from '@/components/empty-state';
import { CourseFilterBar, describeCourseFilters } from './course-filter-bar';
import { filtersKey, readCourseFilters, writeCourseFilters } from './course-filters';
import { USER_LIST_SORTABLE } from './course-list-query';
import { CourseResults } from './course-results';
import { readCourseSort, writeCourseSort } from './course-sort';
import { useSearchParamWriter } from './use-search-param-writer';

export interface CourseListProps {
  /** `caller` lists GET /courses; a user id lists GET /users/:id/courses. */
  owner: CourseListOwner;
  /** Shown in the empty state when nothing at all is listed, e.g. a way to the account's courses. */
  emptyAction?: ReactNode;
}

/** Filters and sort (in the URL) + the infinite course table. */
export function CourseList({ owner, emptyAction }: CourseListProps) {
  const [searchParams] = useSearchParams();
  const filters = useMemo(() => readCourseFilters(searchParams), [searchParams]);
  const sort = useMemo(() => readCourseSort(searchParams, USER_LIST_SORTABLE), [searchParams]);
  const setFilters = useSearchParamWriter(writeCourseFilters);
  const setSort = useSearchParamWriter(writeCourseSort);
  const query = useInfiniteQuery(courseListQueries.list(owner, filters, sort));
  const described = describeCourseFilters(filters);
  const empty =
    described.length > 0 ? (
      <EmptyState
        title="No courses match these filters"
        description={`Filtered by ${described.join(' and ')}.`}
        action={<NativeButton size="sm" onClick={() => setFilters({})}>Clear filters</NativeButton>}
      />
    ) : (
      <EmptyState
        title={owner === 'caller' ? 'You have no courses yet' : 'No courses yet'}
        description="Courses show here once there is an enrollment in them, as teacher, TA, designer, student or observer."
        action={emptyAction}
      />
    );
  return (
    <div className="course-list">
      <CourseFilterBar filters={filters} onChange={setFilters} />
      {/* A new filter set is a new list: remount so scroll starts at the top. */}
      <CourseResults key={filtersKey(filters)} query={query} sort={sort} sortable={USER_LIST_SORTABLE} onSortChange={setSort} empty={empty} />
    </div>
  );
}

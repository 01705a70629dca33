import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { CoursePage, CourseSort } from '@/api/course-lists';
import { uniqueItems } from '@/api/http/paginated';
import type { CourseListItem } from '@/api/schemas/course';
import { sortCoursesLocally } from './course-sort';

export type CourseListQuery = UseInfiniteQueryResult<InfiniteData<CoursePage, string>>;

export interface CourseRows {
  courses: CourseListItem[];
  /** Set while every page is being loaded so the browser can sort them (the server did not). */
  loadingAll?: { loaded: number; estimatedTotal?: number };
}

/**
 * The rows to show, in the order asked for. A server that sorted (Lectern's, or Canvas's account list) is
 * paged as the user scrolls. A server that ignored the sort (a real Canvas on the user lists) has every page
 * loaded first and the whole list sorted here, so rows never reorder as later pages arrive.
 */
export function useCourseRows(query: CourseListQuery, sort: CourseSort | undefined): CourseRows {
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loaded = useMemo(() => uniqueItems(data?.pages, (course) => course.id), [data]);
  const firstPage = data?.pages[0];
  const sortHere = sort !== undefined && firstPage !== undefined && !firstPage.serverSorted;

  useEffect(() => {
    if (sortHere && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [sortHere, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  // Rows are held back until the last page is in, so sorting earlier would only be thrown away.
  const loadingAll = sortHere && hasNextPage;
  const courses = useMemo(
    () => (sortHere && !loadingAll ? sortCoursesLocally(loaded, sort) : loaded),
    [sortHere, loadingAll, loaded, sort],
  );
  if (loadingAll) return { courses: [], loadingAll: { loaded: loaded.length, estimatedTotal: firstPage.estimatedTotal } };
  return { courses };
}

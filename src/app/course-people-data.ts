import type { LoaderFunctionArgs } from 'react-router';
import { coursePermissionQueries } from '@/api/course-permissions';
import { courseUserQueries } from '@/api/course-users';
import { sectionQueries } from '@/api/sections';
import { readPeopleFilters, readPeopleTab, serverFilters } from '@/features/people/people-filters';
import { startWhenCourseLoads } from './course-requests';
import { queryClient } from './query-client';
import { parseIdParam } from './route-params';

/** Starts the permission check, the sections and the first page of the roster together once the course exists. */
export function coursePeopleLoader({ params, request }: LoaderFunctionArgs) {
  const courseId = parseIdParam(params.courseId);
  const search = new URL(request.url).searchParams;
  const rosterQuery = courseUserQueries.list(courseId, serverFilters(readPeopleFilters(search)));
  const showsRoster = readPeopleTab(search) === 'all';
  startWhenCourseLoads(
    courseId,
    () => queryClient.query(coursePermissionQueries.detail(courseId)),
    () => queryClient.query(sectionQueries.list(courseId)),
    async () => (showsRoster ? queryClient.infiniteQuery(rosterQuery) : undefined),
  );
  return null;
}

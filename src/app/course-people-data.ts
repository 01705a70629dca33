import type { LoaderFunctionArgs } from 'react-router';
import { coursePermissionQueries } from '@/api/course-permissions';
import { courseUserQueries } from '@/api/course-users';
import { sectionQueries } from '@/api/sections';
import { readPeopleFilters, readPeopleTab, serverFilters } from '@/features/people/people-filters';
import { startWhenCourseLoads } from './course-requests';
import type { PagePrefetch } from './page-prefetch';
import { queryClient } from './query-client';
import { parseIdParam } from './route-params';

const ignore = () => undefined;

/** The permission check, the sections and the first page of the roster, together. */
export const prefetchPeople: PagePrefetch = (client, { params, url }) => {
  const courseId = parseIdParam(params.courseId);
  const search = url.searchParams;
  const showsRoster = readPeopleTab(search) === 'all';
  return Promise.all([
    client.query(coursePermissionQueries.detail(courseId)).catch(ignore),
    client.query(sectionQueries.list(courseId)).catch(ignore),
    showsRoster ? client.infiniteQuery(courseUserQueries.list(courseId, serverFilters(readPeopleFilters(search)))).catch(ignore) : undefined,
  ]);
};

/** Starts the people page's requests once the course exists. */
export function coursePeopleLoader(args: LoaderFunctionArgs) {
  startWhenCourseLoads(parseIdParam(args.params.courseId), () => prefetchPeople(queryClient, { url: new URL(args.request.url), params: args.params }));
  return null;
}

import { coursePermissionQueries } from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import { fileQueries } from '@/api/files';
import { sectionQueries } from '@/api/sections';
import { tabQueries } from '@/api/tabs';
import { prefetchPeople } from '../course-people-data';
import { prefetchCourseList } from '../courses-data';
import { filesOwnerOf, prefetchFolder } from '../files-data';
import type { PagePrefetch } from '../page-prefetch';
import { prefetchGradebook } from '../gradebook-data';
import { prefetchGrading } from '../grading-data';
import { COURSE_FILES_ROUTE_ID, DUE_DATES_ROUTE_ID, GRADEBOOK_ROUTE_ID, GRADING_ROUTE_ID, PEOPLE_ROUTE_ID } from '../course-page-route-ids';
import { COURSE_LIST_ROUTE_ID } from '../route-ids';
import { parseIdParam } from '../route-params';
import { prefetchDueDates } from '../routes/course-due-dates-route';

const ignore = () => undefined;

/**
 * What every course page's frame shows: its course, and the caller's rights and the course's tabs for the
 * sidebar. A course that fails rejects: the page is not drawn, and the browser shows that error as it would.
 */
const courseFrame: PagePrefetch = (client, { params }) => {
  const courseId = parseIdParam(params.courseId);
  return Promise.all([
    client.query(courseQueries.detail(courseId)),
    client.query(coursePermissionQueries.detail(courseId)).catch(ignore),
    client.query(tabQueries.course(courseId)).catch(ignore),
  ]);
};

/** The due dates' section filter draws with the table. */
const dueDates: PagePrefetch = (client, page) =>
  Promise.all([prefetchDueDates(client, page), client.query(sectionQueries.list(parseIdParam(page.params.courseId))).catch(ignore)]);

/** The file browser's header shows the owner's quota. */
const files: PagePrefetch = (client, page) =>
  Promise.all([prefetchFolder(client, page), client.query(fileQueries.quota(filesOwnerOf(page.params))).catch(ignore)]);

/** The grading view's rail filters by section. */
const grading: PagePrefetch = (client, page) =>
  Promise.all([prefetchGrading(client, page), client.query(sectionQueries.list(parseIdParam(page.params.courseId))).catch(ignore)]);

const coursePage =
  (page: PagePrefetch): PagePrefetch =>
  (client, request) =>
    Promise.all([courseFrame(client, request), page(client, request)]);

/**
 * The pages whose first screen the server draws, by route id, each with the requests its first screen reads: the
 * ones its loader starts in the browser, so the browser finds them answered in the document.
 */
export const FIRST_SCREENS: Record<string, PagePrefetch> = {
  [COURSE_LIST_ROUTE_ID]: prefetchCourseList,
  [PEOPLE_ROUTE_ID]: coursePage(prefetchPeople),
  [DUE_DATES_ROUTE_ID]: coursePage(dueDates),
  [COURSE_FILES_ROUTE_ID]: coursePage(files),
  [GRADING_ROUTE_ID]: coursePage(grading),
  [GRADEBOOK_ROUTE_ID]: coursePage(prefetchGradebook),
};

import { courseListQueries, sortableColumns, type CourseListOwner } from '@/api/course-lists';
import { readCourseFilters } from './course-filters';
import { readCourseSort } from './course-sort';

/** The columns a user's course list lets the user sort by: what its endpoint can order. */
export const USER_LIST_SORTABLE = sortableColumns('user');

/** The query a user's course list page runs for this URL, so a route loader can start it early. */
export const userCourseListQuery = (owner: CourseListOwner, search: URLSearchParams) =>
  courseListQueries.list(owner, readCourseFilters(search), readCourseSort(search, USER_LIST_SORTABLE));

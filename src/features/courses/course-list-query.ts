import { courseListQueries, sortableColumns, type CourseListOwner } from '@/api/course-lists';
import { readAccountCourseFilters } from './account-course-filters';
import { readCourseFilters } from './course-filters';
import { readCourseSort } from './course-sort';
import type { CanvasId } from '@/api/schemas/ids';

/** The columns each kind of list lets the user sort by: what its endpoint can order. */
export const USER_LIST_SORTABLE = sortableColumns('user');
export const ACCOUNT_LIST_SORTABLE = sortableColumns('account');

/** The query a user's course list page runs for this URL, so a route loader can start it early. */
export const userCourseListQuery = (owner: CourseListOwner, search: URLSearchParams) =>
  courseListQueries.list(owner, readCourseFilters(search), readCourseSort(search, USER_LIST_SORTABLE));

/** The query an account's course list page runs for this URL. */
export const accountCourseListQuery = (accountId: CanvasId, search: URLSearchParams) =>
  courseListQueries.account(accountId, readAccountCourseFilters(search), readCourseSort(search, ACCOUNT_LIST_SORTABLE));

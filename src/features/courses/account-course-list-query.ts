import { courseListQueries, sortableColumns } from '@/api/course-lists';
import type { CanvasId } from '@/api/schemas/ids';
import { readAccountCourseFilters } from './account-course-filters';
import { readCourseSort } from './course-sort';

// Apart from the user's list (course-list-query.ts): the account list's filters need the roster module's search
// rules, which the most visited page, /courses, should not download.

/** The columns an account's course list lets the user sort by: what its endpoint can order. */
export const ACCOUNT_LIST_SORTABLE = sortableColumns('account');

/** The query an account's course list page runs for this URL, so a route loader can start it early. */
export const accountCourseListQuery = (accountId: CanvasId, search: URLSearchParams) =>
  courseListQueries.account(accountId, readAccountCourseFilters(search), readCourseSort(search, ACCOUNT_LIST_SORTABLE));

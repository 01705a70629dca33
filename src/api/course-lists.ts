import type { QueryKey } from '@tanstack/react-query';
import { courseKeys } from './course-keys';
import { canvasFetch } from './http/canvas-fetch';
import { firstPageUrl, linkPagedOptions, type Page } from './http/paginated';
import type { RailsParams } from './http/rails-params';
import { keepValidElements, unknownArray } from './http/tolerant-list';
import { courseListItemSchema, type CourseListItem, type CourseWorkflowState } from './schemas/course';
import type { CourseEnrollmentType } from './schemas/enrollment';
import type { CanvasId } from '@/api/schemas/ids';

/** Values of `enrollment_state` accepted by the course lists (§2.1). */
export const COURSE_ENROLLMENT_STATE_FILTERS = ['active', 'invited_or_pending', 'completed'] as const;
export type CourseEnrollmentStateFilter = (typeof COURSE_ENROLLMENT_STATE_FILTERS)[number];

/** Server-side filters of GET /courses and GET /users/:id/courses. Absent = Canvas's default. */
export interface CourseListFilters {
  enrollment_type?: CourseEnrollmentType;
  enrollment_state?: CourseEnrollmentStateFilter;
  state?: CourseWorkflowState[];
}

/** Server-side filters of GET /accounts/:id/courses. */
export interface AccountCourseFilters {
  search_term?: string;
  state?: CourseWorkflowState[];
  enrollment_term_id?: CanvasId;
}

/** Who a list belongs to: the caller (`/courses`) or a given user (`/users/:id/courses`). */
export type CourseListOwner = 'caller' | { userId: CanvasId };

/** Table columns a course list can be ordered by; which of them a list offers depends on its endpoint. */
export const COURSE_SORT_COLUMNS = ['name', 'code', 'term', 'teachers'] as const;
export type CourseSortColumn = (typeof COURSE_SORT_COLUMNS)[number];
type SortOrder = 'asc' | 'desc';
export interface CourseSort {
  column: CourseSortColumn;
  order: SortOrder;
}

/**
 * The `sort` value each endpoint takes per column. The user lists' values are Lectern's extension
 * (docs/decisions/0006); the account list's are Canvas's own (AccountsController#courses_api).
 */
const SORT_PARAMS = {
  user: { name: 'name', code: 'course_code', term: 'term' },
  account: { name: 'course_name', term: 'term', teachers: 'teacher' },
} satisfies Record<string, Partial<Record<CourseSortColumn, string>>>;

export type CourseListKind = keyof typeof SORT_PARAMS;

export function sortableColumns(kind: CourseListKind): CourseSortColumn[] {
  return COURSE_SORT_COLUMNS.filter((column) => column in SORT_PARAMS[kind]);
}

/** The header by which Lectern's server says it sorted the list; a real Canvas never sends it. */
const SORT_ACKNOWLEDGEMENT_HEADER = 'X-Lectern-Sort';

export interface CoursePage extends Page<CourseListItem> {
  /** False when the server ignored the sort, so only the client can order the rows (once all are loaded). */
  serverSorted: boolean;
  /** An upper bound of the list's length from the `last` link, when the server sends one. */
  estimatedTotal?: number;
}

const LIST_INCLUDES = ['term', 'total_students', 'teachers'];

const uniqueSorted = <T extends string>(values: T[] | undefined) =>
  values && values.length > 0 ? [...new Set(values)].sort() : undefined;

// Equal filters must hash to one cache entry whatever order the UI built them in.
const normalizeFilters = ({ enrollment_type, enrollment_state, state }: CourseListFilters): CourseListFilters => ({
  enrollment_type,
  enrollment_state,
  state: uniqueSorted(state),
});

const normalizeAccountFilters = ({ search_term, state, enrollment_term_id }: AccountCourseFilters): AccountCourseFilters => ({
  search_term: search_term?.trim() || undefined,
  state: uniqueSorted(state),
  enrollment_term_id,
});

const courseListKeys = {
  list: (owner: CourseListOwner, filters: CourseListFilters, sort?: CourseSort) =>
    [...courseKeys.lists(), { owner, ...normalizeFilters(filters), sort }] as const,
  account: (accountId: CanvasId, filters: AccountCourseFilters, sort?: CourseSort) =>
    [...courseKeys.lists(), { account: accountId, ...normalizeAccountFilters(filters), sort }] as const,
};

function sortParams(kind: CourseListKind, sort: CourseSort | undefined): RailsParams {
  const params: Partial<Record<CourseSortColumn, string>> = SORT_PARAMS[kind];
  const value = sort && params[sort.column];
  return value ? { sort: value, order: sort.order } : {};
}

/** The account list's state[] takes Canvas's internal states: "unpublished" is created or claimed. */
function internalStates(states: CourseWorkflowState[] | undefined): string[] | undefined {
  return states?.flatMap((state) => (state === 'unpublished' ? ['created', 'claimed'] : [state]));
}

function estimateTotal(lastUrl: string | undefined): number | undefined {
  if (!lastUrl) return undefined;
  const search = new URL(lastUrl).searchParams;
  const total = Number(search.get('page')) * Number(search.get('per_page'));
  return Number.isFinite(total) && total > 0 ? total : undefined;
}

async function fetchCoursePage(url: string, sortedNatively: boolean, signal: AbortSignal): Promise<CoursePage> {
  const { data, links, headers, url: requested } = await canvasFetch(url, { schema: unknownArray, signal });
  return {
    items: keepValidElements(data, courseListItemSchema, requested),
    next: links.next ?? null,
    serverSorted: sortedNatively || headers.has(SORT_ACKNOWLEDGEMENT_HEADER),
    estimatedTotal: estimateTotal(links.last),
  };
}

/** Every course list pages through Link URLs; `sortedNatively` says the endpoint sorts in Canvas itself. */
function courseListOptions<TKey extends QueryKey>(queryKey: TKey, path: string, params: RailsParams, sortedNatively = false) {
  return linkPagedOptions(queryKey, firstPageUrl(path, params), (url, signal) => fetchCoursePage(url, sortedNatively, signal));
}

export const courseListQueries = {
  /** GET /api/v1/courses (§2.1) or /users/:id/courses (§2.2): courses with an enrollment, even for admins (§8.23). */
  list: (owner: CourseListOwner, filters: CourseListFilters = {}, sort?: CourseSort) =>
    courseListOptions(
      courseListKeys.list(owner, filters, sort),
      owner === 'caller' ? '/api/v1/courses' : `/api/v1/users/${owner.userId}/courses`,
      { include: LIST_INCLUDES, ...normalizeFilters(filters), ...sortParams('user', sort) },
    ),
  /** GET /api/v1/accounts/:id/courses: every course of the account and its sub-accounts, for its admins. */
  account: (accountId: CanvasId, filters: AccountCourseFilters = {}, sort?: CourseSort) => {
    const { search_term, state, enrollment_term_id } = normalizeAccountFilters(filters);
    return courseListOptions(
      courseListKeys.account(accountId, filters, sort),
      `/api/v1/accounts/${accountId}/courses`,
      { include: LIST_INCLUDES, search_term, state: internalStates(state), enrollment_term_id, ...sortParams('account', sort) },
      true,
    );
  },
};

import type { AppContext } from '../../canvas/context';
import { orderBySql, type OrderTerm } from '../../db/keyset';

export type SortOrder = 'asc' | 'desc';

const TERM_NAME = '(SELECT t.name FROM enrollment_terms t WHERE t.id = c.enrollment_term_id)';

/**
 * Lectern's sort extension of GET /courses and GET /users/:id/courses (Canvas has none there):
 * the column each `sort` value orders by. Documented in docs/decisions/0006.
 */
export const USER_COURSE_SORT_COLUMNS = {
  name: 'c.name COLLATE NOCASE',
  course_code: 'c.course_code COLLATE NOCASE',
  term: `${TERM_NAME} COLLATE NOCASE`,
  start_at: 'c.start_at',
  created_at: 'c.created_at',
} as const;

export type UserCourseSort = keyof typeof USER_COURSE_SORT_COLUMNS;

/** The sort keys, for the routes' parameter schema. */
export const USER_COURSE_SORTS = Object.keys(USER_COURSE_SORT_COLUMNS) as [UserCourseSort, ...UserCourseSort[]];

/** ORDER BY for courseOrderTerms. */
export const courseOrderBy = (column: string, order: SortOrder = 'asc'): string => orderBySql(courseOrderTerms(column, order));

/**
 * A total order over `c`: the column (missing values last either way), then the name and id in the same
 * direction, so page boundaries never move and no course shows up on two pages.
 */
export function courseOrderTerms(column: string, order: SortOrder = 'asc'): OrderTerm[] {
  const desc = order === 'desc';
  return [{ sql: `(${column}) IS NULL` }, { sql: column, desc }, { sql: 'c.name COLLATE NOCASE', desc }, { sql: 'c.id', desc }];
}

/** Tells the client the server sorted the list: a real Canvas never sends this header. */
export function acknowledgeSort(c: AppContext, sort: string, order: SortOrder): void {
  c.header('X-Lectern-Sort', `${sort} ${order}`);
}

import type { Db } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import type { Key } from '../../canvas/bookmarks';
import type { KeysetSource } from '../../canvas/pagination';
import { holdsShare, keysetCondition, orderBySql, type OrderTerm } from '../../db/keyset';
import { likePattern, placeholders } from '../../db/sql';
import { courseOrderBy, type SortOrder } from '../courses/course-list-order';
import type { CourseRow } from '../courses/course-row';
import { prepared } from '../../db/statements';

/** The sort columns of Canvas's AccountsController#courses_api; without a sort Canvas orders by id. */
const SORT_COLUMNS = {
  course_name: 'c.name COLLATE NOCASE',
  sis_course_id: 'c.sis_course_id',
  teacher: `(SELECT u.sortable_name FROM enrollments e JOIN users u ON u.id = e.user_id
      WHERE e.course_id = c.id AND e.type = 'TeacherEnrollment' AND e.workflow_state != 'deleted'
      ORDER BY u.sortable_name COLLATE NOCASE LIMIT 1) COLLATE NOCASE`,
  account_name: '(SELECT a.name FROM accounts a WHERE a.id = c.account_id) COLLATE NOCASE',
  term: '(SELECT t.name FROM enrollment_terms t WHERE t.id = c.enrollment_term_id) COLLATE NOCASE',
} as const;

export type AccountCourseSort = keyof typeof SORT_COLUMNS;
export const ACCOUNT_COURSE_SORTS = Object.keys(SORT_COLUMNS) as AccountCourseSort[];

export type AccountCourseFilters = {
  states: string[];
  search?: { term: string; byTeacher: boolean; includeSis: boolean };
  termId?: number;
  withEnrollments?: boolean;
  enrollmentTypes?: string[];
  completed?: boolean;
  blueprint?: boolean;
  isPublic?: boolean;
  /** Canvas times: courses starting by this (the course's or its term's start), or with neither date set. */
  startsBefore?: string;
  /** Canvas times: courses ending from this on (the course's or its term's end), or with neither date set. */
  endsAfter?: string;
  subAccountIds?: number[];
  teacherIds?: number[];
};

type Where = { clauses: string[]; args: (string | number)[] };

/** Live enrollments, as Canvas's with_enrollments scope counts them. */
const LIVE_ENROLLMENT = `SELECT 1 FROM enrollments e WHERE e.course_id = c.id AND e.workflow_state != 'deleted'`;
const TERM_ENDED = `(SELECT t.end_at FROM enrollment_terms t WHERE t.id = c.enrollment_term_id)`;
const TERM_STARTED = `(SELECT t.start_at FROM enrollment_terms t WHERE t.id = c.enrollment_term_id)`;

/** `LIKE` with the term's own wildcards escaped, as ActiveRecord's wildcard() does. */

function addSearch(where: Where, search: NonNullable<AccountCourseFilters['search']>): void {
  const like = likePattern(search.term);
  if (search.byTeacher) {
    where.clauses.push(`EXISTS (SELECT 1 FROM enrollments e JOIN users u ON u.id = e.user_id WHERE e.course_id = c.id
      AND e.type = 'TeacherEnrollment' AND e.workflow_state = 'active' AND u.name LIKE ? ESCAPE '\\')`);
    where.args.push(like);
    return;
  }
  const matches = [`c.name LIKE ? ESCAPE '\\'`, `c.course_code LIKE ? ESCAPE '\\'`];
  where.args.push(like, like);
  if (/^\d+$/.test(search.term)) {
    matches.push('c.id = ?');
    where.args.push(Number(search.term));
  }
  if (search.includeSis) {
    matches.push(`c.sis_course_id LIKE ? ESCAPE '\\'`);
    where.args.push(like);
  }
  where.clauses.push(`(${matches.join(' OR ')})`);
}

/** AccountsController#courses_api's starts_before and ends_after: the course's dates or its term's, or neither set. */
function addDateWindow(where: Where, filters: AccountCourseFilters): void {
  if (filters.startsBefore !== undefined) {
    where.clauses.push(`((c.start_at IS NULL AND ${TERM_STARTED} IS NULL) OR c.start_at <= ? OR ${TERM_STARTED} <= ?)`);
    where.args.push(filters.startsBefore, filters.startsBefore);
  }
  if (filters.endsAfter !== undefined) {
    where.clauses.push(`((c.conclude_at IS NULL AND ${TERM_ENDED} IS NULL) OR c.conclude_at >= ? OR ${TERM_ENDED} >= ?)`);
    where.args.push(filters.endsAfter, filters.endsAfter);
  }
}

/** Canvas's completed / not_completed scopes: concluded, or the course or its term has ended. */
function addCompleted(where: Where, completed: boolean): void {
  const now = nowIso();
  const ended = `(c.workflow_state = 'completed' OR c.conclude_at < ? OR ${TERM_ENDED} < ?)`;
  where.clauses.push(completed ? ended : `NOT ${ended}`);
  where.args.push(now, now);
}

function accountCoursesWhere(filters: AccountCourseFilters): Where {
  const where: Where = { clauses: [`c.workflow_state IN (${placeholders(filters.states)})`], args: [...filters.states] };
  if (filters.search) addSearch(where, filters.search);
  if (filters.termId !== undefined) {
    where.clauses.push('c.enrollment_term_id = ?');
    where.args.push(filters.termId);
  }
  if (filters.withEnrollments !== undefined) where.clauses.push(`${filters.withEnrollments ? '' : 'NOT '}EXISTS (${LIVE_ENROLLMENT})`);
  if (filters.enrollmentTypes) {
    where.clauses.push(`EXISTS (${LIVE_ENROLLMENT} AND e.type IN (${placeholders(filters.enrollmentTypes)}))`);
    where.args.push(...filters.enrollmentTypes);
  }
  if (filters.completed !== undefined) addCompleted(where, filters.completed);
  if (filters.blueprint !== undefined) where.clauses.push(`c.blueprint = ${filters.blueprint ? 1 : 0}`);
  if (filters.isPublic !== undefined) where.clauses.push(`c.is_public = ${filters.isPublic ? 1 : 0}`);
  addDateWindow(where, filters);
  if (filters.subAccountIds) {
    where.clauses.push(`c.account_id IN (WITH RECURSIVE sub(id) AS (SELECT id FROM accounts WHERE id IN (${placeholders(filters.subAccountIds)})
      UNION SELECT a.id FROM accounts a JOIN sub ON a.parent_account_id = sub.id) SELECT id FROM sub)`);
    where.args.push(...filters.subAccountIds);
  }
  if (filters.teacherIds) {
    where.clauses.push(`EXISTS (${LIVE_ENROLLMENT} AND e.type = 'TeacherEnrollment' AND e.user_id IN (${placeholders(filters.teacherIds)}))`);
    where.args.push(...filters.teacherIds);
  }
  return where;
}

const TREE = 'WITH RECURSIVE tree(id) AS (SELECT ? UNION SELECT a.id FROM accounts a JOIN tree ON a.parent_account_id = tree.id)';

/**
 * The courses of an account and every account below it, in a Canvas sort (offset pages; docs/decisions/0075). Ties
 * are broken by name and id in the same direction, so pages stay put while a client scrolls.
 */
export function listAccountCourses(db: Db, accountId: number, filters: AccountCourseFilters, sort: { sort: AccountCourseSort; order: SortOrder }) {
  const where = accountCoursesWhere(filters);
  const conditions = ['c.account_id IN (SELECT id FROM tree)', ...where.clauses].join(' AND ');
  const sql = `${TREE} SELECT c.* FROM courses c WHERE ${conditions} ORDER BY ${courseOrderBy(SORT_COLUMNS[sort.sort], sort.order)} LIMIT ? OFFSET ?`;
  return {
    fetch: (limit: number, offset: number) => prepared<(string | number)[], CourseRow>(db, sql).all(accountId, ...where.args, limit, offset),
  };
}

/**
 * Whether the account's tree holds a large share of all courses and no search narrows them: its list then walks
 * the courses by id (the table's own order), checking each one's account, rather than collect and sort its courses.
 */
function walksById(db: Db, accountId: number, filters: AccountCourseFilters): boolean {
  if (filters.search) return false;
  const courses = prepared<[], { n: number | null }>(db, 'SELECT MAX(id) AS n FROM courses').get()?.n ?? 0;
  return holdsShare(db, `${TREE} SELECT 1 FROM courses c WHERE c.account_id IN (SELECT id FROM tree)`, [accountId], courses);
}

const BY_ID: OrderTerm[] = [{ sql: 'c.id' }];

/**
 * The account's courses in Canvas's default order (by id) as keyset pages: a page reads from its bookmark's course
 * on. For the root account (most courses), `+c.account_id` keeps SQLite from collecting the tree's courses through
 * the account index and sorting them, so it walks ids from the bookmark and stops at the LIMIT.
 */
export function accountCoursesById(db: Db, accountId: number, filters: AccountCourseFilters): KeysetSource<CourseRow> {
  const where = accountCoursesWhere(filters);
  const account = walksById(db, accountId, filters) ? '+c.account_id' : 'c.account_id';
  const conditions = [`${account} IN (SELECT id FROM tree)`, ...where.clauses].join(' AND ');
  const read = (key: Key | null | undefined, limit: number, reverse: boolean) => {
    const from = key ? keysetCondition(BY_ID, key, reverse) : undefined;
    return prepared<unknown[], CourseRow>(db,
        `${TREE} SELECT c.* FROM courses c WHERE ${from ? `${from.sql} AND ` : ''}${conditions} ORDER BY ${orderBySql(BY_ID, reverse)} LIMIT ?`,
      )
      .all(accountId, ...(from?.args ?? []), ...where.args, limit);
  };
  return {
    order: 'account-courses:id',
    keyOf: (course) => [course.id],
    after: (key, limit) => read(key, limit, false),
    before: (key, limit) => read(key, limit, true),
    fetch: (limit, offset) =>
      prepared<unknown[], CourseRow>(db, `${TREE} SELECT c.* FROM courses c WHERE ${conditions} ORDER BY c.id LIMIT ? OFFSET ?`)
        .all(accountId, ...where.args, limit, offset),
  };
}

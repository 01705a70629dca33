import type { Db } from '../../canvas/context';
import { LEARNER_TYPES, READABLE_COURSE_SQL } from '../../canvas/permissions';
import { placeholders } from '../../db/sql';
import { courseOrderTerms, USER_COURSE_SORT_COLUMNS, type SortOrder, type UserCourseSort } from './course-list-order';
import { internalStates, type CourseRow } from './course-row';
import { prepared } from '../../db/statements';
import type { Key } from '../../canvas/bookmarks';
import type { KeysetSource } from '../../canvas/pagination';
import { keysetCondition, keysetSeek, orderBySql, type OrderTerm } from '../../db/keyset';

export type CourseListFilters = {
  enrollmentType?: string;
  enrollmentRole?: string;
  enrollmentState?: 'active' | 'invited_or_pending' | 'completed';
  states?: string[];
  excludeBlueprint?: boolean;
};

/** A concluded course's live enrollments count as completed, as Canvas does when it concludes a course. */
const EFFECTIVE_STATE = `CASE WHEN c.workflow_state = 'completed' AND e.workflow_state IN ('active', 'invited')
  THEN 'completed' ELSE e.workflow_state END`;

const ENROLLMENT_STATES: Record<NonNullable<CourseListFilters['enrollmentState']>, string[]> = {
  active: ['active'],
  invited_or_pending: ['invited', 'creation_pending'],
  completed: ['completed'],
};

/**
 * The WHERE clause of GET /courses: courses in which the user holds an enrollment matching the filters and
 * which the user may read (whatever the filters say), so no parameter reveals a course GET /courses/:id refuses.
 */
function listWhere(userId: number, filters: CourseListFilters): { sql: string; args: (string | number)[] } {
  const clauses = [`e.user_id = ?`, READABLE_COURSE_SQL];
  const args: (string | number)[] = [userId, userId];
  const enrollmentStates = filters.enrollmentState
    ? ENROLLMENT_STATES[filters.enrollmentState]
    : filters.states?.length ? ['active', 'invited', 'completed'] : ['active', 'invited'];
  const live = `e.workflow_state != 'deleted' AND (${EFFECTIVE_STATE}) IN (${placeholders(enrollmentStates)})`;
  // Deleting a course deletes its enrollments too, so state[]=deleted must still find the course through them.
  clauses.push(filters.states?.includes('deleted') ? `((${live}) OR c.workflow_state = 'deleted')` : `(${live})`);
  args.push(...enrollmentStates);
  if (filters.states?.length) {
    const internal = filters.states.flatMap(internalStates);
    clauses.push(`c.workflow_state IN (${placeholders(internal)})`);
    args.push(...internal);
  } else {
    // Nobody sees deleted courses unless asked; as in Canvas's current enrollments, a learner enrollment in an
    // unpublished course does not count (so enrollment_type=student skips it even for a teacher of it).
    clauses.push(`c.workflow_state != 'deleted'`);
    clauses.push(`NOT (e.type IN (${placeholders(LEARNER_TYPES)}) AND c.workflow_state IN ('created', 'claimed'))`);
    args.push(...LEARNER_TYPES);
  }
  if (filters.enrollmentType) {
    clauses.push('e.type = ?');
    args.push(filters.enrollmentType);
  }
  if (filters.enrollmentRole) {
    clauses.push('e.type = ?');
    args.push(filters.enrollmentRole);
  }
  if (filters.excludeBlueprint) clauses.push('c.blueprint = 0');
  return { sql: clauses.join(' AND '), args };
}

export type CourseListSort = { sort: UserCourseSort; order: SortOrder };

/** A course with the value of its list's sort column (its position's first value after the NULL flag). */
type ListedCourse = CourseRow & { sort_value: string | number | null };

/**
 * Past this share of all courses, the caller's courses are walked in name order through courses_name_nocase
 * (each checked for the caller's enrollment) instead of collected and sorted: a page then reads about 100 / share
 * courses however many the caller has, where collecting reads all of them.
 */
const WALK_SHARE = 20;

/** Whether the caller's enrollments reach 1 / WALK_SHARE of all courses: whether that many-th one exists. */
function walksByName(db: Db, userId: number): boolean {
  const courses = prepared<[], { n: number | null }>(db, 'SELECT MAX(id) AS n FROM courses').get()?.n ?? 0;
  const enough = Math.max(1, Math.ceil(courses / WALK_SHARE));
  return prepared<[number, number], { n: number }>(db, 'SELECT 1 AS n FROM enrollments WHERE user_id = ? LIMIT 1 OFFSET ?').get(userId, enough - 1) !== undefined;
}

/**
 * Without a sort the list is by name, as before the sort extension. The caller's enrollments drive the query
 * (enrollments_user_course): each course is read once by id and only the caller's own courses are sorted. Pages
 * are keyset pages (docs/decisions/0075); by name, a caller enrolled in many courses is served by walking the
 * name index instead, so a page costs the same at any number of courses.
 */
export function listUserCourses(db: Db, userId: number, filters: CourseListFilters, sort?: CourseListSort): KeysetSource<ListedCourse> {
  const where = listWhere(userId, filters);
  const column = USER_COURSE_SORT_COLUMNS[sort?.sort ?? 'name'];
  const terms = courseOrderTerms(column, sort?.order);
  const visible = `c.id IN (SELECT e.course_id FROM enrollments e JOIN courses c ON c.id = e.course_id WHERE ${where.sql})`;
  const select = `SELECT c.*, ${column} AS sort_value FROM courses c`;
  const args = [userId, ...where.args];
  const collected = (condition: { sql: string; args: Key } | undefined, limit: number, reverse = false) =>
    prepared<unknown[], ListedCourse>(db, `${select} WHERE ${visible}${condition ? ` AND ${condition.sql}` : ''} ORDER BY ${orderBySql(terms, reverse)} LIMIT ?`)
      .all(...args, ...(condition?.args ?? []), limit);
  const byName = (sort?.sort ?? 'name') === 'name' && walksByName(db, userId);
  const page = (key: Key | null | undefined, limit: number, reverse: boolean) =>
    byName
      ? walkByName(db, { where: `EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = c.id AND ${where.sql})`, args }, key, limit, (sort?.order === 'desc') !== reverse)
      : collected(key ? keysetCondition(terms, key, reverse) : undefined, limit, reverse);
  return {
    order: `courses:${sort?.sort ?? 'name'}:${sort?.order ?? 'asc'}`,
    keyOf: (row) => [row.sort_value === null ? 1 : 0, row.sort_value, row.name, row.id],
    after: (key, limit) => page(key, limit, false),
    before: (key, limit) => page(key, limit, true),
    fetch: (limit, offset) =>
      prepared<unknown[], ListedCourse>(db, `${select} WHERE ${visible} ORDER BY ${orderBySql(terms)} LIMIT ? OFFSET ?`).all(...args, limit, offset),
  };
}

const BY_NAME: OrderTerm[] = [{ sql: 'c.name COLLATE NOCASE' }, { sql: 'c.id' }];

/**
 * The caller's courses by name from the key on (backwards when `descending`), read in courses_name_nocase order:
 * SQLite seeks to the key and stops after `limit` matches. The key is the list's [NULL flag, name, name, id].
 */
function walkByName(db: Db, filter: { where: string; args: unknown[] }, key: Key | null | undefined, limit: number, descending: boolean): ListedCourse[] {
  const terms = BY_NAME.map((term) => ({ ...term, desc: descending }));
  const seek = key ? keysetSeek(terms, [key[2] ?? null, key[3] ?? null]) : undefined;
  const sql = `SELECT c.*, c.name COLLATE NOCASE AS sort_value FROM courses c WHERE ${seek ? `${seek.sql} AND ` : ''}${filter.where}
    ORDER BY ${orderBySql(terms)} LIMIT ?`;
  return prepared<unknown[], ListedCourse>(db, sql).all(...(seek?.args ?? []), ...filter.args, limit);
}

export function findCourse(db: Db, id: number): CourseRow | undefined {
  return prepared<[number], CourseRow>(db, 'SELECT * FROM courses WHERE id = ?').get(id);
}

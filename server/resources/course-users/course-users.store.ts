import type { Db } from '../../canvas/context';
import type { Key } from '../../canvas/bookmarks';
import type { KeysetSource, PageSource } from '../../canvas/pagination';
import { holdsShare, keysetCondition, keysetSeek, orderBySql, type OrderTerm } from '../../db/keyset';
import { likePattern, placeholders } from '../../db/sql';
import { countedStudent } from '../courses/course-includes';
import type { UserRow } from '../users/user-row';
import { prepared } from '../../db/statements';

/** The course roster as UserSearch builds it: users with a matching enrollment in the course. */

export type RosterUser = UserRow & { last_login: string | null };

export type RosterSearch = { term: string; login: boolean; sis: boolean; email: boolean };

export type RosterFilter = {
  courseId: number;
  /** Enrollment workflow states that count. */
  states: string[];
  /** Enrollment class names; the same enrollment must match the state and the type. */
  types?: string[];
  /** Sections the caller may see; undefined = all. */
  sectionIds?: number[];
  includeTestStudent: boolean;
  search?: RosterSearch;
  /** Restrict to these users (user_ids); an empty list matches nobody. */
  userIds?: number[];
};

export type RosterSort = 'username' | 'last_login' | 'email' | 'sis_id';

type Args = (string | number)[];

/** LIKE with `%` and `_` in the term taken literally; SQLite's LIKE is case-insensitive for ASCII. */

function searchClause(search: RosterSearch): { sql: string; args: Args } {
  const pattern = likePattern(search.term);
  const like = (column: string) => `${column} LIKE ? ESCAPE '\\'`;
  const clauses = [like('u.name'), like('u.short_name')];
  const args: Args = [pattern, pattern];
  if (/^\d{1,15}$/.test(search.term)) {
    clauses.push('u.id = ?');
    args.push(Number(search.term));
  }
  for (const [allowed, column] of [[search.login, 'u.login_id'], [search.sis, 'u.sis_user_id'], [search.email, 'u.email']] as const) {
    if (!allowed) continue;
    clauses.push(like(column));
    args.push(pattern);
  }
  return { sql: `(${clauses.join(' OR ')})`, args };
}

/** The filter's enrollment conditions on `e`: a user is listed through any one enrollment that meets them all. */
function enrollmentWhere(filter: RosterFilter): { sql: string; args: Args } {
  const enrollment = ['e.course_id = ?', `e.workflow_state IN (${placeholders(filter.states)})`];
  const args: Args = [filter.courseId, ...filter.states];
  if (filter.types) {
    enrollment.push(`e.type IN (${placeholders(filter.types)})`);
    args.push(...filter.types);
  }
  if (filter.sectionIds) {
    enrollment.push(`e.course_section_id IN (${placeholders(filter.sectionIds)})`);
    args.push(...filter.sectionIds);
  }
  return { sql: enrollment.join(' AND '), args };
}

/**
 * `walk`: each user read in the name index's order is checked for an enrollment (enrollments_user_course);
 * otherwise the course's enrollments drive the list (enrollments_course_user), as an EXISTS per user would read
 * every user.
 */
function rosterWhere(filter: RosterFilter, walk = false): { sql: string; args: Args } {
  const enrollment = enrollmentWhere(filter);
  const args: Args = [...enrollment.args];
  const clauses = [
    walk
      ? `EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = u.id AND ${enrollment.sql})`
      : `u.id IN (SELECT e.user_id FROM enrollments e WHERE ${enrollment.sql})`,
  ];
  if (!filter.includeTestStudent) {
    clauses.push(`NOT EXISTS (SELECT 1 FROM enrollments t WHERE t.user_id = u.id AND t.course_id = ?
      AND t.type = 'StudentViewEnrollment')`);
    args.push(filter.courseId);
  }
  if (filter.search) {
    const search = searchClause(filter.search);
    clauses.push(search.sql);
    args.push(...search.args);
  }
  if (filter.userIds) {
    clauses.push(`u.id IN (${placeholders(filter.userIds)})`);
    args.push(...filter.userIds);
  }
  return { sql: clauses.join(' AND '), args };
}

const LAST_LOGIN = '(SELECT MAX(l.logged_in_at) FROM logins l WHERE l.user_id = u.id)';
const BY_NAME = 'u.sortable_name COLLATE NOCASE, u.id';

/** Canvas sorts ascending with nulls last; ties fall back to the sortable name so pages are stable. */
const ORDER: Record<RosterSort, string> = {
  username: BY_NAME,
  last_login: `last_login ASC NULLS LAST, ${BY_NAME}`,
  email: `u.email COLLATE NOCASE ASC NULLS LAST, ${BY_NAME}`,
  sis_id: `u.sis_user_id ASC NULLS LAST, ${BY_NAME}`,
};

/**
 * Paged roster in another order than by name (offset pages; docs/decisions/0075); no count, since Canvas skips the
 * total (and the `last` link) for course users. The page's ids are chosen first, so last_login is looked up for
 * those rows only (for every match only when it is the sort key).
 */
export function rosterSource(db: Db, filter: RosterFilter, sort: RosterSort): PageSource<RosterUser> {
  const where = rosterWhere(filter);
  const sortKey = sort === 'last_login' ? `, ${LAST_LOGIN} AS last_login` : '';
  const page = `SELECT u.id${sortKey} FROM users u WHERE ${where.sql} ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`;
  return {
    fetch: (limit, offset) =>
      prepared<Args, RosterUser>(db,
          `SELECT u.*, ${LAST_LOGIN} AS last_login FROM (${page}) p JOIN users u ON u.id = p.id ORDER BY ${ORDER[sort]}`,
        )
        .all(...where.args, limit, offset),
  };
}

const BY_NAME_TERMS: OrderTerm[] = [{ sql: 'u.sortable_name COLLATE NOCASE' }, { sql: 'u.id' }];

/**
 * Whether the roster walks users_sortable_name_nocase: its enrollments reach a large share of all users, and no
 * search or user_ids narrows it (a rare match would have the walk read every user).
 */
function walksByName(db: Db, filter: RosterFilter): boolean {
  if (filter.search || filter.userIds) return false;
  const users = prepared<[], { n: number | null }>(db, 'SELECT MAX(id) AS n FROM users').get()?.n ?? 0;
  const enrollment = enrollmentWhere(filter);
  return holdsShare(db, `SELECT 1 FROM enrollments e WHERE ${enrollment.sql}`, enrollment.args, users);
}

/**
 * The roster by name (Canvas's default) as keyset pages (docs/decisions/0075): a page reads from its bookmark's
 * user on; a large course walks the users' name index, so its pages cost the same at 3,000 students or 6,000.
 */
export function rosterByName(db: Db, filter: RosterFilter): KeysetSource<RosterUser> {
  const walk = walksByName(db, filter);
  const where = rosterWhere(filter, walk);
  const read = (key: Key | null | undefined, limit: number, reverse: boolean) => {
    const from = key ? (walk ? keysetSeek(BY_NAME_TERMS, key, reverse) : keysetCondition(BY_NAME_TERMS, key, reverse)) : undefined;
    const order = orderBySql(BY_NAME_TERMS, reverse);
    const conditions = `${from ? `${from.sql} AND ` : ''}${where.sql}`;
    // A walk sorts nothing, so last_login is read for the LIMIT's rows only; a collected list picks its page's ids first.
    const sql = walk
      ? `SELECT u.*, ${LAST_LOGIN} AS last_login FROM users u WHERE ${conditions} ORDER BY ${order} LIMIT ?`
      : `SELECT u.*, ${LAST_LOGIN} AS last_login FROM (SELECT u.id FROM users u WHERE ${conditions} ORDER BY ${order} LIMIT ?) p
          JOIN users u ON u.id = p.id ORDER BY ${order}`;
    return prepared<unknown[], RosterUser>(db, sql).all(...(from?.args ?? []), ...where.args, limit);
  };
  return {
    order: 'roster:username',
    keyOf: (user) => [user.sortable_name, user.id],
    after: (key, limit) => read(key, limit, false),
    before: (key, limit) => read(key, limit, true),
    fetch: rosterSource(db, filter, 'username').fetch,
  };
}

/**
 * `user_id`: the 1-based position of the user in the roster by sortable name (as Canvas computes it,
 * whatever the sort), or undefined when the user is not in the filtered roster.
 */
export function rosterPosition(db: Db, filter: RosterFilter, userId: number): number | undefined {
  const where = rosterWhere(filter);
  const target = prepared<Args, { sortable_name: string }>(db, `SELECT u.sortable_name FROM users u WHERE ${where.sql} AND u.id = ?`)
    .get(...where.args, userId);
  if (!target) return undefined;
  const row = prepared<Args, { n: number }>(db,
      `SELECT COUNT(*) AS n FROM users u WHERE ${where.sql} AND (u.sortable_name < ? COLLATE NOCASE
         OR (u.sortable_name = ? COLLATE NOCASE AND u.id <= ?))`,
    )
    .get(...where.args, target.sortable_name, target.sortable_name, userId);
  return row?.n;
}

/** One user of the roster (GET /courses/:id/users/:id), or undefined when not visible in the course. */
export function findRosterUser(db: Db, filter: RosterFilter, userId: number): RosterUser | undefined {
  const where = rosterWhere(filter);
  return prepared<Args, RosterUser>(db, `SELECT u.*, ${LAST_LOGIN} AS last_login FROM users u WHERE ${where.sql} AND u.id = ?`)
    .get(...where.args, userId);
}

/**
 * recent_students: the course's students ordered by their newest login, never-logged-in last. Canvas lists every
 * non-deleted student here, concluded ones too; Lectern counts the same students as total_students instead, so the
 * numbers agree and nobody is listed whose roster entry would 404.
 */
export function recentStudentsSource(db: Db, courseId: number): PageSource<RosterUser> {
  return {
    fetch: (limit, offset) =>
      prepared<[number, number, number], RosterUser>(db,
          `SELECT u.*, ${LAST_LOGIN} AS last_login FROM users u
            WHERE EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = u.id AND e.course_id = ? AND ${countedStudent('e')})
            ORDER BY last_login DESC NULLS LAST, u.id LIMIT ? OFFSET ?`,
        )
        .all(courseId, limit, offset),
  };
}

import type { Db } from '../../canvas/context';
import { likePattern, placeholders } from '../../db/sql';
import type { UserRow } from '../users/user-row';
import type { SubmissionRow } from './submission-row';
import { gradingStatusPredicate, type GradingStatus, type StatusContext } from './submission-status-filter';
import { prepared } from '../../db/statements';
import type { Key } from '../../canvas/bookmarks';
import type { KeysetSource } from '../../canvas/pagination';
import { holdsShare, keysetCondition, keysetSeek, orderBySql, type OrderTerm } from '../../db/keyset';

/** Which of an assignment's submissions a grader's list shows. */
export type SubmissionScope = {
  courseId: number;
  assignmentId: number;
  /** The sections the caller may see, or asked for; undefined means the whole course. */
  sectionIds?: number[];
  workflowStates?: string[];
  /** Lectern's grader statuses (any of them), with what the late and missing arms need. */
  statuses?: { list: readonly GradingStatus[]; context: StatusContext };
  search?: string;
  userId?: number;
  /** grouped=true on a group-graded assignment: only each group's first member (by sortable name) stands for it. */
  representativesOf?: number;
};

/**
 * Course#student_enrollments: StudentEnrollment rows that are not rejected, completed, inactive or deleted
 * (so not the test student). A student in two sections counts once.
 */
const STUDENT_OF_COURSE = `EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = s.user_id AND e.course_id = ?
  AND e.type = 'StudentEnrollment' AND e.workflow_state IN ('active', 'invited', 'creation_pending')`;

/** The SQL condition (over `s` submissions and `u` users) and its arguments for a scope; the summary counts over it too. */
export function whereClause(scope: SubmissionScope): { sql: string; args: (string | number)[] } {
  const args: (string | number)[] = [scope.assignmentId, scope.courseId];
  let sql = `s.assignment_id = ? AND s.workflow_state != 'deleted' AND ${STUDENT_OF_COURSE}`;
  if (scope.sectionIds) {
    sql += ` AND e.course_section_id IN (${placeholders(scope.sectionIds)})`;
    args.push(...scope.sectionIds);
  }
  sql += ')';
  if (scope.workflowStates) {
    sql += ` AND s.workflow_state IN (${placeholders(scope.workflowStates)})`;
    args.push(...scope.workflowStates);
  }
  if (scope.statuses) {
    const status = gradingStatusPredicate(scope.statuses.list, scope.statuses.context);
    sql += ` AND ${status.sql}`;
    args.push(...status.args);
  }
  if (scope.search) {
    sql += ` AND (u.name LIKE ? ESCAPE '\\' OR u.sortable_name LIKE ? ESCAPE '\\')`;
    args.push(likePattern(scope.search), likePattern(scope.search));
  }
  if (scope.representativesOf !== undefined) {
    sql += ` AND NOT EXISTS (${EARLIER_GROUP_MEMBER})`;
    args.push(scope.representativesOf);
  }
  if (scope.userId !== undefined) {
    sql += ' AND s.user_id = ?';
    args.push(scope.userId);
  }
  return { sql, args };
}

/** Another accepted member of the student's group in the set, with a row here, who sorts before them. */
const EARLIER_GROUP_MEMBER = `SELECT 1 FROM group_memberships m1
  JOIN groups g ON g.id = m1.group_id AND g.group_category_id = ? AND g.workflow_state != 'deleted'
  JOIN group_memberships m2 ON m2.group_id = g.id AND m2.workflow_state = 'accepted' AND m2.user_id != m1.user_id
  JOIN users u2 ON u2.id = m2.user_id
  JOIN submissions s2 ON s2.assignment_id = s.assignment_id AND s2.user_id = u2.id AND s2.workflow_state != 'deleted'
  WHERE m1.user_id = s.user_id AND m1.workflow_state = 'accepted'
    AND (u2.sortable_name < u.sortable_name COLLATE NOCASE OR (u2.sortable_name = u.sortable_name COLLATE NOCASE AND u2.id < u.id))`;

const FROM = 'FROM submissions s JOIN users u ON u.id = s.user_id';

/**
 * Lectern's `order` extension: by name (the default here), submitted oldest first (unsubmitted last), or
 * `anonymous`: a shuffle keyed by the assignment, for grading with names hidden, where a name order would tell.
 */
export type SubmissionOrder = 'name' | 'submitted_at' | 'anonymous' | 'user_id' | 'anonymous_id';

/** Park–Miller steps with an xorshift between them, in SQLite's integer arithmetic (no overflow below 2^62). */
const P = 2147483647;
const xorShift = (x: string, bits: number) => `((${x}) | ((${x}) >> ${bits})) - ((${x}) & ((${x}) >> ${bits}))`;
const KEYED = `((s.user_id + s.assignment_id * 1000003) % ${P} * 48271 % ${P})`;
const SHUFFLED = `((${xorShift(KEYED, 11)}) * 16807 % ${P})`;

const BY_NAME = 'u.sortable_name COLLATE NOCASE, u.id';
const ORDER_BY: Record<SubmissionOrder, string> = {
  name: BY_NAME,
  submitted_at: `s.submitted_at IS NULL, unixepoch(s.submitted_at, 'subsec'), ${BY_NAME}`,
  anonymous: `${SHUFFLED}, s.user_id`,
  // Canvas's own orders: by student (submissions_api_controller#index, gradeable_students; served when the
  // extensions are off), or by anonymous id while names are hidden.
  user_id: 's.user_id',
  anonymous_id: 's.anonymous_id, s.user_id',
};

/** One page of the scope's submissions, by default in the order of the students' sortable names (then ids, for ties). */
export function listSubmissions(db: Db, scope: SubmissionScope, limit: number, offset: number, order: SubmissionOrder = 'name'): SubmissionRow[] {
  const { sql, args } = whereClause(scope);
  return prepared<(string | number)[], SubmissionRow>(db, `SELECT s.* ${FROM} WHERE ${sql} ORDER BY ${ORDER_BY[order]} LIMIT ? OFFSET ?`)
    .all(...args, limit, offset);
}

/** Each order as keyset terms: the same total orders as ORDER_BY, column by column. */
const BY_NAME_TERMS: OrderTerm[] = [{ sql: 'u.sortable_name COLLATE NOCASE' }, { sql: 'u.id' }];
const ORDER_TERMS: Record<SubmissionOrder, OrderTerm[]> = {
  name: BY_NAME_TERMS,
  submitted_at: [{ sql: 's.submitted_at IS NULL' }, { sql: "unixepoch(s.submitted_at, 'subsec')" }, ...BY_NAME_TERMS],
  anonymous: [{ sql: SHUFFLED }, { sql: 's.user_id' }],
  user_id: [{ sql: 's.user_id' }],
  anonymous_id: [{ sql: 's.anonymous_id' }, { sql: 's.user_id' }],
};

/** A listed submission with its position in the list's order (k0, k1, …: one per term). */
type PositionedSubmission = SubmissionRow & Record<`k${number}`, string | number | null>;

/** Whether the assignment has rows for a large share of all users, so a list by name walks the users' name index. */
function walksByName(db: Db, assignmentId: number): boolean {
  const users = prepared<[], { n: number | null }>(db, 'SELECT MAX(id) AS n FROM users').get()?.n ?? 0;
  return holdsShare(db, 'SELECT 1 FROM submissions WHERE assignment_id = ?', [assignmentId], users);
}

/**
 * The scope's submissions as keyset pages (docs/decisions/0075): a page reads from the bookmark's row on, in the
 * order asked for. By name, an assignment of a large class is read in the order of the users' name index, so a page
 * costs the same at 3,000 students or 6,000; by user id (Canvas's order), the (assignment, user) index serves it.
 */
export function submissionsSource(db: Db, scope: SubmissionScope, order: SubmissionOrder): KeysetSource<PositionedSubmission> {
  const { sql, args } = whereClause(scope);
  const terms = ORDER_TERMS[order];
  const keys = terms.map((term, i) => `${term.sql} AS k${i}`).join(', ');
  const walk = order === 'name' && walksByName(db, scope.assignmentId);
  const read = (key: Key | null | undefined, limit: number, reverse: boolean) => {
    const from = key ? (walk ? keysetSeek(terms, key, reverse) : keysetCondition(terms, key, reverse)) : undefined;
    // CROSS JOIN keeps users the outer loop, so SQLite reads them in index order and stops at the LIMIT.
    const source = walk ? 'FROM users u CROSS JOIN submissions s ON s.user_id = u.id' : FROM;
    const where = from ? `${from.sql} AND ${sql}` : sql;
    return prepared<unknown[], PositionedSubmission>(db, `SELECT s.*, ${keys} ${source} WHERE ${where} ORDER BY ${orderBySql(terms, reverse)} LIMIT ?`)
      .all(...(from?.args ?? []), ...args, limit);
  };
  return {
    order: `submissions:${order}`,
    keyOf: (row) => terms.map((_, i) => row[`k${i}`] ?? null),
    after: (key, limit) => read(key, limit, false),
    before: (key, limit) => read(key, limit, true),
    fetch: (limit, offset) =>
      prepared<unknown[], PositionedSubmission>(db, `SELECT s.*, ${keys} ${FROM} WHERE ${sql} ORDER BY ${ORDER_BY[order]} LIMIT ? OFFSET ?`).all(...args, limit, offset),
  };
}

/** The students of these submissions, by id. */
export function loadUsers(db: Db, ids: number[]): Map<number, UserRow> {
  const rows = prepared<number[], UserRow>(db, `SELECT * FROM users WHERE id IN (${placeholders(ids)})`).all(...ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each student's active group in the group set (an accepted membership), for include[]=group. */
export function groupsInSet(db: Db, groupCategoryId: number, userIds: number[]): Map<number, { id: number; name: string }> {
  const rows = prepared<number[], { user_id: number; id: number; name: string }>(db,
      `SELECT m.user_id, g.id, g.name FROM group_memberships m JOIN groups g ON g.id = m.group_id
        WHERE g.group_category_id = ? AND g.workflow_state != 'deleted' AND m.workflow_state = 'accepted'
          AND m.user_id IN (${placeholders(userIds)})`,
    )
    .all(groupCategoryId, ...userIds);
  return new Map(rows.map((row) => [row.user_id, { id: row.id, name: row.name }]));
}

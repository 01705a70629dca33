import type { Db } from '../../canvas/context';
import type { Key } from '../../canvas/bookmarks';
import type { KeysetSource } from '../../canvas/pagination';
import { holdsShare, keysetCondition, orderBySql, type OrderTerm } from '../../db/keyset';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import type { SubmissionRow } from './submission-row';

/**
 * Whose submissions GET …/students/submissions reads: Course#all_student_enrollments (every student enrollment but
 * deleted ones) narrowed to the visible or named sections, named users and enrollment state.
 */
export type StudentScope = {
  courseId: number;
  sectionIds?: number[];
  userIds?: number[];
  /** Enrollment workflow states to keep (enrollment_state); undefined keeps all but deleted. */
  enrollmentStates?: string[];
};

/** Which of those students' submissions: the assignments, and Canvas's filters. */
export type SubmissionFilter = {
  assignmentIds: number[];
  workflowStates?: string[];
  submittedSince?: string;
  gradedSince?: string;
};

export type StudentOrder = { by: 'id' | 'graded_at'; descending: boolean };

type Sql = { sql: string; args: (string | number)[] };

function studentsSql(scope: StudentScope, byUser = false): Sql {
  let sql = `SELECT e.user_id FROM enrollments e WHERE e.course_id = ? AND ${byUser ? '+' : ''}e.type IN ('StudentEnrollment', 'StudentViewEnrollment')
    AND e.workflow_state != 'deleted'`;
  const args: (string | number)[] = [scope.courseId];
  const narrow = (column: string, values: (string | number)[] | undefined) => {
    if (!values) return;
    sql += ` AND ${column} IN (${placeholders(values)})`;
    args.push(...values);
  };
  narrow('e.course_section_id', scope.sectionIds);
  narrow('e.user_id', scope.userIds);
  narrow('e.workflow_state', scope.enrollmentStates);
  return { sql, args };
}

/**
 * How a page finds its rows: `collect` them all and sort; `walk` the table in submission id order, the assignment
 * term using no index (`+s.`); `seek` one assignment's rows in id order (submissions_assignment_order). Walking and
 * seeking check each row's student through enrollments_user_course, where a list of the course's students would be
 * read for every page.
 */
type RowRead = 'collect' | 'walk' | 'seek';

function submissionsSql(scope: StudentScope, filter: SubmissionFilter, userIds?: number[], how: RowRead = 'collect'): Sql {
  const students = userIds ? { sql: placeholders(userIds), args: userIds } : studentsSql(scope);
  const student = how !== 'collect' && !userIds ? `EXISTS (${students.sql} AND e.user_id = s.user_id)` : `s.user_id IN (${students.sql})`;
  let sql = `${how === 'walk' ? '+' : ''}s.assignment_id IN (${placeholders(filter.assignmentIds)}) AND ${student} AND s.workflow_state != 'deleted'`;
  const args: (string | number)[] = [...filter.assignmentIds, ...students.args];
  if (filter.workflowStates) {
    sql += ` AND s.workflow_state IN (${placeholders(filter.workflowStates)})`;
    args.push(...filter.workflowStates);
  }
  if (filter.submittedSince) {
    sql += ' AND s.submitted_at > ?';
    args.push(filter.submittedSince);
  }
  if (filter.gradedSince) {
    sql += ' AND s.graded_at > ?';
    args.push(filter.gradedSince);
  }
  return { sql, args };
}

const ORDER = {
  id: { asc: 's.id', desc: 's.id DESC' },
  graded_at: { asc: 's.graded_at, s.id', desc: 's.graded_at IS NULL, s.graded_at DESC, s.id DESC' },
} as const;

/** One page of the flat form by graded_at, ascending or descending (nulls last): offset pages (docs/decisions/0075). */
export function pageOfSubmissions(db: Db, scope: StudentScope, filter: SubmissionFilter, order: StudentOrder, limit: number, offset: number): SubmissionRow[] {
  if (filter.assignmentIds.length === 0) return [];
  const { sql, args } = submissionsSql(scope, filter);
  const by = ORDER[order.by][order.descending ? 'desc' : 'asc'];
  return prepared<(string | number)[], SubmissionRow>(db, `SELECT s.* FROM submissions s WHERE ${sql} ORDER BY ${by} LIMIT ? OFFSET ?`)
    .all(...args, limit, offset);
}

/**
 * Whether the assignments' submissions are a large share of all, so the flat list walks submission ids (the
 * table's own order) checking each row, rather than collect the assignments' rows and sort them.
 */
function walksById(db: Db, assignmentIds: number[]): boolean {
  const submissions = prepared<[], { n: number | null }>(db, 'SELECT MAX(id) AS n FROM submissions').get()?.n ?? 0;
  return holdsShare(db, `SELECT 1 FROM submissions WHERE assignment_id IN (${placeholders(assignmentIds)})`, assignmentIds, submissions);
}

/** Up to this many assignments, a page seeks each one's rows and merges them: it reads a page and one row per assignment. */
const MERGED_ASSIGNMENTS = 20;

function rowRead(db: Db, scope: StudentScope, filter: SubmissionFilter): RowRead {
  // Named students (`student_ids[]` other than `all`, as the gradebook asks for a block of rows) are few among the
  // assignments' rows: collected by student, never found by reading every submission.
  if (filter.assignmentIds.length === 0 || scope.userIds !== undefined) return 'collect';
  if (filter.assignmentIds.length <= MERGED_ASSIGNMENTS) return 'seek';
  return walksById(db, filter.assignmentIds) ? 'walk' : 'collect';
}

/**
 * The flat form by submission id (Canvas's default) as keyset pages: a page reads from its bookmark's submission
 * on. Seeking, each assignment's rows come in id order from their own index range and SQLite merges them, stopping
 * at the page's end. When walking, `+s.` keeps SQLite off the assignment and user indexes, whose rows it would
 * collect and sort.
 */
export function submissionsById(db: Db, scope: StudentScope, filter: SubmissionFilter, descending: boolean): KeysetSource<SubmissionRow> {
  const terms: OrderTerm[] = [{ sql: 's.id', desc: descending }];
  const how = rowRead(db, scope, filter);
  const parts = how === 'seek'
    ? filter.assignmentIds.map((id) => submissionsSql(scope, { ...filter, assignmentIds: [id] }, undefined, how))
    : [submissionsSql(scope, filter, undefined, how)];
  const read = (key: Key | null | undefined, limit: number, reverse: boolean) => {
    if (filter.assignmentIds.length === 0) return [];
    const from = key ? keysetCondition(terms, key, reverse) : undefined;
    const selects = parts.map((part) => `SELECT s.* FROM submissions s WHERE ${from ? `${from.sql} AND ` : ''}${part.sql}`);
    // A compound SELECT orders by its result's columns: `id`, not `s.id`.
    const order = orderBySql([{ sql: 'id', desc: descending }], reverse);
    return prepared<unknown[], SubmissionRow>(db, `${selects.join(' UNION ALL ')} ORDER BY ${order} LIMIT ?`)
      .all(...parts.flatMap((part) => [...(from?.args ?? []), ...part.args]), limit);
  };
  return {
    order: `student-submissions:id:${descending ? 'desc' : 'asc'}`,
    keyOf: (row) => [row.id],
    after: (key, limit) => read(key, limit, false),
    before: (key, limit) => read(key, limit, true),
    fetch: (limit, offset) => pageOfSubmissions(db, scope, filter, { by: 'id', descending }, limit, offset),
  };
}

type Student = { user_id: number; section_id: number };

/** Each student's section of their best enrollment: Canvas prefers an active one (state_by_date_rank_sql), then the oldest. */
function withSections(db: Db, scope: StudentScope, page: number[]): Student[] {
  if (page.length === 0) return [];
  const sections = prepared<(string | number)[], Student>(db,
    `SELECT user_id, course_section_id AS section_id FROM enrollments WHERE course_id = ? AND user_id IN (${placeholders(page)})
      AND type IN ('StudentEnrollment', 'StudentViewEnrollment') AND workflow_state != 'deleted'
      ORDER BY CASE workflow_state WHEN 'active' THEN 0 WHEN 'invited' THEN 1 ELSE 2 END, id`,
  ).all(scope.courseId, ...page);
  const first = new Map<number, number>();
  for (const row of sections) if (!first.has(row.user_id)) first.set(row.user_id, row.section_id);
  return page.map((user_id) => ({ user_id, section_id: first.get(user_id) ?? 0 }));
}

const BY_USER: OrderTerm[] = [{ sql: 'user_id' }];

/**
 * The grouped form's students by user id as keyset pages (docs/decisions/0075): a page reads the course's
 * enrollments (enrollments_course_user, in user id order) from its bookmark's student on.
 */
export function studentsPages(db: Db, scope: StudentScope): KeysetSource<Student> {
  // `+e.type` leaves SQLite enrollments_course_user, which holds the course's students in user id order.
  const { sql, args } = studentsSql(scope, true);
  const ids = (rows: { user_id: number }[]) => withSections(db, scope, rows.map((row) => row.user_id));
  const read = (key: Key | null | undefined, limit: number, reverse: boolean) => {
    const from = key ? keysetCondition(BY_USER, key, reverse) : undefined;
    return ids(prepared<unknown[], { user_id: number }>(db,
      `SELECT DISTINCT user_id FROM (${sql}) ${from ? `WHERE ${from.sql} ` : ''}ORDER BY ${orderBySql(BY_USER, reverse)} LIMIT ?`,
    ).all(...args, ...(from?.args ?? []), limit));
  };
  return {
    order: 'student-submissions:students',
    keyOf: (student) => [student.user_id],
    after: (key, limit) => read(key, limit, false),
    before: (key, limit) => read(key, limit, true),
    fetch: (limit, offset) =>
      ids(prepared<unknown[], { user_id: number }>(db, `SELECT DISTINCT user_id FROM (${sql}) ORDER BY user_id LIMIT ? OFFSET ?`).all(...args, limit, offset)),
  };
}

/** The grouped form's submissions for one page of students, in one query. */
export function submissionsOfStudents(db: Db, scope: StudentScope, filter: SubmissionFilter, userIds: number[]): SubmissionRow[] {
  if (filter.assignmentIds.length === 0 || userIds.length === 0) return [];
  const { sql, args } = submissionsSql(scope, filter, userIds);
  return prepared<(string | number)[], SubmissionRow>(db, `SELECT s.* FROM submissions s WHERE ${sql} ORDER BY s.user_id, s.assignment_id`).all(...args);
}

/** Which of these user ids are students in scope (the caller's visible sections). */
export function studentsInScope(db: Db, scope: StudentScope): number[] {
  const { sql, args } = studentsSql(scope);
  return prepared<(string | number)[], { user_id: number }>(db, `SELECT DISTINCT user_id FROM (${sql})`).all(...args).map((row) => row.user_id);
}

/** Submissions that hold a grader's comment while unposted: Canvas's has_postable_comments. */
export function withPostableComments(db: Db, submissionIds: number[]): Set<number> {
  if (submissionIds.length === 0) return new Set();
  const rows = prepared<number[], { submission_id: number }>(db,
    `SELECT DISTINCT c.submission_id FROM submission_comments c JOIN submissions s ON s.id = c.submission_id
      WHERE c.submission_id IN (${placeholders(submissionIds)}) AND s.posted_at IS NULL AND (c.author_id IS NULL OR c.author_id != s.user_id)`,
  ).all(...submissionIds);
  return new Set(rows.map((row) => row.submission_id));
}

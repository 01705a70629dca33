import type { Db } from '../../canvas/context';
import { LEARNER_TYPES, READABLE_COURSE_SQL } from '../../canvas/permissions';
import { placeholders } from '../../db/sql';
import { courseOrderBy, USER_COURSE_SORT_COLUMNS, type SortOrder, type UserCourseSort } from './course-list-order';
import { internalStates, type CourseRow } from './course-row';
import { prepared } from '../../db/statements';

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

/**
 * Without a sort the list is by name, as before the sort extension. The caller's enrollments drive the query
 * (enrollments_user_course): each course is read once by id and only the caller's own courses are sorted, and the
 * count for the `last` link walks the same index without the DISTINCT sort a join would need.
 */
export function listUserCourses(db: Db, userId: number, filters: CourseListFilters, sort?: CourseListSort) {
  const where = listWhere(userId, filters);
  const orderBy = courseOrderBy(USER_COURSE_SORT_COLUMNS[sort?.sort ?? 'name'], sort?.order);
  const visible = `c.id IN (SELECT e.course_id FROM enrollments e JOIN courses c ON c.id = e.course_id WHERE ${where.sql})`;
  return {
    fetch: (limit: number, offset: number) =>
      prepared<(string | number)[], CourseRow>(db, `SELECT c.* FROM courses c WHERE ${visible} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
        .all(userId, ...where.args, limit, offset),
    count: () =>
      prepared<(string | number)[], { n: number }>(db, `SELECT COUNT(*) AS n FROM courses c WHERE ${visible}`).get(
        userId,
        ...where.args,
      )?.n ?? 0,
  };
}

export function findCourse(db: Db, id: number): CourseRow | undefined {
  return prepared<[number], CourseRow>(db, 'SELECT * FROM courses WHERE id = ?').get(id);
}

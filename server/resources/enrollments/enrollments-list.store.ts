import type { Db } from '../../canvas/context';
import type { PageSource } from '../../canvas/pagination';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import { ENROLLMENT_ROWS_SQL, type RosterEnrollmentRow } from '../course-users/roster-enrollments.store';

/** What GET …/enrollments lists, as EnrollmentsApiController#index narrows it. Absent fields do not narrow. */
export type EnrollmentFilter = {
  courseId?: number;
  /** The section of /sections/:section_id/enrollments. */
  sectionId?: number;
  /** A section-limited caller's sections. */
  visibleSectionIds?: number[];
  userId?: number;
  types?: string[];
  states: string[];
  /** Courses in these states are left out (a user's own list skips concluded and deleted courses). */
  hiddenCourseStates?: string[];
  /** Only staff who see the whole roster see the test student. */
  withTestStudent: boolean;
  /** An observer without the roster: their own enrollments and their observees' student enrollments. */
  observer?: { id: number; observed: number[] };
  termId?: number;
  sisAccountIds?: string[];
  sisCourseIds?: string[];
  sisSectionIds?: string[];
  sisUserIds?: string[];
};

type Clause = [sql: string, values: (string | number)[]];

const inList = (column: string, values: (string | number)[]): Clause => [`${column} IN (${placeholders(values)})`, values];

function clauses(f: EnrollmentFilter): Clause[] {
  const list: (Clause | false | undefined)[] = [
    ["e.workflow_state IN (" + placeholders(f.states) + ')', f.states],
    f.courseId !== undefined && ['e.course_id = ?', [f.courseId]],
    f.sectionId !== undefined && ['e.course_section_id = ?', [f.sectionId]],
    f.visibleSectionIds && inList('e.course_section_id', f.visibleSectionIds),
    f.userId !== undefined && ['e.user_id = ?', [f.userId]],
    f.types && inList('e.type', f.types),
    f.hiddenCourseStates && [`c.workflow_state NOT IN (${placeholders(f.hiddenCourseStates)})`, f.hiddenCourseStates],
    !f.withTestStudent && ["e.type != 'StudentViewEnrollment'", []],
    f.observer && [
      `(e.user_id = ? OR (e.type = 'StudentEnrollment' AND e.user_id IN (${placeholders(f.observer.observed)})))`,
      [f.observer.id, ...f.observer.observed],
    ],
    f.termId !== undefined && ['c.enrollment_term_id = ?', [f.termId]],
    f.sisAccountIds && inList('a.sis_account_id', f.sisAccountIds),
    f.sisCourseIds && inList('c.sis_course_id', f.sisCourseIds),
    f.sisSectionIds && inList('s.sis_section_id', f.sisSectionIds),
    f.sisUserIds && inList('u.sis_user_id', f.sisUserIds),
  ];
  return list.filter((clause): clause is Clause => Array.isArray(clause));
}

/** Canvas orders the list by type, then the user's sortable name, then id. */
export function enrollmentsSource(db: Db, filter: EnrollmentFilter): PageSource<RosterEnrollmentRow> {
  const where = clauses(filter);
  const sql = `${ENROLLMENT_ROWS_SQL} WHERE ${where.map(([text]) => text).join(' AND ')}
    ORDER BY e.type, u.sortable_name, e.id LIMIT ? OFFSET ?`;
  const values = where.flatMap(([, v]) => v);
  return { fetch: (limit, offset) => prepared<(string | number)[], RosterEnrollmentRow>(db, sql).all(...values, limit, offset) };
}

import { Hono } from 'hono';
import type { AppContext, AppEnv, Db } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { json } from '../../canvas/respond';
import { listActiveAssignments } from '../assignments/assignments.store';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { visibleSectionIds } from '../courses/section-visibility';
import { findSection } from '../overrides/overrides.store';
import { runInBackground } from '../progress/progress-runner';
import { progressJson } from '../progress/progress.serialize';
import { createProgress, updateProgress } from '../progress/progress.store';
import { prepared } from '../../db/statements';
import { runBulkGrade } from './bulk-grade-job';
import { assignmentsNotFound, parseGradeData } from './bulk-grade-params';

const ASSIGNMENT = '/assignments/:assignment_id/submissions/update_grades';
const COURSE = '/submissions/update_grades';

/**
 * POST …/submissions/update_grades (docs/canvas-contract.md §5.4; SubmissionsApiController#bulk_update): grades many
 * students at once in the background and answers the Progress at once. Course and section forms, each with or
 * without the assignment in the path.
 */
export function bulkGradeRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post(`/courses/:course_id${ASSIGNMENT}`, (c) => bulkGrade(c, loadCourse(c, { rights: [] }), pathId(c, 'assignment_id')))
    .post(`/courses/:course_id${COURSE}`, (c) => bulkGrade(c, loadCourse(c, { rights: [] })))
    .post(`/sections/:section_id${ASSIGNMENT}`, (c) => inSection(c, pathId(c, 'assignment_id')))
    .post(`/sections/:section_id${COURSE}`, (c) => inSection(c));
}

function inSection(c: AppContext, assignmentId?: number): Response {
  const section = findSection(c.get('deps').db, pathId(c, 'section_id'));
  if (!section || section.workflow_state === 'deleted') throw notFound();
  return bulkGrade(c, loadCourse(c, { courseId: section.course_id, rights: [] }), assignmentId, section.id);
}

/**
 * Canvas's order of checks: grade_data first, then every assignment published and manage_grades (else 403), then
 * assignments the course lacks (400). Students are looked up in the job, where unknown ones are reported by key.
 */
function bulkGrade(c: AppContext, loaded: LoadedCourse, pathAssignmentId?: number, sectionId?: number): Response {
  const { db } = c.get('deps');
  const items = parseGradeData(c.get('params'), pathAssignmentId);
  const asked = [...new Set(items.map((item) => item.assignmentId))];
  const assignments = new Map(listActiveAssignments(db, loaded.course.id, asked).map((row) => [row.id, row]));
  const allPublished = [...assignments.values()].every((row) => row.workflow_state === 'published');
  if (!allPublished || !loaded.access.rights.has('manage_grades')) throw forbidden();
  const absent = asked.filter((id) => !assignments.has(id));
  if (absent.length > 0) throw assignmentsNotFound(absent);
  const reachable = reachableStudents(db, c.get('caller').id, loaded, sectionId);
  const progress = createProgress(db, { contextType: 'Course', contextId: loaded.course.id, userId: c.get('caller').id, tag: 'submissions_update' });
  void runInBackground(db, progress, (report) =>
    runBulkGrade(c, { items, assignments, reachable: (id) => reachable.has(id) }, report, (results) => {
      updateProgress(db, progress.id, { results: JSON.stringify(results) });
    }),
  );
  return json(c, progressJson(c, progress));
}

/**
 * The course's students the caller may grade: in a section they see (a section-limited TA sees only theirs), and
 * in the path's section for the section forms. One query for the whole course, not one per student.
 */
function reachableStudents(db: Db, callerId: number, loaded: LoadedCourse, sectionId?: number): Set<number> {
  const visible = visibleSectionIds(db, callerId, loaded.course.id, loaded.access);
  const rows = prepared<[number], { user_id: number; course_section_id: number }>(db,
    `SELECT user_id, course_section_id FROM enrollments WHERE course_id = ?
      AND type IN ('StudentEnrollment', 'StudentViewEnrollment') AND workflow_state IN ('active', 'invited')`,
  ).all(loaded.course.id);
  const seen = rows.filter((row) => (visible === undefined || visible.includes(row.course_section_id)) && (sectionId === undefined || row.course_section_id === sectionId));
  return new Set(seen.map((row) => row.user_id));
}

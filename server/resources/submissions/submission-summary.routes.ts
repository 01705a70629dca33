import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../../canvas/context';
import { canvasBoolean } from '../../canvas/coerce';
import { notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { requireAny } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { listActiveAssignments } from '../assignments/assignments.store';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { visibleSectionIds } from '../courses/section-visibility';
import { findSection } from '../overrides/overrides.store';
import { summarizeSubmissions } from './submission-summary.store';

const summaryParams = z.object({ grouped: canvasBoolean.optional() });

/**
 * GET …/assignments/:assignment_id/submission_summary (SubmissionsApiController#submission_summary): graders
 * only, checked before the assignment is looked up. It counts the submissions the list would show the caller
 * (section-limited TAs their sections; the section form that section), so "graded N of M" matches the rail.
 * grouped=true on a group-graded assignment counts one representative per group (the list's grouped rows);
 * Canvas counts every group of the set there, empty ones included, which the grader cannot open.
 */
function summary(c: AppContext, loaded: LoadedCourse, pathSectionId?: number): Response {
  requireAny(loaded.access, 'manage_grades', 'view_all_grades');
  const { db } = c.get('deps');
  const [assignment] = listActiveAssignments(db, loaded.course.id, [pathId(c, 'assignment_id')]);
  if (!assignment) throw notFound();
  const params = parseParams(summaryParams, c.get('params'));
  const visible = visibleSectionIds(db, c.get('caller').id, loaded.course.id, loaded.access);
  const sectionIds = pathSectionId === undefined ? visible : !visible || visible.includes(pathSectionId) ? [pathSectionId] : [];
  const groupSet = assignment.group_category_id !== null && !assignment.grade_group_students_individually ? assignment.group_category_id : undefined;
  return json(
    c,
    summarizeSubmissions(db, {
      courseId: loaded.course.id,
      assignmentId: assignment.id,
      sectionIds,
      representativesOf: params.grouped ? groupSet : undefined,
    }),
  );
}

function summaryForSection(c: AppContext): Response {
  const section = findSection(c.get('deps').db, pathId(c, 'section_id'));
  if (!section || section.workflow_state === 'deleted') throw notFound();
  return summary(c, loadCourse(c, { courseId: section.course_id, rights: [] }), section.id);
}

/** The submission summary, course and section forms. */
export function submissionSummaryRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/assignments/:assignment_id/submission_summary', (c) => summary(c, loadCourse(c, { rights: [] })))
    .get('/sections/:section_id/assignments/:assignment_id/submission_summary', summaryForSection);
}

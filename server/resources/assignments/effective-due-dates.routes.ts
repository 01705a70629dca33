import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';
import { CanvasError } from '../../canvas/errors';
import type { ParamValue } from '../../canvas/params';
import { json } from '../../canvas/respond';
import { loadCourse } from '../courses/course-access';
import { listActiveAssignments, listActiveOverrides, loadAssignees } from './assignments.store';
import { effectiveDueDates } from './effective-due-dates';

const invalidIds = () => new CanvasError(422, { errors: 'assignment_ids param is invalid' });

/** assignment_ids[] (or a single value): every value must be a string of digits, else Canvas's 422. */
function assignmentIds(value: ParamValue | undefined): number[] | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map((item) => (typeof item === 'number' ? String(item) : item));
  if (!ids.every((id): id is string => typeof id === 'string' && /^\d{1,15}$/.test(id))) throw invalidIds();
  return ids.map(Number);
}

/** GET /courses/:course_id/effective_due_dates (docs/canvas-contract.md §2.19). */
export function effectiveDueDateRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/courses/:course_id/effective_due_dates', (c) => {
    const { course } = loadCourse(c, { rights: ['read_as_admin'] });
    const ids = assignmentIds(c.get('params').assignment_ids);
    const { db } = c.get('deps');
    const assignments = listActiveAssignments(db, course.id, ids);
    const resolved = effectiveDueDates(
      assignments,
      listActiveOverrides(db, course.id, assignments.map((a) => a.id)),
      loadAssignees(db, course.id),
    );
    // Canvas builds the hash from its result rows, so an assignment nobody is assigned is absent.
    const body: Record<string, Record<string, unknown>> = {};
    for (const [assignmentId, students] of resolved) {
      if (students.size === 0) continue;
      const entry: Record<string, unknown> = {};
      for (const [studentId, dueAt] of [...students].sort(([a], [b]) => a - b)) {
        entry[String(studentId)] = { due_at: dueAt, grading_period_id: null, in_closed_grading_period: false };
      }
      body[String(assignmentId)] = entry;
    }
    return json(c, body);
  });
}

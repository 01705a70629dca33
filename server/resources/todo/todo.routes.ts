import { Hono } from 'hono';
import { nowDate } from '../../canvas/clock';
import type { AppContext, AppEnv } from '../../canvas/context';
import { paginate } from '../../canvas/pagination';
import { json } from '../../canvas/respond';
import { requestOrigin } from '../../canvas/urls';
import { loadReadFacts, type AssignmentReadFacts } from '../assignments/assignment-read-fields';
import { assignmentJson } from '../assignments/assignment.serialize';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { STUDENT_TYPES } from '../courses/course-row';
import { visibleSectionIds } from '../courses/section-visibility';
import { gradingCandidates, sortTodo, submittingCandidates, type TodoCandidate } from './todo-items';

const GRADERS = new Set(['TeacherEnrollment', 'TaEnrollment']);

/** A to-do item (docs/canvas-contract.md §2.18, `Api::V1::TodoItem#todo_item_json`). */
function todoItemJson(c: AppContext, item: TodoCandidate, { course, access }: LoadedCourse, facts: AssignmentReadFacts) {
  const origin = requestOrigin(c);
  const { assignment } = item;
  const ignore = `${origin}/api/v1/users/self/todo/assignment_${assignment.id}/${item.type}`;
  const canManage = access.rights.has('manage_assignments') || access.rights.has('manage_assignments_edit');
  return {
    context_type: 'Course',
    course_id: course.id,
    context_name: course.name,
    type: item.type,
    assignment: assignmentJson(c, assignment, {
      timeZone: course.time_zone,
      canManage,
      overrides: item.overrides,
      ...(item.dates ? { dates: item.dates } : {}),
      ...(item.needsGradingCount !== undefined ? { needsGradingCount: item.needsGradingCount } : {}),
      includeAllDates: true,
    }, facts),
    ignore: `${ignore}?permanent=0`,
    ignore_permanently: `${ignore}?permanent=1`,
    html_url:
      item.type === 'grading'
        ? `${origin}/courses/${course.id}/gradebook/speed_grader?assignment_id=${assignment.id}`
        : `${origin}/courses/${course.id}/assignments/${assignment.id}#submit`,
    ...(item.needsGradingCount !== undefined ? { needs_grading_count: item.needsGradingCount } : {}),
  };
}

/**
 * GET /courses/:course_id/todo: things to grade for the course's teachers and TAs, things to submit for
 * its students. Canvas pages this list with bookmarks; Lectern uses numeric pages, which clients only
 * ever follow through the Link header.
 */
export function todoRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/courses/:course_id/todo', (c) => {
    const loaded = loadCourse(c);
    const { course, access } = loaded;
    const { db } = c.get('deps');
    const callerId = c.get('caller').id;
    const items: TodoCandidate[] = [];
    if (access.rights.has('manage_grades') && access.roles.some((role) => GRADERS.has(role))) {
      items.push(...gradingCandidates(db, course.id, visibleSectionIds(db, callerId, course.id, access)));
    }
    if (access.roles.some((role) => STUDENT_TYPES.has(role)) && course.workflow_state === 'available') {
      items.push(...submittingCandidates(db, course.id, callerId, nowDate()));
    }
    const sorted = sortTodo(items);
    const page = paginate(c, { fetch: (limit, offset) => sorted.slice(offset, offset + limit) });
    const facts = loadReadFacts(c, loaded, page.map((item) => item.assignment));
    return json(c, page.map((item) => todoItemJson(c, item, loaded, facts)));
  });
}

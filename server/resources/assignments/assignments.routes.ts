import { Hono } from 'hono';
import { z } from 'zod';
import { stringList } from '../../canvas/coerce';
import type { AppEnv } from '../../canvas/context';
import { paginateArray } from '../../canvas/pagination';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { loadCourse } from '../courses/course-access';
import { assignmentJson } from './assignment.serialize';
import { visibleAssignments } from './visible-assignments';

const listParams = z.object({ include: stringList().optional() });

/** GET /courses/:course_id/assignments (canvas-api.md §4.1): managers see all, students what is assigned to them. */
export function assignmentRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/courses/:course_id/assignments', (c) => {
    const { course, access } = loadCourse(c);
    const includes = new Set(parseParams(listParams, c.get('params')).include);
    const page = paginateArray(c, visibleAssignments(c, course, access, includes));
    return json(c, page.map(({ assignment, options }) => assignmentJson(c, assignment, options)));
  });
}

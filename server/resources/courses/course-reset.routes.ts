import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { badRequest, notFound } from '../../canvas/errors';
import { json } from '../../canvas/respond';
import { loadCourse } from './course-access';
import { resetCourseContent } from './course-reset.store';
import { serializeCourses } from './course.serialize';
import { findCourse } from './courses.store';

/** POST /courses/:course_id/reset_content (docs/canvas-contract.md §2.7): answers with the replacement course. */
export function courseResetRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/courses/:course_id/reset_content', (c) => {
    const { db } = c.get('deps');
    const { course } = loadCourse(c, { rights: ['reset_content'] });
    if (course.blueprint === 1 || course.template === 1) {
      throw badRequest('cannot reset_content on a blueprint or template course');
    }
    const newId = db.transaction(() => resetCourseContent(db, course, nowIso())).immediate();
    const replacement = findCourse(db, newId);
    if (!replacement) throw notFound();
    const [body] = serializeCourses(c, [replacement], { includes: new Set() });
    return json(c, body);
  });
}

import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { badRequest, forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { courseAccess } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { applyCourseEvent, mayProcessEvent } from './course-events';
import { findCourse } from './courses.store';

/**
 * DELETE /courses/:id (docs/canvas-contract.md §2.6). Like Canvas's api_find this also finds deleted courses, so a
 * repeated delete answers {"delete":true}. The event check comes after the 404 and before authorization.
 */
export function courseDeleteRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().delete('/courses/:id', (c) => {
    const { db } = c.get('deps');
    const course = findCourse(db, pathId(c, 'id'));
    if (!course) throw notFound();
    const event = c.get('params').event;
    if (event !== 'delete' && event !== 'conclude') throw badRequest('Only "delete" and "conclude" events are allowed.');
    const access = courseAccess(db, c.get('caller').id, course);
    if (!mayProcessEvent(access, course, event)) throw forbidden();
    const outcome = db.transaction(() => applyCourseEvent(db, course, event, nowIso())).immediate();
    return json(c, { [event]: outcome.ok }, outcome.ok ? 200 : 400);
  });
}

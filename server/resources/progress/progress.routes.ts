import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../../canvas/context';
import { forbidden, notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { courseAccess, isAccountAdmin } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';
import { findCourse } from '../courses/courses.store';
import { progressJson } from './progress.serialize';
import { findProgress, updateProgress, type ProgressRow } from './progress.store';

/**
 * Who may follow a progress. Canvas lets anyone who reads its context; Lectern's jobs report per-student grading
 * results, so a course's progress is for the caller who started it and those who read the course's grades
 * (docs/decisions/0060-progress.md).
 */
function mayFollow(c: AppContext, row: ProgressRow): boolean {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  if (row.user_id === callerId) return true;
  if (row.context_type === 'Account') return isAccountAdmin(db, callerId, row.context_id);
  if (row.context_type !== 'Course') return false;
  const course = findCourse(db, row.context_id);
  if (!course) return false;
  const { rights } = courseAccess(db, callerId, course);
  return rights.has('manage_grades') || rights.has('view_all_grades');
}

function loadProgress(c: AppContext): ProgressRow {
  const row = findProgress(c.get('deps').db, pathId(c, 'id'));
  if (!row) throw notFound();
  if (!mayFollow(c, row)) throw forbidden();
  return row;
}

const cancelParams = z.object({ message: z.string().max(255).optional() });

/** GET /progress/:id and POST /progress/:id/cancel (Canvas's ProgressController). */
export function progressRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/progress/:id', (c) => json(c, progressJson(c, loadProgress(c))))
    .post('/progress/:id/cancel', (c) => {
      const row = loadProgress(c);
      const { message } = parseParams(cancelParams, c.get('params'));
      const { db } = c.get('deps');
      // A job that already ended stays as it ended: "cancelled" must not relabel grades that were posted.
      updateProgress(db, row.id, { workflow_state: 'failed', message: message ?? 'Canceled' });
      return json(c, progressJson(c, findProgress(db, row.id) ?? row));
    });
}

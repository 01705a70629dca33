import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { requireAny, type CourseAccess } from '../../canvas/permissions';
import { requestOrigin } from '../../canvas/urls';
import { loadCourse } from '../courses/course-access';
import { isAcceptedMember } from '../groups/groups.store';
import { findGroup, findSection, type OverrideWithSet, type SetRow } from './overrides.store';
import { findVisibleOverride, loadOverrideScope } from './override-visibility';
import { prepared } from '../../db/statements';

type SetKind = 'Group' | 'CourseSection';

/** Group members and course staff may read a group; anyone who may read the roster, or is in it, a section. */
function canReadSet(c: AppContext, kind: SetKind, set: SetRow, access: CourseAccess): boolean {
  if (access.rights.has('read_as_admin')) return true;
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  if (kind === 'CourseSection') {
    if (access.rights.has('read_roster')) return true;
    const sql = `SELECT 1 AS ok FROM enrollments WHERE course_section_id = ? AND user_id = ? AND workflow_state IN ('active', 'invited', 'completed')`;
    return prepared<[number, number], { ok: number }>(db, sql).get(set.id, callerId) !== undefined;
  }
  return isAcceptedMember(db, set.id, callerId);
}

/**
 * Canvas's group_alias and section_alias (docs/canvas-contract.md §4.13): an unknown, deleted or unreadable set is a 404;
 * then the set's course must be readable (403) and the assignment one of its active ones (404); the override the
 * caller may see for the set is a 302 to its own URL, no override a 404.
 */
function redirectToOverride(c: AppContext, kind: SetKind, setId: number): Response {
  const { db } = c.get('deps');
  const set = kind === 'Group' ? findGroup(db, setId) : findSection(db, setId);
  if (!set || set.workflow_state === 'deleted') throw notFound();
  const loaded = loadCourse(c, { courseId: set.course_id, rights: [] });
  if (!canReadSet(c, kind, set, loaded.access)) throw notFound();
  requireAny(loaded.access, 'read');
  const scope = loadOverrideScope(c, loaded);
  const matches = (o: OverrideWithSet) => o.set_type === kind && o.set_id === set.id;
  const { override } = findVisibleOverride(db, c.get('caller').id, scope, matches);
  const path = `/api/v1/courses/${scope.course.id}/assignments/${scope.assignment.id}/overrides/${override.id}`;
  return c.redirect(`${requestOrigin(c)}${path}`, 302);
}

export function overrideLookupRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/groups/:group_id/assignments/:assignment_id/override', (c) => redirectToOverride(c, 'Group', pathId(c, 'group_id')))
    .get('/sections/:course_section_id/assignments/:assignment_id/override', (c) =>
      redirectToOverride(c, 'CourseSection', pathId(c, 'course_section_id')),
    );
}

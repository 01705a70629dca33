import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { notFound } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { requireAny } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { interpretOverrideData } from './override-params';
import { deleteOverride, saveOverride } from './override-save';
import { overrideJson } from './override.serialize';
import { listOverridesWithSets, overrideStudentIds } from './overrides.store';
import { findVisibleOverride, loadOverrideScope, visibleOverrides, type OverrideScope } from './override-visibility';

const BASE = '/courses/:course_id/assignments/:assignment_id/overrides';

/** Create, update and delete need `:update` on the assignment (manage_assignments_edit), after the lookups. */
function loadEditableScope(c: AppContext): OverrideScope {
  const scope = loadOverrideScope(c);
  requireAny(scope.access, 'manage_assignments_edit');
  return scope;
}

function overrideById(c: AppContext, scope: OverrideScope) {
  const id = pathId(c, 'id');
  return findVisibleOverride(c.get('deps').db, c.get('caller').id, scope, (override) => override.id === id);
}

/**
 * The override as written, all its students included: Canvas renders a write's answer without the visibility
 * filter, so a section-limited TA sees the override they just made even for students outside their sections.
 */
function written(c: AppContext, scope: OverrideScope, id: number) {
  const { db } = c.get('deps');
  const override = listOverridesWithSets(db, scope.assignment.id).find((o) => o.id === id);
  if (!override) throw notFound();
  return overrideJson(override, overrideStudentIds(db, [id]).get(id));
}

/** docs/canvas-contract.md §4.7–§4.12: one assignment's overrides. The list is the whole array, without a Link header. */
export function overrideRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(BASE, (c) => {
      const scope = loadOverrideScope(c);
      const visible = visibleOverrides(c.get('deps').db, c.get('caller').id, scope);
      return json(c, visible.map(({ override, studentIds }) => overrideJson(override, studentIds)));
    })
    .get(`${BASE}/:id`, (c) => {
      const { override, studentIds } = overrideById(c, loadOverrideScope(c));
      return json(c, overrideJson(override, studentIds));
    })
    .post(BASE, (c) => {
      const scope = loadEditableScope(c);
      const { db } = c.get('deps');
      const data = interpretOverrideData(db, scope.assignment, c.get('params').assignment_override);
      const id = saveOverride(db, { assignment: scope.assignment, timeZone: scope.course.time_zone }, data);
      return json(c, written(c, scope, id), 201);
    })
    .put(`${BASE}/:id`, (c) => {
      const scope = loadEditableScope(c);
      const { db } = c.get('deps');
      const { override } = overrideById(c, scope);
      const data = interpretOverrideData(db, scope.assignment, c.get('params').assignment_override, override.set_type);
      saveOverride(db, { assignment: scope.assignment, timeZone: scope.course.time_zone }, data, override);
      return json(c, written(c, scope, override.id));
    })
    .delete(`${BASE}/:id`, (c) => {
      const scope = loadEditableScope(c);
      const { override, studentIds } = overrideById(c, scope);
      deleteOverride(c.get('deps').db, override);
      return json(c, overrideJson(override, studentIds));
    });
}

import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { CanvasError } from '../../canvas/errors';
import { requireAny } from '../../canvas/permissions';
import { json } from '../../canvas/respond';
import { groupBy } from '../../lib/group-by';
import type { AssignmentRow } from '../assignments/assignment-row';
import { listActiveAssignments } from '../assignments/assignments.store';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { batchError, interpretBatch, retrieveRequests, rubyInteger, type BatchItem } from './override-batch-params';
import { saveOverride } from './override-save';
import { overrideJson } from './override.serialize';
import { listOverridesWithSets } from './overrides.store';
import { visibleOverrides, type VisibleOverride } from './override-visibility';

/**
 * Canvas's batch_retrieve, batch_create and batch_update (canvas-lms app/controllers/assignment_overrides_controller.rb,
 * docs/canvas-contract.md §4.14). Registered before the assignment routes, whose `/assignments/:id` would
 * otherwise take `overrides` for an assignment id.
 */
const PATH = '/courses/:course_id/assignments/overrides';

/** The overrides of each assignment the caller may see, read once per assignment. */
function visibility(c: AppContext, loaded: LoadedCourse) {
  const seen = new Map<number, VisibleOverride[]>();
  return (assignment: AssignmentRow): VisibleOverride[] => {
    let visible = seen.get(assignment.id);
    if (!visible) seen.set(assignment.id, (visible = visibleOverrides(c.get('deps').db, c.get('caller').id, { ...loaded, assignment })));
    return visible;
  };
}

/** Each requested override the caller may see, in the order asked, null for the rest; matched by id as Canvas does. */
function batchRetrieve(c: AppContext) {
  const loaded = loadCourse(c);
  const requests = retrieveRequests(c.get('params').assignment_overrides);
  const byAssignment = groupBy(requests, (request) => rubyInteger(request.assignment_id));
  const visibleOf = visibility(c, loaded);
  const found = listActiveAssignments(c.get('deps').db, loaded.course.id, [...byAssignment.keys()]).flatMap((assignment) => {
    const wanted = new Set((byAssignment.get(assignment.id) ?? []).map((request) => rubyInteger(request.id)));
    return visibleOf(assignment).filter(({ override }) => wanted.has(override.id));
  });
  return requests.map((request) => {
    const hit = found.find(({ override }) => override.id === rubyInteger(request.id));
    return hit ? overrideJson(hit.override, hit.studentIds) : null;
  });
}

/**
 * All items in one transaction. An item the model refuses (a target taken, dates out of order, a bad title) is
 * named by its place with the model's `{"errors":{…}}`, null for the others, and nothing is kept.
 */
function saveBatch(c: AppContext, loaded: LoadedCourse, items: BatchItem[]): number[] {
  const { db } = c.get('deps');
  return db.transaction(() => {
    const errors: unknown[] = items.map(() => null);
    const ids = items.map(({ assignment, existing, data }, i) => {
      try {
        return saveOverride(db, { assignment, timeZone: loaded.course.time_zone }, data, existing);
      } catch (error) {
        if (!(error instanceof CanvasError) || error.status !== 400) throw error;
        errors[i] = error.body;
        return 0;
      }
    });
    if (errors.some((entry) => entry !== null)) throw batchError(errors);
    return ids;
  }).immediate();
}

/** The overrides as written, their students limited to those the caller may see, as assignment_overrides_json does. */
function written(c: AppContext, loaded: LoadedCourse, items: BatchItem[], ids: number[]) {
  const visibleOf = visibility(c, loaded);
  return ids.map((id, i) => {
    const assignment = items[i]?.assignment;
    if (!assignment) throw new Error('a written override lost its assignment');
    const hit = visibleOf(assignment).find(({ override }) => override.id === id);
    if (hit) return overrideJson(hit.override, hit.studentIds);
    const override = listOverridesWithSets(c.get('deps').db, assignment.id).find((o) => o.id === id);
    if (!override) throw new Error('the override just written is missing');
    return overrideJson(override, []);
  });
}

/** Batch writes need manage_assignments on the course (require_all_assignments_edit); an update, overrides the caller sees. */
function batchEdit(c: AppContext, forUpdate: boolean) {
  const loaded = loadCourse(c);
  requireAny(loaded.access, 'manage_assignments', 'manage_assignments_edit');
  const visibleOf = visibility(c, loaded);
  const raw = c.get('params').assignment_overrides;
  const items = interpretBatch(c.get('deps').db, loaded.course.id, raw, forUpdate, (a) => visibleOf(a).map((v) => v.override));
  const ids = saveBatch(c, loaded, items);
  return json(c, written(c, loaded, items, ids));
}

export function overrideBatchRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(PATH, (c) => json(c, batchRetrieve(c)))
    .post(PATH, (c) => batchEdit(c, false))
    .put(PATH, (c) => batchEdit(c, true));
}

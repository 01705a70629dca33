import { createOverride, deleteOverride, updateOverride, type OverrideFields } from '@/api/assignment-overrides';
import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import type { AssignToPlan, OverrideCreate, OverrideUpdate } from './plan-assign-to-save';
import type { CanvasId } from '@/api/schemas/ids';

/** The override calls, bound to one assignment; tests and the editor may pass their own. */
export interface OverrideApi {
  create: (fields: OverrideFields) => Promise<AssignmentOverride>;
  update: (id: CanvasId, fields: OverrideFields) => Promise<AssignmentOverride>;
  remove: (id: CanvasId) => Promise<AssignmentOverride>;
}

export function overrideApiFor(courseId: CanvasId, assignmentId: CanvasId): OverrideApi {
  return {
    create: (fields) => createOverride(courseId, assignmentId, fields),
    update: (id, fields) => updateOverride(courseId, assignmentId, id, fields),
    remove: (id) => deleteOverride(courseId, assignmentId, id),
  };
}

export interface SaveProgress {
  done: number;
  total: number;
}

export interface AssignToSaveResult {
  /** Keys of the cards with an operation that failed; a failed delete belongs to a card already removed, so to none. */
  failedCardKeys: string[];
  /** What is still unsaved: pass it to saveAssignTo again to retry exactly that. The base is never in it. */
  unsaved: AssignToPlan;
  /** The first error of each failed operation, for the message beside the card or above the form. */
  errors: unknown[];
  /** Overrides created, by card, so the editor can record their ids on the cards. */
  created: { cardKey: string; override: AssignmentOverride }[];
}

type Step =
  | { kind: 'delete'; id: CanvasId }
  | { kind: 'update'; op: OverrideUpdate }
  | { kind: 'create'; op: OverrideCreate };

/** Deletes first (they free a section, group or student for a create), then updates, then creates. */
function steps(plan: AssignToPlan): Step[] {
  return [
    ...plan.deletes.map((id): Step => ({ kind: 'delete', id })),
    ...plan.updates.map((op): Step => ({ kind: 'update', op })),
    ...plan.creates.map((op): Step => ({ kind: 'create', op })),
  ];
}

function keepUnsaved(result: AssignToSaveResult, step: Step): void {
  if (step.kind === 'delete') {
    result.unsaved.deletes.push(step.id);
    return;
  }
  if (step.kind === 'update') result.unsaved.updates.push(step.op);
  else result.unsaved.creates.push(step.op);
  if (!result.failedCardKeys.includes(step.op.cardKey)) result.failedCardKeys.push(step.op.cardKey);
}

/**
 * Sends a plan's override operations one at a time, in order, reporting progress after each. A failure does not
 * stop the others (each override stands alone); it is collected so the form can mark its card and retry only what
 * is still unsaved. The plan's base changes belong to the assignment save that the editor sends first.
 */
export async function saveAssignTo(
  plan: AssignToPlan,
  api: OverrideApi,
  onProgress: (progress: SaveProgress) => void = () => undefined,
): Promise<AssignToSaveResult> {
  const all = steps(plan);
  const result: AssignToSaveResult = { failedCardKeys: [], unsaved: { base: {}, creates: [], updates: [], deletes: [] }, errors: [], created: [] };
  let done = 0;
  onProgress({ done, total: all.length });
  for (const step of all) {
    try {
      if (step.kind === 'delete') await api.remove(step.id);
      if (step.kind === 'update') await api.update(step.op.id, step.op.fields);
      if (step.kind === 'create') result.created.push({ cardKey: step.op.cardKey, override: await api.create(step.op.fields) });
    } catch (error) {
      result.errors.push(error);
      keepUnsaved(result, step);
    }
    done += 1;
    onProgress({ done, total: all.length });
  }
  return result;
}

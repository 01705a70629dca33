import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { fetchOverrides } from '@/api/assignment-overrides';
import { createAssignment, refreshAssignments, updateAssignment } from '@/api/assignments';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignToCard } from './assign-to/assign-to-model';
import { cardsFromAssignment } from './assign-to/cards-from-assignment';
import { planAssignToSave, type BaseChanges } from './assign-to/plan-assign-to-save';
import { overrideApiFor, saveAssignTo, type AssignToSaveResult, type SaveProgress } from './assign-to/save-assign-to';
import type { AssignmentFormValues } from './assignment-form-values';
import { changedParams, toAssignmentParams, type AssignmentParams } from './assignment-params';
import { unsavedItems, type UnsavedItem } from './unsaved-items';
import type { CanvasId } from '@/api/schemas/ids';

export type SaveOutcome =
  | { status: 'saved'; assignment: Assignment }
  | { status: 'assignment-failed'; error: unknown }
  | { status: 'partial'; assignment: Assignment; unsaved: UnsavedItem[] };

export interface AssignmentSaveOptions {
  courseId: CanvasId;
  timeZone: string;
  /** The assignment being edited and the values the form started from (its cards as loaded); null when new. */
  initial: { assignment: Assignment; values: AssignmentFormValues } | null;
  /** Overrides a save created, by card: the form records their ids on the cards. */
  onOverridesCreated: (created: AssignToSaveResult['created']) => void;
}

interface Saved {
  assignment: Assignment;
  /** The params the server now holds, so an edit sends only what differs. */
  params: AssignmentParams;
  /** The cards as the server holds them; null after a partial save, until they are read again. */
  loadedCards: AssignToCard[] | null;
}

/**
 * Saves the assignment (its changed fields, with the base dates the plan derives from the cards), then the override
 * creates, updates and deletes that differ from what the server holds. After a partial failure the next save (the
 * "Retry") plans against the overrides as they now are, so it sends only what is still unsaved, and a new
 * assignment is never created twice.
 */
export function useAssignmentSave({ courseId, timeZone, initial, onOverridesCreated }: AssignmentSaveOptions) {
  const queryClient = useQueryClient();
  const saved = useRef<Saved | null>(
    initial ? { assignment: initial.assignment, params: toAssignmentParams(initial.values), loadedCards: initial.values.cards } : null,
  );
  const [progress, setProgress] = useState<SaveProgress | null>(null);

  async function cardsOnServer(current: Saved): Promise<AssignToCard[]> {
    if (current.loadedCards) return current.loadedCards;
    return cardsFromAssignment(current.assignment, await fetchOverrides(courseId, current.assignment.id), timeZone);
  }

  async function saveAssignment(params: AssignmentParams, base: BaseChanges): Promise<Assignment> {
    const current = saved.current;
    if (current === null) {
      const created = await createAssignment(courseId, { ...params, ...base });
      saved.current = { assignment: created, params, loadedCards: [] };
      return created;
    }
    const changes = { ...changedParams(params, current.params), ...base };
    if (Object.keys(changes).length === 0) return current.assignment;
    const updated = await updateAssignment(courseId, current.assignment.id, changes);
    saved.current = { ...current, assignment: updated, params };
    return updated;
  }

  async function save(values: AssignmentFormValues): Promise<SaveOutcome> {
    setProgress({ done: 0, total: 1 });
    try {
      let assignment: Assignment;
      let plan: ReturnType<typeof planAssignToSave>;
      try {
        const loadedCards = saved.current ? await cardsOnServer(saved.current) : [];
        plan = planAssignToSave(loadedCards, values.cards, timeZone);
        assignment = await saveAssignment(toAssignmentParams(values), plan.base);
      } catch (error) {
        return { status: 'assignment-failed', error };
      }
      const result = await saveAssignTo(plan, overrideApiFor(courseId, assignment.id), ({ done, total }) =>
        setProgress({ done: done + 1, total: total + 1 }),
      );
      onOverridesCreated(result.created);
      if (saved.current) saved.current.loadedCards = null;
      if (result.errors.length > 0) return { status: 'partial', assignment, unsaved: unsavedItems(result, values.cards) };
      return { status: 'saved', assignment };
    } finally {
      setProgress(null);
      void refreshAssignments(queryClient);
    }
  }

  return { save, progress, hasSavedAssignment: () => saved.current !== null };
}

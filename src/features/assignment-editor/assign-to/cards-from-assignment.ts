import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import { utcIsoToZonedLocal } from '@/lib/zoned-time';
import type { Assignee, AssignToCard, CardDates } from './assign-to-model';

/** The assignment fields the cards read. */
export interface AssignmentDates {
  due_at: string | null;
  unlock_at: string | null;
  lock_at: string | null;
  only_visible_to_overrides: boolean;
}

type DatedRecord = { due_at?: string | null; unlock_at?: string | null; lock_at?: string | null };

/**
 * An override's date key that is absent (not overridden) and one overridden to null both show as no date: the
 * card states what it sets, and saving it sets exactly that (planAssignToSave sends all three dates).
 */
function cardDates(record: DatedRecord, timeZone: string): CardDates {
  return {
    due_at: utcIsoToZonedLocal(record.due_at, timeZone),
    unlock_at: utcIsoToZonedLocal(record.unlock_at, timeZone),
    lock_at: utcIsoToZonedLocal(record.lock_at, timeZone),
  };
}

/** The one target of an override (§4.7); newer Canvas targets (course_id, noop_id) have no card and are skipped. */
function overrideAssignees(override: AssignmentOverride): Assignee[] {
  if (override.student_ids) return override.student_ids.map((id) => ({ kind: 'student', id, name: '' }));
  if (override.group_id !== undefined) return [{ kind: 'group', id: override.group_id, name: override.title }];
  if (override.course_section_id !== undefined) return [{ kind: 'section', id: override.course_section_id, name: override.title }];
  return [];
}

/**
 * The cards an assignment loads as: the base dates as the "everyone" card (unless it is visible only to its
 * overrides), then one card per override, the students of one adhoc override together.
 */
export function cardsFromAssignment(
  assignment: AssignmentDates,
  overrides: readonly AssignmentOverride[],
  timeZone: string,
): AssignToCard[] {
  const everyone: AssignToCard[] = assignment.only_visible_to_overrides
    ? []
    : [{ key: 'everyone', assignees: [{ kind: 'everyone' }], overrideIds: [], ...cardDates(assignment, timeZone) }];
  const perOverride = overrides.flatMap((override): AssignToCard[] => {
    const assignees = overrideAssignees(override);
    if (assignees.length === 0) return [];
    return [{ key: `override-${override.id}`, assignees, overrideIds: [override.id], ...cardDates(override, timeZone) }];
  });
  return [...everyone, ...perOverride];
}

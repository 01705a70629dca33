import type { OverrideWithSet } from './overrides.store';

/**
 * AssignmentOverride JSON (docs/canvas-contract.md §7.8, Canvas's `assignment_override_json`): a date key and, for
 * due_at, all_day and all_day_date appear only when that date is overridden; the target key follows the type.
 * `studentIds` are the adhoc students the caller may see.
 */
export function overrideJson(override: OverrideWithSet, studentIds: number[] = []) {
  const base = {
    id: override.id,
    title: override.title,
    unassign_item: false,
    assignment_id: override.assignment_id,
    ...(override.due_at_overridden
      ? { due_at: override.due_at, all_day: Boolean(override.all_day), all_day_date: override.all_day_date }
      : {}),
    ...(override.unlock_at_overridden ? { unlock_at: override.unlock_at } : {}),
    ...(override.lock_at_overridden ? { lock_at: override.lock_at } : {}),
  };
  if (override.set_type === 'ADHOC') return { ...base, student_ids: studentIds };
  const title = override.set_name ?? override.title;
  if (override.set_type === 'Group') {
    return {
      ...base,
      group_id: override.set_id ?? 0,
      non_collaborative: false,
      group_category_id: override.set_group_category_id,
      title,
    };
  }
  return { ...base, course_section_id: override.set_id ?? 0, title };
}

import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentGroup } from '@/api/schemas/assignment-group';
import { compareIds, type CanvasId } from '@/api/schemas/ids';

export interface GroupedAssignments {
  group: AssignmentGroup;
  /** In the order the server sent them (position, name or due date, as asked). */
  assignments: Assignment[];
}

/**
 * Every group in position order, each with its assignments. Groups come from GET assignment_groups and
 * assignments from GET assignments, so a group without assignments still shows (a place to add one), and an
 * assignment whose group is not in the list (created between the two requests) is left for the next refetch.
 */
export function groupAssignments(groups: readonly AssignmentGroup[], assignments: readonly Assignment[]): GroupedAssignments[] {
  const byGroup = new Map<CanvasId, Assignment[]>();
  for (const assignment of assignments) {
    const list = byGroup.get(assignment.assignment_group_id);
    if (list) list.push(assignment);
    else byGroup.set(assignment.assignment_group_id, [assignment]);
  }
  return [...groups]
    .sort((a, b) => a.position - b.position || compareIds(a.id, b.id))
    .map((group) => ({ group, assignments: byGroup.get(group.id) ?? [] }));
}

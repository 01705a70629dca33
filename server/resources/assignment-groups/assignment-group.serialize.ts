import { gradingRules, storedObject, type AssignmentGroupRow } from './assignment-group-row';

/** AssignmentGroup JSON (§7.7, Api::V1::AssignmentGroup#assignment_group_json); `extra` carries include[]=assignments. */
export function assignmentGroupJson(group: AssignmentGroupRow, extra: { assignments?: unknown[] } = {}) {
  return {
    id: group.id,
    name: group.name,
    position: group.position,
    group_weight: group.group_weight,
    sis_source_id: group.sis_source_id,
    integration_data: storedObject(group.integration_data),
    rules: gradingRules(group),
    // Lectern has no grading periods, so nothing is ever in a closed one.
    ...(extra.assignments ? { assignments: extra.assignments, any_assignment_in_closed_grading_period: false } : {}),
  };
}

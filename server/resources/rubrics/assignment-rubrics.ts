import type { Db } from '../../canvas/context';
import type { AssociationRow, RubricRow } from './rubric-row';
import { assignmentRubricFields } from './rubric.serialize';
import { gradingAssociations, rubricsByIds } from './rubrics.store';

export type AssignmentRubric = { association: AssociationRow; rubric: RubricRow };

/** The live grading rubric of each of these assignments, in two queries whatever the page size. */
export function loadAssignmentRubrics(db: Db, assignmentIds: number[]): Map<number, AssignmentRubric> {
  const associations = gradingAssociations(db, assignmentIds);
  const rubrics = rubricsByIds(db, [...new Set([...associations.values()].map((a) => a.rubric_id))]);
  const result = new Map<number, AssignmentRubric>();
  for (const [assignmentId, association] of associations) {
    const rubric = rubrics.get(association.rubric_id);
    if (rubric && rubric.workflow_state === 'active') result.set(assignmentId, { association, rubric });
  }
  return result;
}

/** The assignment's rubric fields, or nothing when it has no live grading rubric. */
export const rubricFieldsOf = (found: AssignmentRubric | undefined) => (found ? assignmentRubricFields(found.association, found.rubric) : {});

import type { AppContext } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { fieldError, validationFailed } from '../../canvas/errors';
import { prepared } from '../../db/statements';
import { listActiveAssignments } from '../assignments/assignments.store';
import type { LoadedCourse } from '../courses/course-access';
import { associationFields, UNCHANGED_ASSOCIATION, type AssociationInput } from './rubric-association-params';
import { buildCriteria, totalPoints, type RubricInput } from './rubric-params';
import { criteriaOf, type AssociationRow, type RubricRow } from './rubric-row';
import {
  associationsOfRubric, findAssociation, findCourseRubric, gradingUseCount, insertAssociation, insertRubric, retireGradingAssociations,
  uniqueTitle, updateAssociation, updateRubric, type RubricFields,
} from './rubrics.store';

export type SavedRubric = { rubric: RubricRow; association: AssociationRow | undefined };

/** What the rubric has after the input: unchanged fields kept, a missing title on create named after the course. */
function rubricFields(c: AppContext, loaded: LoadedCourse, rubricId: number, input: RubricInput | undefined, current?: RubricRow): RubricFields {
  const criteria = input?.criteria ? buildCriteria(rubricId, input.criteria) : current ? criteriaOf(current) : [];
  const title = input?.title ?? current?.title ?? `${loaded.course.name} Rubric`;
  return {
    title: uniqueTitle(c.get('deps').db, loaded.course.id, title, current?.id ?? rubricId),
    criteria,
    points_possible: totalPoints(criteria),
    free_form_criterion_comments: input?.freeFormComments ?? Boolean(current?.free_form_criterion_comments),
    hide_score_total: input?.hideScoreTotal ?? Boolean(current?.hide_score_total),
    hide_points: input?.hidePoints ?? Boolean(current?.hide_points),
  };
}

/** The association's object must be one of this course's live assignments, or the course itself. */
function requireAssociationObject(c: AppContext, loaded: LoadedCourse, type: string, id: number): void {
  const found = type === 'Course' ? id === loaded.course.id : listActiveAssignments(c.get('deps').db, loaded.course.id, [id]).length > 0;
  if (!found) throw validationFailed(fieldError('association_id', 'invalid', `rubric_association[association_id] names no ${type} of this course`));
}

/**
 * RubricAssociation#update_values: a rubric used for grading sets its assignment's points possible to the
 * rubric's total, unless the client asked to skip that.
 */
function syncAssignmentPoints(c: AppContext, association: AssociationRow, rubric: Pick<RubricRow, 'points_possible'>, now: string): void {
  if (association.association_type !== 'Assignment' || association.purpose !== 'grading' || !association.use_for_grading) return;
  prepared(c.get('deps').db, `UPDATE assignments SET points_possible = ?, updated_at = ? WHERE id = ? AND (points_possible IS NULL OR points_possible != ?)`)
    .run(rubric.points_possible, now, association.association_id, rubric.points_possible);
}

/** Creates or edits the association of a rubric; an assignment keeps one grading rubric, so a new one replaces the old. */
export function saveAssociation(
  c: AppContext, loaded: LoadedCourse, rubric: RubricRow, input: AssociationInput, current: AssociationRow | undefined, now: string,
): AssociationRow {
  const { db } = c.get('deps');
  const fields = associationFields(input, current);
  requireAssociationObject(c, loaded, fields.association_type, fields.association_id);
  if (fields.association_type === 'Assignment' && fields.purpose === 'grading') retireGradingAssociations(db, fields.association_id, now, current?.id);
  const id = current ? current.id : insertAssociation(db, rubric.id, loaded.course.id, fields, now);
  if (current) updateAssociation(db, id, rubric.id, fields, now);
  const saved = findAssociation(db, loaded.course.id, id);
  if (!saved) throw new Error('the association just written is missing');
  if (!input.skip_updating_points_possible) syncAssignmentPoints(c, saved, rubric, now);
  return saved;
}

/**
 * RubricsController#create and #update in one transaction: the rubric (a new one, the one named, or, when the
 * named one grades two or more assignments, a copy of it as Canvas makes) and the association the request asks for.
 */
export function saveRubric(
  c: AppContext,
  loaded: LoadedCourse,
  existing: RubricRow | undefined,
  input: { rubric: RubricInput | undefined; association: AssociationInput | undefined; associationId: number | undefined },
): SavedRubric {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  return db.transaction((): SavedRubric => {
    const now = nowIso();
    const copy = existing !== undefined && input.rubric !== undefined && (existing.read_only === 1 || gradingUseCount(db, existing.id) >= 2);
    const base = copy ? undefined : existing;
    const id = base ? base.id : insertRubric(db, loaded.course.id, callerId, rubricFields(c, loaded, 0, undefined, existing), now, copy ? existing.id : null);
    // Rubric#update_with_association: the association's hide_score_total stands in for the rubric's when it gives none.
    const asked = input.rubric && { ...input.rubric, hideScoreTotal: input.rubric.hideScoreTotal ?? input.association?.hide_score_total };
    updateRubric(db, id, rubricFields(c, loaded, id, asked, base ?? (copy ? { ...existing, id } : undefined)), now);
    const rubric = findCourseRubric(db, loaded.course.id, id);
    if (!rubric) throw new Error('the rubric just written is missing');
    const current = input.associationId === undefined ? undefined : findAssociation(db, loaded.course.id, input.associationId);
    // A copy takes over the association the edit came through, as Canvas moves it onto the new rubric.
    const attach = input.association ?? (copy && current ? UNCHANGED_ASSOCIATION : undefined);
    const association = attach ? saveAssociation(c, loaded, rubric, attach, current, now) : current;
    if (base && input.rubric) for (const used of associationsOfRubric(db, id)) syncAssignmentPoints(c, used, rubric, now);
    return { rubric, association };
  }).immediate();
}

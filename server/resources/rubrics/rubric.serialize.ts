import { criteriaOf, ratingsOf, type AssessmentRow, type AssociationRow, type RubricRow } from './rubric-row';

/** Rubric JSON (lib/api/v1/rubric.rb): its allowed fields, `criteria` with style=full, and the includes asked for. */
export function rubricJson(
  rubric: RubricRow,
  options: { withCriteria?: boolean; assessments?: Record<string, unknown>[]; associations?: AssociationRow[] } = {},
) {
  const data = criteriaOf(rubric);
  return {
    id: rubric.id,
    title: rubric.title,
    context_id: rubric.context_id,
    context_type: rubric.context_type,
    points_possible: rubric.points_possible,
    reusable: Boolean(rubric.reusable),
    public: false,
    read_only: Boolean(rubric.read_only),
    free_form_criterion_comments: Boolean(rubric.free_form_criterion_comments),
    hide_score_total: Boolean(rubric.hide_score_total),
    data,
    ...(options.withCriteria ? { criteria: data } : {}),
    ...(options.assessments ? { assessments: options.assessments } : {}),
    ...(options.associations ? { associations: options.associations.map(associationJson) } : {}),
  };
}

/** RubricAssociation JSON (lib/api/v1/rubric_association.rb's allowed fields). */
export const associationJson = (association: AssociationRow) => ({
  id: association.id,
  rubric_id: association.rubric_id,
  association_id: association.association_id,
  association_type: association.association_type,
  use_for_grading: Boolean(association.use_for_grading),
  purpose: association.purpose,
  hide_score_total: Boolean(association.hide_score_total),
  hide_points: Boolean(association.hide_points),
  hide_outcome_results: Boolean(association.hide_outcome_results),
});

export type AssessmentStyle = 'full' | 'comments_only' | undefined;

/** RubricAssessment JSON (lib/api/v1/rubric_assessment.rb): `data` with style=full, `comments` with comments_only. */
export function assessmentJson(assessment: AssessmentRow, style: AssessmentStyle) {
  const data = ratingsOf(assessment);
  return {
    id: assessment.id,
    rubric_id: assessment.rubric_id,
    rubric_association_id: assessment.rubric_association_id,
    score: assessment.score,
    artifact_type: assessment.artifact_type,
    artifact_id: assessment.artifact_id,
    artifact_attempt: assessment.artifact_attempt,
    assessment_type: assessment.assessment_type,
    assessor_id: assessment.assessor_id,
    ...(style === 'full' ? { data } : {}),
    ...(style === 'comments_only' ? { comments: data.map((rating) => rating.comments) } : {}),
  };
}

/** Submission include[]=full_rubric_assessment: the full assessment with its association and assessor. */
export function fullAssessmentJson(assessment: AssessmentRow, association: AssociationRow | undefined, assessor: { name: string; avatarUrl: string | null }) {
  return {
    ...assessmentJson(assessment, 'full'),
    ...(association ? { rubric_association: associationJson(association) } : {}),
    assessor_name: assessor.name,
    assessor_avatar_url: assessor.avatarUrl,
  };
}

/** Submission include[]=rubric_assessment: criterion id → {rating_id, comments, points} (points only when scored). */
export function indexedAssessmentJson(assessment: Pick<AssessmentRow, 'data'>) {
  return Object.fromEntries(
    ratingsOf(assessment).map((rating) => [
      rating.criterion_id,
      { rating_id: rating.id, comments: rating.comments, ...(rating.points === undefined ? {} : { points: rating.points }) },
    ]),
  );
}

/**
 * The rubric fields of Assignment JSON (lib/api/v1/assignment.rb), present only while the assignment has a live
 * grading rubric: use_rubric_for_grading, free_form_criterion_comments, `rubric` (criteria with their ratings'
 * id, points, description and long description) and `rubric_settings`.
 */
export function assignmentRubricFields(association: AssociationRow, rubric: RubricRow) {
  return {
    use_rubric_for_grading: Boolean(association.use_for_grading),
    free_form_criterion_comments: Boolean(rubric.free_form_criterion_comments),
    rubric: criteriaOf(rubric).map((criterion) => ({
      id: criterion.id,
      points: criterion.points,
      description: criterion.description,
      long_description: criterion.long_description,
      ...(criterion.ignore_for_scoring === undefined ? {} : { ignore_for_scoring: criterion.ignore_for_scoring }),
      criterion_use_range: criterion.criterion_use_range,
      ratings: criterion.ratings.map((rating) => ({
        id: rating.id, points: rating.points, description: rating.description, long_description: rating.long_description,
      })),
    })),
    rubric_settings: {
      id: rubric.id,
      title: rubric.title,
      points_possible: rubric.points_possible,
      free_form_criterion_comments: Boolean(rubric.free_form_criterion_comments),
      hide_score_total: Boolean(association.hide_score_total),
      hide_points: Boolean(association.hide_points),
    },
  };
}

import type { AppContext } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { prepared } from '../../db/statements';
import type { LoadedCourse } from '../courses/course-access';
import type { SubmissionRow } from '../submissions/submission-row';
import { mayReadAssessment, submissionViewer } from '../submissions/submission-visibility';
import type { RubricIncludes } from './rubric-includes';
import type { AssessmentRow, AssociationRow } from './rubric-row';
import { assessmentJson } from './rubric.serialize';
import { assessmentsOfRubric, associationsOfRubric } from './rubrics.store';

type AssessedSubmission = SubmissionRow & { post_manually: number };

/**
 * The assessments the caller may read, through the submission read rule: graders read all; a learner only those
 * of their own (or an observed student's) submissions whose grades are posted.
 */
function readableAssessments(c: AppContext, loaded: LoadedCourse, assessments: AssessmentRow[]): AssessmentRow[] {
  const viewer = submissionViewer(c, loaded.course.id, loaded.access);
  if (viewer.readsGrades) return assessments;
  const ids = assessments.map((a) => a.artifact_id);
  const rows = prepared<number[], AssessedSubmission>(c.get('deps').db,
    `SELECT s.*, a.post_manually FROM submissions s JOIN assignments a ON a.id = s.assignment_id WHERE s.id IN (${placeholders(ids)})`,
  ).all(...ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return assessments.filter((assessment) => {
    const row = byId.get(assessment.artifact_id);
    return row !== undefined && mayReadAssessment(viewer, row, { postManually: Boolean(row.post_manually) });
  });
}

const ASSOCIATION_TYPES: Record<string, AssociationRow['association_type'] | undefined> = {
  assignment_associations: 'Assignment', course_associations: 'Course', account_associations: 'Account',
};

/** The include[] parts of a rubric's JSON, as RubricsApiController#show scopes them. */
export function rubricIncludes(c: AppContext, loaded: LoadedCourse, rubricId: number, includes: RubricIncludes) {
  const { db } = c.get('deps');
  const scope = includes.assessments;
  // Lectern keeps grading assessments only, so peer_assessments is always empty.
  const assessments = scope === undefined ? undefined : scope === 'peer_assessments' ? [] : readableAssessments(c, loaded, assessmentsOfRubric(db, rubricId));
  const type = includes.associations && ASSOCIATION_TYPES[includes.associations];
  const associations = includes.associations === undefined ? undefined : associationsOfRubric(db, rubricId).filter((a) => !type || a.association_type === type);
  return {
    assessments: assessments?.map((assessment) => assessmentJson(assessment, includes.style)),
    associations,
  };
}

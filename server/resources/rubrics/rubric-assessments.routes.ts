import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../canvas/context';
import { nowIso } from '../../canvas/dates';
import { fieldError, forbidden, notFound, parameterMissing, unsupportedParameter, validationFailed } from '../../canvas/errors';
import { pathId } from '../../canvas/ids';
import { isTree, type ParamTree } from '../../canvas/params';
import { json } from '../../canvas/respond';
import { listActiveAssignments } from '../assignments/assignments.store';
import { loadCourse, type LoadedCourse } from '../courses/course-access';
import { requireVisibleStudent } from '../submissions/submission-grade.routes';
import { saveGrade } from '../submissions/submission-grade-save';
import { findLiveSubmission, touchSubmission } from '../submissions/submission-grade.store';
import { loadUsers } from '../submissions/submissions.store';
import { avatarUrl } from '../users/user-row';
import type { AssessmentRow, AssociationRow } from './rubric-row';
import { fullAssessmentJson } from './rubric.serialize';
import { assessmentOf, deleteAssessment, findAssessment, findAssociation } from './rubrics.store';

/** Keys of the rubric_assessment block that are not criteria (RubricAssessmentsController). */
const NOT_CRITERIA = new Set(['user_id', 'assessment_type', 'anonymous_id']);

/** The assignment a grading association grades, for a caller who may grade it (manage_grades). */
function loadGraded(c: AppContext) {
  const loaded = loadCourse(c);
  const association = findAssociation(c.get('deps').db, loaded.course.id, pathId(c, 'rubric_association_id'));
  if (!association) throw notFound();
  if (!loaded.access.rights.has('manage_grades')) throw forbidden();
  const [assignment] = association.association_type === 'Assignment' ? listActiveAssignments(c.get('deps').db, loaded.course.id, [association.association_id]) : [];
  if (!assignment || association.purpose !== 'grading') {
    throw validationFailed(fieldError('rubric_association_id', 'invalid', 'Only a rubric that grades an assignment can be assessed'));
  }
  return { loaded, association, assignment };
}

/**
 * rubric_assessment[criterion_<id>][points|rating_id|comments] as the grade PUT's rubric_assessment[<id>][…]: both
 * forms go through the same saving code. Only grading assessments are kept: the parameter table refuses peer
 * reviews, provisional grades and anonymous ids by name (rubrics.parameters.ts), and any other type is refused here.
 */
function criteriaBlock(params: ParamTree): { block: ParamTree; userId: number | undefined } {
  const raw = params.rubric_assessment;
  if (!isTree(raw)) throw parameterMissing('rubric_assessment');
  const type = raw.assessment_type;
  if (type !== undefined && type !== 'grading') throw unsupportedParameter(`rubric_assessment[assessment_type]=${typeof type === 'string' ? type : 'other'}`);
  const block = Object.fromEntries(
    Object.entries(raw).filter(([key]) => !NOT_CRITERIA.has(key)).map(([key, value]) => [key.replace(/^criterion_/, ''), value]),
  );
  const userId = Number(raw.user_id);
  return { block, userId: Number.isSafeInteger(userId) && userId > 0 ? userId : undefined };
}

function answer(c: AppContext, association: AssociationRow, assessment: AssessmentRow) {
  const assessor = loadUsers(c.get('deps').db, [assessment.assessor_id]).get(assessment.assessor_id);
  return json(c, fullAssessmentJson(assessment, association, { name: assessor?.name ?? '', avatarUrl: assessor ? avatarUrl(c, assessor) : null }));
}

/** Saves through the grade PUT's code (one transaction, the score on a rubric used for grading, the history). */
function assess(c: AppContext, loaded: LoadedCourse, association: AssociationRow, assignmentId: number, userId: number, block: ParamTree) {
  const { db } = c.get('deps');
  requireVisibleStudent(c, loaded, userId);
  const [assignment] = listActiveAssignments(db, loaded.course.id, [assignmentId]);
  const row = assignment && findLiveSubmission(db, assignment.id, userId);
  if (!assignment || !row) throw notFound();
  saveGrade(c, row, assignment, { grade: undefined, comment: undefined, expectedUpdatedAt: undefined, includes: new Set(), rubricAssessment: block }, { instructor: true });
  const saved = assessmentOf(db, association.id, row.id);
  if (!saved) throw new Error('the assessment just written is missing');
  return answer(c, association, saved);
}

/** RubricAssessmentsController: a grader's assessment of a student's submission under an assignment's rubric. */
export function rubricAssessmentRoutes(): Hono<AppEnv> {
  const base = '/courses/:course_id/rubric_associations/:rubric_association_id/rubric_assessments';
  return new Hono<AppEnv>()
    .post(base, (c) => {
      const { loaded, association, assignment } = loadGraded(c);
      const { block, userId } = criteriaBlock(c.get('params'));
      if (userId === undefined) throw validationFailed(fieldError('user_id', 'blank', 'rubric_assessment[user_id] names no student'));
      return assess(c, loaded, association, assignment.id, userId, block);
    })
    .put(`${base}/:id`, (c) => {
      const { loaded, association, assignment } = loadGraded(c);
      const existing = findAssessment(c.get('deps').db, association.id, pathId(c, 'id'));
      if (!existing) throw notFound();
      const { block } = criteriaBlock(c.get('params'));
      return assess(c, loaded, association, assignment.id, existing.user_id, block);
    })
    .delete(`${base}/:id`, (c) => {
      const { loaded, association } = loadGraded(c);
      const { db } = c.get('deps');
      const existing = findAssessment(db, association.id, pathId(c, 'id'));
      if (!existing) throw notFound();
      requireVisibleStudent(c, loaded, existing.user_id);
      db.transaction(() => {
        deleteAssessment(db, existing.id);
        touchSubmission(db, existing.artifact_id, nowIso());
      }).immediate();
      return answer(c, association, existing);
    });
}

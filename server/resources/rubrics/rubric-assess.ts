import type { AppContext, Db } from '../../canvas/context';
import { fieldError, validationFailed } from '../../canvas/errors';
import { isTree, type ParamTree, type ParamValue } from '../../canvas/params';
import type { AssignmentRow } from '../assignments/assignment-row';
import { applyGradeChange } from '../submissions/grade-change';
import type { GradingScheme } from '../submissions/grading-scheme';
import { updateGrade } from '../submissions/submission-grade.store';
import type { SubmissionRow } from '../submissions/submission-row';
import { loadAssignmentRubrics, type AssignmentRubric } from './assignment-rubrics';
import { criteriaOf, type AssessedRating, type Criterion } from './rubric-row';
import { upsertAssessment } from './rubrics.store';

/** An assessment checked against its rubric, ready to write to each submission it grades. */
export type PreparedAssessment = AssignmentRubric & { ratings: AssessedRating[]; score: number | null };

const invalid = (name: string, message: string) => validationFailed(fieldError(name, 'invalid', message));

function pointsOf(value: ParamValue | undefined, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw invalid(name, `${name} must be a number`);
  return n;
}

const textOf = (value: ParamValue | undefined, name: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw invalid(name, `${name} must be text`);
  return value;
};

/**
 * The rating a number of points falls on (RubricAssociation#assess): the rating worth exactly that, or on a range
 * criterion the rating whose band holds it (above the next rating's points, up to its own).
 */
function ratingAt(criterion: Criterion, points: number) {
  const exact = criterion.ratings.find((r) => Math.abs(r.points - points) < Number.EPSILON);
  if (exact || !criterion.criterion_use_range) return exact;
  return criterion.ratings.find((r, i) => r.points > points && (criterion.ratings[i + 1]?.points ?? 0) < points);
}

/**
 * One criterion's entry: `rating_id` must be one of the criterion's ratings; points run from 0 to the criterion's
 * (a range criterion takes any value in between, a fixed one too, as Canvas's free points box does). A rating
 * given without points scores its points; points given without a rating find theirs.
 */
function assessCriterion(criterion: Criterion, node: ParamValue, name: string): AssessedRating {
  if (!isTree(node)) throw invalid(name, `${name} must be an object`);
  const ratingId = textOf(node.rating_id, `${name}[rating_id]`);
  const chosen = ratingId === undefined ? undefined : criterion.ratings.find((r) => r.id === ratingId);
  if (ratingId !== undefined && !chosen) throw invalid(`${name}[rating_id]`, `${name}[rating_id] is not a rating of criterion ${criterion.id}`);
  const points = pointsOf(node.points, `${name}[points]`) ?? chosen?.points;
  if (points !== undefined && (points < 0 || points > criterion.points)) {
    throw invalid(`${name}[points]`, `${name}[points] must be between 0 and ${criterion.points}`);
  }
  const rating = chosen ?? (points === undefined ? undefined : ratingAt(criterion, points));
  return {
    id: rating?.id ?? null,
    criterion_id: criterion.id,
    ...(points === undefined ? {} : { points }),
    description: textOf(node.description, `${name}[description]`) ?? rating?.description ?? 'No details',
    comments: textOf(node.comments, `${name}[comments]`) ?? null,
    comments_enabled: true,
    ...(criterion.ignore_for_scoring ? { ignore_for_scoring: true as const } : {}),
  };
}

/** Canvas's score: the points given on scored criteria, or none when no criterion has points. */
function scoreOf(ratings: AssessedRating[]): number | null {
  const scored = ratings.filter((r) => r.points !== undefined && !r.ignore_for_scoring);
  return scored.length === 0 ? null : Math.round(scored.reduce((sum, r) => sum + (r.points ?? 0), 0) * 10_000) / 10_000;
}

/**
 * Checks `rubric_assessment[<criterion id>][points|rating_id|comments]` against the assignment's grading rubric.
 * Every key must name a criterion (`name` is how the request spelled the block, for the error). A partial
 * assessment is kept as given: the criteria left out have no rating, as in Canvas, where an assessment's data
 * is replaced by the criteria sent.
 */
export function prepareAssessment(db: Db, assignment: AssignmentRow, block: ParamTree, name = 'rubric_assessment'): PreparedAssessment {
  const found = loadAssignmentRubrics(db, [assignment.id]).get(assignment.id);
  if (!found) throw invalid(name, 'This assignment has no rubric to assess with');
  const criteria = new Map(criteriaOf(found.rubric).map((criterion) => [criterion.id, criterion]));
  const entries = Object.entries(block);
  if (entries.length === 0) throw invalid(name, 'invalid rubric_assessment');
  const ratings = entries.map(([key, node]) => {
    const criterion = criteria.get(key);
    if (!criterion) throw invalid(`${name}[${key}]`, `${name}[${key}] is not a criterion of this rubric`);
    return assessCriterion(criterion, node, `${name}[${key}]`);
  });
  const order = [...criteria.keys()];
  ratings.sort((a, b) => order.indexOf(a.criterion_id) - order.indexOf(b.criterion_id));
  return { ...found, ratings, score: scoreOf(ratings) };
}

/**
 * Writes the assessment of one submission and, on a rubric used for grading, makes its total the score
 * (RubricAssessment#update_artifact), as points even where a band of the scheme has that number for its name.
 * Runs inside the caller's transaction.
 */
export function applyAssessment(
  c: AppContext, prepared: PreparedAssessment, row: SubmissionRow, assignment: AssignmentRow, now: string, scheme: GradingScheme,
): void {
  const { db } = c.get('deps');
  const callerId = c.get('caller').id;
  upsertAssessment(db, prepared.association.id, row.id, {
    rubric_id: prepared.rubric.id, user_id: row.user_id, assessor_id: callerId, artifact_attempt: row.attempt,
    score: prepared.score, data: JSON.stringify(prepared.ratings),
  }, now);
  if (!prepared.association.use_for_grading || prepared.score === null || prepared.score === row.score) return;
  updateGrade(db, row.id, { ...applyGradeChange(row, assignment, { posted_grade: String(prepared.score) }, callerId, now, { scheme, preferPoints: true }), updated_at: now });
}

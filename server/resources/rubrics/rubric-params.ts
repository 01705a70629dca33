import { toCanvasBoolean } from '../../canvas/coerce';
import { fieldError, unsupportedParameter, validationFailed } from '../../canvas/errors';
import { isTree, type ParamTree, type ParamValue } from '../../canvas/params';
import type { Criterion, Rating } from './rubric-row';

/**
 * Reads Canvas's bracketed rubric form (RubricsController#create/update, Rubric#generate_criteria):
 * rubric[title], rubric[free_form_criterion_comments], rubric[hide_score_total], rubric[hide_points] and
 * rubric[criteria][n][description|long_description|id|criterion_use_range|ratings][m][description|long_description|points|id].
 * Criteria come in the order of their index keys; each one's ratings are kept highest points first, and its points
 * are its best rating's, as Canvas keeps them. Unlike Canvas's to_f, a point value that is not a number is refused
 * by name (docs/decisions/0053-rubrics.md).
 */

export type RubricInput = {
  /** Absent when the request left it out: a create names the rubric after the course, an edit keeps its title. */
  title: string | undefined;
  criteria: CriterionInput[] | undefined;
  freeFormComments: boolean | undefined;
  hideScoreTotal: boolean | undefined;
  hidePoints: boolean | undefined;
};

type RatingInput = { id: string | undefined; description: string; long_description: string; points: number };
export type CriterionInput = Omit<Criterion, 'id' | 'ratings' | 'points'> & { id: string | undefined; ratings: RatingInput[] };

const invalid = (name: string, message: string) => validationFailed(fieldError(name, 'invalid', message));

/** A Rails index map (`[0]`, `[1]`…) or a JSON array, as [key, value] pairs in index order. */
function indexed(value: ParamValue | undefined, name: string): [string, ParamValue][] {
  if (value === undefined || value === null || value === '') return [];
  const pairs: [string, ParamValue][] = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : isTree(value) ? Object.entries(value) : [];
  if (!Array.isArray(value) && !isTree(value)) throw invalid(name, `${name} must be a list`);
  const order = (key: string) => (/^-?\d+$/.test(key) ? Number(key) : Number.NEGATIVE_INFINITY);
  return pairs.sort(([a], [b]) => order(a) - order(b));
}

const text = (value: ParamValue | undefined, name: string): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw invalid(name, `${name} must be text`);
  return value;
};

function points(value: ParamValue | undefined, name: string): number {
  if (value === undefined || value === null || value === '') return 0;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw invalid(name, `${name} must be a number`);
  return n;
}

const flag = (value: ParamValue | undefined) => (value === undefined ? undefined : toCanvasBoolean(value) === true);

const optionalId = (value: ParamValue | undefined, name: string) => text(value, name)?.trim() || undefined;

function rating(node: ParamValue, name: string): RatingInput {
  if (!isTree(node)) throw invalid(name, `${name} must be a rating`);
  return {
    id: optionalId(node.id, `${name}[id]`),
    description: text(node.description, `${name}[description]`)?.trim() || 'No Description',
    long_description: text(node.long_description, `${name}[long_description]`)?.trim() ?? '',
    points: points(node.points, `${name}[points]`),
  };
}

/** Highest points first; ties by description, as Rubric#generate_criteria sorts them. */
const byPointsThenDescription = (a: RatingInput, b: RatingInput) => b.points - a.points || a.description.localeCompare(b.description);

function criterion(node: ParamValue, name: string): CriterionInput {
  if (!isTree(node)) throw invalid(name, `${name} must be a criterion`);
  if (node.learning_outcome_id !== undefined && node.learning_outcome_id !== '') throw unsupportedParameter(`${name}[learning_outcome_id]`);
  // The points a client sends for a criterion are checked, but as in Canvas its best rating decides them.
  points(node.points, `${name}[points]`);
  return {
    id: optionalId(node.id, `${name}[id]`),
    description: text(node.description, `${name}[description]`)?.trim() || 'No Description',
    long_description: text(node.long_description, `${name}[long_description]`)?.trim() ?? '',
    criterion_use_range: toCanvasBoolean(node.criterion_use_range) === true,
    ratings: indexed(node.ratings, `${name}[ratings]`)
      .map(([key, value]) => rating(value, `${name}[ratings][${key}]`))
      .sort(byPointsThenDescription),
  };
}

export function parseRubricInput(params: ParamTree): RubricInput | undefined {
  const block = params.rubric;
  if (block === undefined) return undefined;
  if (!isTree(block)) throw invalid('rubric', 'rubric must be an object');
  const title = text(block.title, 'rubric[title]');
  if (title !== undefined && title.trim() === '') throw validationFailed(fieldError('title', 'blank', "can't be blank"));
  if (title !== undefined && title.length > 255) throw validationFailed(fieldError('title', 'too_long', 'is too long (maximum is 255 characters)'));
  return {
    title: title?.trim(),
    criteria: block.criteria === undefined ? undefined : indexed(block.criteria, 'rubric[criteria]').map(([key, value]) => criterion(value, `rubric[criteria][${key}]`)),
    freeFormComments: flag(block.free_form_criterion_comments),
    hideScoreTotal: flag(block.hide_score_total),
    hidePoints: flag(block.hide_points),
  };
}

/**
 * Rubric#unique_item_id: a criterion or rating keeps the id the client gave unless another item of the rubric
 * already has it; otherwise it gets "<rubric id>_<random number below 10000>", unique within the rubric.
 */
function itemIds(rubricId: number, random: () => number = Math.random) {
  const used = new Set<string>();
  return (wanted: string | undefined): string => {
    let id = wanted;
    while (id === undefined || used.has(id)) id = `${rubricId}_${Math.floor(random() * 10_000)}`;
    used.add(id);
    return id;
  };
}

/** The criteria as stored: ids given, each criterion's points its best rating's (0 without ratings). */
export function buildCriteria(rubricId: number, inputs: CriterionInput[], random?: () => number): Criterion[] {
  const nextId = itemIds(rubricId, random);
  return inputs.map((input) => {
    const id = nextId(input.id);
    const ratings: Rating[] = input.ratings.map((r) => ({
      id: nextId(r.id), criterion_id: id, description: r.description, long_description: r.long_description, points: r.points,
    }));
    const best = ratings.reduce<number | undefined>((max, r) => (max === undefined || r.points > max ? r.points : max), undefined);
    return {
      id, description: input.description, long_description: input.long_description, points: best ?? 0,
      criterion_use_range: input.criterion_use_range, ratings,
    };
  });
}

/** Rubric#total_points_from_criteria, rounded to Canvas's four places. */
export const totalPoints = (criteria: Criterion[]): number =>
  Math.round(criteria.filter((c) => !c.ignore_for_scoring).reduce((sum, c) => sum + c.points, 0) * 10_000) / 10_000;

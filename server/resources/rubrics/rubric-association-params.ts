import { toCanvasBoolean } from '../../canvas/coerce';
import { fieldError, validationFailed } from '../../canvas/errors';
import { isTree, type ParamTree, type ParamValue } from '../../canvas/params';
import type { AssociationRow } from './rubric-row';

/**
 * rubric_association[association_type|association_id|use_for_grading|hide_score_total|hide_points|
 * hide_outcome_results|purpose|title|rubric_id] (RubricAssociationsController, RubricsController).
 * Lectern keeps course rubrics only: the parameter table refuses an Account association by name.
 */
export type AssociationInput = {
  association_type: 'Assignment' | 'Course' | undefined;
  association_id: number | undefined;
  purpose: 'grading' | 'bookmark' | undefined;
  title: string | undefined;
  rubric_id: number | undefined;
  use_for_grading: boolean | undefined;
  hide_score_total: boolean | undefined;
  hide_points: boolean | undefined;
  hide_outcome_results: boolean | undefined;
  /** RubricAssociation's skip_updating_points_possible: leave the assignment's points as they are. */
  skip_updating_points_possible: boolean;
};

/** No change asked: an existing association kept as it is (used to move it onto a copied rubric). */
export const UNCHANGED_ASSOCIATION: AssociationInput = {
  association_type: undefined, association_id: undefined, purpose: undefined, title: undefined, rubric_id: undefined,
  use_for_grading: undefined, hide_score_total: undefined, hide_points: undefined, hide_outcome_results: undefined,
  skip_updating_points_possible: false,
};

const invalid = (name: string, message: string) => validationFailed(fieldError(name, 'invalid', message));

const flag = (value: ParamValue | undefined) => (value === undefined || value === null ? undefined : toCanvasBoolean(value) === true);

function id(value: ParamValue | undefined, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw invalid(name, `${name} must be an id`);
  return n;
}

function oneOf<T extends string>(value: ParamValue | undefined, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw invalid(name, `${name} must be one of ${allowed.join(', ')}`);
}

export function parseAssociationInput(params: ParamTree): AssociationInput | undefined {
  const block = params.rubric_association;
  if (block === undefined) return undefined;
  if (!isTree(block)) throw invalid('rubric_association', 'rubric_association must be an object');
  const title = block.title;
  return {
    association_type: oneOf(block.association_type, ['Assignment', 'Course'] as const, 'rubric_association[association_type]'),
    association_id: id(block.association_id, 'rubric_association[association_id]'),
    purpose: oneOf(block.purpose, ['grading', 'bookmark'] as const, 'rubric_association[purpose]'),
    title: typeof title === 'string' ? title : undefined,
    rubric_id: id(block.rubric_id, 'rubric_association[rubric_id]'),
    use_for_grading: flag(block.use_for_grading),
    hide_score_total: flag(block.hide_score_total),
    hide_points: flag(block.hide_points),
    hide_outcome_results: flag(block.hide_outcome_results),
    skip_updating_points_possible: flag(block.skip_updating_points_possible ?? params.skip_updating_points_possible) ?? false,
  };
}

/** The stored fields after applying the input over what the association had (or Canvas's defaults for a new one). */
export function associationFields(input: AssociationInput, current?: AssociationRow) {
  const type = input.association_type ?? current?.association_type;
  const associationId = input.association_id ?? current?.association_id;
  if (type === undefined || type === 'Account') throw validationFailed(fieldError('association_type', 'blank', "can't be blank"));
  if (associationId === undefined) throw validationFailed(fieldError('association_id', 'blank', "can't be blank"));
  const purpose = input.purpose ?? current?.purpose ?? (type === 'Course' ? 'bookmark' : 'grading');
  return {
    association_type: type,
    association_id: associationId,
    purpose,
    title: input.title ?? current?.title ?? null,
    use_for_grading: input.use_for_grading ?? Boolean(current?.use_for_grading),
    hide_score_total: input.hide_score_total ?? Boolean(current?.hide_score_total),
    hide_points: input.hide_points ?? Boolean(current?.hide_points),
    hide_outcome_results: input.hide_outcome_results ?? Boolean(current?.hide_outcome_results),
  };
}

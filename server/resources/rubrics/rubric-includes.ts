import { z } from 'zod';
import { stringList } from '../../canvas/coerce';
import { fieldError, validationFailed } from '../../canvas/errors';
import type { ParamTree } from '../../canvas/params';
import { parseParams } from '../../canvas/validate';
import type { AssessmentStyle } from './rubric.serialize';

/** RubricsApiController#show's include[] and style, checked as its validate_args checks them. */
const ASSESSMENT_SCOPES = ['assessments', 'graded_assessments', 'peer_assessments'] as const;
const ASSOCIATION_SCOPES = ['associations', 'assignment_associations', 'course_associations', 'account_associations'] as const;
const VALID = [...ASSESSMENT_SCOPES, ...ASSOCIATION_SCOPES] as const;
const STYLES = ['full', 'comments_only'] as const;

type AssessmentScope = (typeof ASSESSMENT_SCOPES)[number];
type AssociationScope = (typeof ASSOCIATION_SCOPES)[number];
export type RubricIncludes = { assessments?: AssessmentScope; associations?: AssociationScope; style: AssessmentStyle };

const showParams = z.object({ include: stringList().optional(), style: z.string().optional() });

const refuse = (attribute: string, message: string) => validationFailed(fieldError(attribute, message, message));

function single<T extends string>(asked: string[], scopes: readonly T[], name: string): T | undefined {
  const found = asked.filter((value): value is T => (scopes as readonly string[]).includes(value));
  if (found.length > 1) throw refuse('include', `cannot list multiple ${name} includes. Multiple given: ${found.join(', ')}`);
  return found[0];
}

export function parseRubricIncludes(params: ParamTree): RubricIncludes {
  const parsed = parseParams(showParams, params);
  const asked = parsed.include ?? [];
  const style = parsed.style;
  if (style !== undefined && !(STYLES as readonly string[]).includes(style)) {
    throw refuse('style', `invalid style requested. Must be one of the following: ${STYLES.join(', ')}`);
  }
  if (asked.some((value) => !(VALID as readonly string[]).includes(value))) {
    throw refuse('include', `invalid include value requested. Must be one of the following: ${VALID.join(', ')}`);
  }
  const associations = single(asked, ASSOCIATION_SCOPES, 'association');
  const assessments = single(asked, ASSESSMENT_SCOPES, 'assessment');
  if (style !== undefined && !assessments) throw refuse('style', 'invalid parameters. Style parameter passed without requesting assessments');
  return { assessments, associations, style: style as AssessmentStyle };
}

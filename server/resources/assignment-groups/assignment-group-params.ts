import { z } from 'zod';
import { canvasInteger, canvasNumber, idList } from '../../canvas/coerce';
import { CanvasError, fieldError, validationFailed } from '../../canvas/errors';
import { isTree, type ParamTree } from '../../canvas/params';
import { parseParams } from '../../canvas/validate';
import type { GradingRules } from './assignment-group-row';

/**
 * The top-level parameters of the assignment group API's create and update (Api::V1::AssignmentGroup's
 * API_ALLOWED_ASSIGNMENT_GROUP_INPUT_FIELDS). Unknown keys are ignored, as Rails' permit does.
 */
const writeSchema = z.object({
  name: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().nullable()).optional(),
  // generate_default_values never lets position become nil.
  position: z.preprocess((v) => (v === '' || v === null ? undefined : v), canvasInteger.optional()),
  group_weight: z.preprocess((v) => (v === '' ? null : v), canvasNumber.nullable()).optional(),
  sis_source_id: z.preprocess((v) => (typeof v === 'number' ? String(v) : v === '' ? null : v), z.string().nullable()).optional(),
});

const rulesSchema = z.object({
  drop_lowest: canvasInteger.optional(),
  drop_highest: canvasInteger.optional(),
  never_drop: idList().optional(),
});

export type AssignmentGroupWrite = {
  name?: string | null;
  position?: number;
  group_weight?: number | null;
  sis_source_id?: string | null;
  /** Replaces the rules when present (rules_hash=). */
  rules?: GradingRules;
  /** Merged into the stored integration data. */
  integration_data?: Record<string, unknown>;
};

/** Canvas's maximum_string_length. */
const MAX_NAME_LENGTH = 255;

/** valid_integration_data?: anything but an object (or absence) is refused with this bare JSON string. */
const invalidIntegrationData = () => new CanvasError(400, 'Invalid integration data');

/** rules_hash= keeps drop_lowest and drop_highest when given (0 included) and every never_drop id; "" clears them. */
function parseRules(value: unknown): GradingRules {
  if (value === '' || value === null) return {};
  if (!isTree(value)) throw validationFailed(fieldError('rules', 'invalid', 'rules must be an object'));
  const parsed = parseParams(rulesSchema, value);
  return {
    ...(parsed.drop_lowest !== undefined ? { drop_lowest: parsed.drop_lowest } : {}),
    ...(parsed.drop_highest !== undefined ? { drop_highest: parsed.drop_highest } : {}),
    ...(parsed.never_drop?.length ? { never_drop: parsed.never_drop } : {}),
  };
}

export function parseAssignmentGroupWrite(params: ParamTree): AssignmentGroupWrite {
  const integration = params.integration_data;
  if (integration !== undefined && integration !== '' && !isTree(integration)) throw invalidIntegrationData();
  const fields = parseParams(writeSchema, params);
  if (fields.name && fields.name.length > MAX_NAME_LENGTH) {
    throw validationFailed(fieldError('name', 'too_long', `is too long (maximum is ${MAX_NAME_LENGTH} characters)`));
  }
  return {
    ...fields,
    ...(params.rules !== undefined ? { rules: parseRules(params.rules) } : {}),
    ...(isTree(integration) ? { integration_data: integration } : {}),
  };
}

/** errors.add(:rules, "text"): Rails uses the text as the error's type too. */
const rulesError = (message: string) => validationFailed(fieldError('rules', message, message));

/** validate_assignment_group_rules, run whenever rules are sent. */
export function checkRules(rules: GradingRules, activeAssignments: number): void {
  const drops = [rules.drop_lowest, rules.drop_highest].filter((n): n is number => n !== undefined);
  if (drops.some((n) => n < 0)) throw rulesError('Drop rules must be a positive number');
  if (drops.some((n) => n > activeAssignments)) throw rulesError('Drop rules cannot be higher than the number of assignments');
}

import { toCanvasBoolean } from '../../canvas/coerce';
import type { FieldError } from '../../canvas/errors';
import { isTree, type ParamTree, type ParamValue } from '../../canvas/params';
import type { GradingScheme } from '../submissions/grading-scheme';

type StandardInput = { title: string | null; scheme: GradingScheme; pointsBased: boolean; scalingFactor: number };
export type ParsedStandard = { ok: true; value: StandardInput } | { ok: false; errors: Record<string, FieldError[]> };

const MAX_NAME = 255;

const text = (value: ParamValue | undefined): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** grading_scheme_entry[] sent as a list or Rails-style with index keys; entries without both name and value are skipped. */
function entryList(raw: ParamValue | undefined): ParamTree[] {
  const items = Array.isArray(raw) ? raw : isTree(raw) ? Object.values(raw) : [];
  return items.filter(isTree);
}

/**
 * GradingStandard#standard_data=: each value is a percentage stored as a fraction rounded to four places, the
 * entries sorted from the highest bound down, a later duplicate name replacing an earlier one.
 */
function schemeOf(raw: ParamValue | undefined): GradingScheme {
  const byName = new Map<string, number>();
  for (const entry of entryList(raw)) {
    const name = text(entry.name);
    const value = Number.parseFloat(text(entry.value) ?? '');
    if (name === undefined || text(entry.value) === undefined) continue;
    byName.set(name, Math.round(((Number.isFinite(value) ? value : 0) / 100) * 10000) / 10000);
  }
  return [...byName.entries()].sort((a, b) => b[1] - a[1]);
}

/** The model's validations, with its messages: the error list Canvas renders as the 400 body. */
function schemeErrors(scheme: GradingScheme): string[] {
  if (scheme.length === 0) return ["can't be blank"];
  const bounds = scheme.map(([, bound]) => bound);
  const messages: string[] = [];
  if (bounds.some((bound) => bound < 0)) messages.push('grading scheme values cannot be negative');
  if (new Set(bounds).size !== bounds.length) messages.push('grading scheme cannot contain duplicate values');
  if (scheme.some(([name]) => name.length > MAX_NAME)) messages.push('a grading scheme name is too long');
  if (!bounds.includes(0)) messages.push('grading schemes must have 0% for the lowest grade');
  return messages;
}

/** A create's title, entries, points_based and scaling_factor, or the field errors Canvas answers with. */
export function parseStandard(params: ParamTree): ParsedStandard {
  const scheme = schemeOf(params.grading_scheme_entry);
  const pointsBased = toCanvasBoolean(params.points_based) === true;
  const factor = Number.parseFloat(text(params.scaling_factor) ?? '1');
  const errors: Record<string, FieldError[]> = {};
  const messages = schemeErrors(scheme);
  if (messages.length > 0) errors.data = messages.map((message) => ({ attribute: 'data', type: 'invalid', message }));
  if (pointsBased && !(factor > 0)) {
    errors.scaling_factor = [{ attribute: 'scaling_factor', type: 'invalid', message: 'must be greater than 0' }];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // A percentage scheme's factor is always 1: Canvas keeps it fixed for them.
  return { ok: true, value: { title: text(params.title) ?? null, scheme, pointsBased, scalingFactor: pointsBased ? factor : 1 } };
}

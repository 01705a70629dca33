import type { FieldError } from '../../canvas/errors';
import type { ParamValue } from '../../canvas/params';

/** Readers shared by the `assignment[...]` parsers: each records Canvas's model error and yields undefined on bad input. */

export type Errors = Record<string, FieldError[]>;

/** errors.add(attribute, "text"): Rails uses the text as the error's type too. */
export function add(errors: Errors, attribute: string, message: string, type = message): void {
  (errors[attribute] ??= []).push({ attribute, type, message });
}

export const text = (value: ParamValue): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** A Rails id attribute: blank is nil, digits are the id, anything else finds nothing. */
export function optionalId(value: ParamValue): number | null {
  const raw = text(value)?.trim();
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/** A numeric attribute: blank is nil; anything else that is not a number is the model's not_a_number error. */
export function readNumber(value: ParamValue, field: string, errors: Errors, options: { integer?: boolean } = {}): number | null | undefined {
  const raw = text(value)?.trim();
  if (value === null || raw === '') return null;
  const n = raw === undefined ? NaN : Number(raw);
  if (!Number.isFinite(n) || (options.integer && !Number.isInteger(n))) {
    add(errors, field, 'is not a number', 'not_a_number');
    return undefined;
  }
  return n;
}

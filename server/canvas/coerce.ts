import { z } from 'zod';

const TRUE_WORDS = new Set(['true', 't', 'yes', 'y', 'on', '1']);
const FALSE_WORDS = new Set(['false', 'f', 'no', 'n', 'off', '0', '']);

/** Canvas::Plugin.value_to_boolean: the words Canvas reads as true or false; other strings by integer value. */
export function toCanvasBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  const n = Number.parseInt(word, 10);
  return Number.isNaN(n) ? false : n !== 0;
}

/** A few parameters (enroll_me, force) react only to the exact string "true". */
export const isExactlyTrue = (value: unknown): boolean => value === 'true';

export const canvasBoolean = z.preprocess((v) => toCanvasBoolean(v) ?? v, z.boolean());

/** An id given as a number or a string of digits. */
export const canvasId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
);

/** A whole number given as a number or a string of digits (a leading minus allowed). */
export const canvasInteger = z.preprocess(
  (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number().int(),
);

/** A decimal given as a number or a numeric string (zod 4 numbers refuse NaN and infinities). */
export const canvasNumber = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(v) ? Number(v) : v),
  z.number(),
);

/** `key[]=a&key[]=b`, a single `key=a`, or where Canvas allows it a comma string `key=a,b`. */
export const stringList = (options: { comma?: boolean } = {}) =>
  z.preprocess((v: unknown): unknown => {
    if (v === undefined || v === null || v === '') return [];
    if (typeof v === 'string') return options.comma ? v.split(',').map((s) => s.trim()).filter(Boolean) : [v];
    if (Array.isArray(v)) return v.map((item: unknown) => (typeof item === 'number' ? String(item) : item));
    if (typeof v === 'number') return [String(v)];
    return v;
  }, z.array(z.string()));

export const idList = (options: { comma?: boolean } = {}) =>
  stringList(options).pipe(z.array(z.string().regex(/^\d+$/, 'must be numeric ids').transform(Number)));

/** A text parameter: numbers are accepted as their string form, as Rails would. */
export const canvasString = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string());

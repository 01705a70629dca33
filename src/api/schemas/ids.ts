import { z } from 'zod/mini';

/**
 * A Canvas id, opaque to the app. Canvas sends JSON integers by default and strings when asked with
 * `Accept: application/json+canvas-string-ids` (docs/canvas-contract.md §1.4); hosted Canvas's cross-shard ids exceed
 * 2^53, so a number would lose digits. The app always asks for strings and accepts either, keeping a string.
 */
export type CanvasId = string;

/**
 * Either wire form is read. The input is typed as the number the embedded server sends without the header, which
 * is what the strict contracts (typed by input) hand back to server tests; a string arrives fine all the same.
 */
const wireId = z.custom<number>(
  (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0) || (typeof value === 'string' && value.length > 0),
  { message: 'Expected a Canvas id (a number or a string)' },
);

export const canvasId = z.pipe(wireId, z.transform((id: number): CanvasId => String(id)));

/** ISO 8601 timestamps stay strings: Canvas sends `Z` but fixtures show offsets too (§1.5). */
export const isoDateTime = z.string();

/**
 * Orders ids as the numbers they spell without turning them into numbers (a 17-digit shard id would lose
 * digits): a shorter digit string is smaller, equal lengths compare as text, so "9" < "10". The only way the
 * app sorts by id.
 */
export function compareIds(a: CanvasId, b: CanvasId): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** An id read from a URL or a form: Canvas's ids are digits (a shard id has 17 or more), anything else is none. */
export function idFromText(value: string | null | undefined): CanvasId | undefined {
  return value != null && /^\d{1,30}$/.test(value) ? value : undefined;
}

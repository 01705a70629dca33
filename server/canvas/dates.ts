import { badRequest } from './errors';

/** Canvas renders times in UTC with whole seconds: 2024-02-21T06:59:59Z. */
export function toCanvasTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const nowIso = (): string => toCanvasTime(new Date());

const isoLike = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Reads a date parameter. `undefined` means "not sent"; `null` means "clear" (Canvas treats "" as null).
 * Bare times without an offset are read as UTC, the server's only zone.
 */
export function parseDateParam(value: unknown, field: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !isoLike.test(value.trim())) throw invalidDate(field);
  const text = value.trim();
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  const withTime = text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T');
  const date = new Date(hasZone ? withTime : `${withTime}Z`);
  if (Number.isNaN(date.getTime())) throw invalidDate(field);
  return toCanvasTime(date);
}

const invalidDate = (field: string) => badRequest(`Invalid datetime for ${field}`);

import { nowDate } from './clock';
import { badRequest } from './errors';

/** Canvas renders times in UTC with whole seconds: 2024-02-21T06:59:59Z. */
export function toCanvasTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const nowIso = (): string => toCanvasTime(nowDate());

const isoLike = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Reads a date parameter. `undefined` means "not sent"; `null` means "clear" (Canvas treats "" as null).
 * Bare times without an offset are read as UTC, the server's only zone.
 */
export function parseDateParam(value: unknown, field: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const time = typeof value === 'string' ? isoToCanvasTime(value) : undefined;
  if (time === undefined) throw invalidDate(field);
  return time;
}

/** An ISO 8601 date or date-time as a Canvas time, or undefined when it is not one; bare times are UTC. */
export function isoToCanvasTime(value: string): string | undefined {
  const text = value.trim();
  if (!isoLike.test(text)) return undefined;
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  const withTime = text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T');
  const date = new Date(hasZone ? withTime : `${withTime}Z`);
  return Number.isNaN(date.getTime()) ? undefined : toCanvasTime(date);
}

const invalidDate = (field: string) => badRequest(`Invalid datetime for ${field}`);

const localFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  });

/**
 * `all_day` and `all_day_date` for a due date: Canvas marks 11:59pm in the context's time zone as all-day,
 * and the date is the local calendar date. An unknown zone falls back to UTC.
 */
export function allDayFields(iso: string | null, timeZone: string): { all_day: boolean; all_day_date: string | null } {
  if (!iso) return { all_day: false, all_day_date: null };
  let format: Intl.DateTimeFormat;
  try {
    format = localFormat(timeZone);
  } catch {
    format = localFormat('UTC');
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return {
    all_day: parts.hour === '23' && parts.minute === '59',
    all_day_date: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

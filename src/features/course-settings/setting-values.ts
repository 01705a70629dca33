import { z } from 'zod/mini';
import type { CourseSettingValue } from '@/api/course-settings';
import type { SettingKind } from './setting-definitions';

/**
 * Text-entry settings: what the input shows for a stored value, and zod schemas that turn what was typed
 * into the value PUT /settings expects (or an error message shown under the field).
 */

export type InputKind = Exclude<SettingKind, 'switch'>;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const blankToNull = (value: string) => (value === '' ? null : value);

/** What was typed, trimmed, then checked: every schema below starts here. */
const typed = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), ...checks);

const SCHEMAS: Record<InputKind, z.ZodMiniType<CourseSettingValue, string>> = {
  text: z.pipe(typed(z.maxLength(255, 'Use 255 characters or fewer.')), z.transform(blankToNull)),
  integer: z
    .pipe(
      typed(z.refine((value) => value === '' || /^\d+$/.test(value), 'Enter a whole number, such as 3.')),
      z.transform((value: string) => (value === '' ? null : Number(value))),
    )
    .check(z.refine((value) => value === null || (value >= 1 && value <= 100), 'Enter a number from 1 to 100.')),
  color: z.pipe(
    typed(z.refine((value) => value === '' || HEX.test(value), 'Enter a hex color such as #3B5BDB.')),
    z.transform((value: string) => (value === '' ? null : `#${value.replace(/^#/, '').toUpperCase()}`)),
  ),
  time: z.pipe(
    typed(z.refine((value) => value === '' || TIME.test(value), 'Enter a time such as 11:59 PM.')),
    z.transform((value: string) => {
      // Empty means "use the account's default" (Canvas's `inherit`).
      if (value === '') return 'inherit';
      const [, hours = '00', minutes = '00', seconds] = TIME.exec(value) ?? [];
      // The time input has minute precision; 11:59 PM stands for the end of the day, as in Canvas.
      const fallbackSeconds = hours === '23' && minutes === '59' ? '59' : '00';
      return `${hours}:${minutes}:${seconds ?? fallbackSeconds}`;
    }),
  ),
};

export type ParsedInput = { ok: true; value: CourseSettingValue } | { ok: false; message: string };

export function parseSettingInput(kind: InputKind, text: string): ParsedInput {
  const result = SCHEMAS[kind].safeParse(text);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Check this value.' };
}

/** What the input shows for a stored value. */
export function settingInputText(kind: InputKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'time' && typeof value === 'string') return value.slice(0, 5);
  if (kind === 'color' && typeof value === 'string') return value.toUpperCase();
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/** True when saving `next` would not change the stored value, so no request is needed. */
export function isSameSetting(kind: InputKind, stored: unknown, next: CourseSettingValue): boolean {
  if (kind === 'time') {
    // "inherit" and the default both read back as 23:59:59.
    const normalized = next === 'inherit' ? '23:59:59' : next;
    return normalized === (stored ?? '23:59:59');
  }
  if (kind === 'color' && typeof stored === 'string' && typeof next === 'string') return stored.toUpperCase() === next.toUpperCase();
  return (stored ?? null) === next;
}

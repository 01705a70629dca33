import type { Assignment } from '@/api/schemas/assignment';
import type { GradeEdit } from '@/api/submissions';
import { parseGradeText } from '../../../grade-panel/grade-text';
import { canvasNumber } from '../export/canvas-number';

/** A cell read for an assignment: the grade to send, or why it cannot be sent. */
export type CellReading = { kind: 'edit'; edit: GradeEdit; shown: string; warning?: string } | { kind: 'invalid'; reason: string };

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const NO_SCORE = new Set(['', '-']);

/**
 * Canvas's importer reads "8,5" as 8.5 (a decimal comma from a localized spreadsheet): in a field of digits,
 * separators and an optional %, the last separator is the decimal point and the others are dropped.
 */
function normalizeDecimal(text: string): string {
  if (!/^-?[0-9.,]+%?$/.test(text)) return text;
  const percent = text.endsWith('%') ? '%' : '';
  const digits = percent ? text.slice(0, -1) : text;
  const parts = digits.split(/[,.]/);
  const last = parts.pop() ?? '';
  return (parts.length === 0 ? last : `${parts.join('')}.${last}`) + percent;
}

const isExcuse = (text: string) => /^(ex|excused)$/i.test(text);

/**
 * pass_fail as Canvas's importer translates it (Assignment#score_to_grade): on an assignment worth points, a
 * score above 0 is complete; the words pass through.
 */
function passFailWord(assignment: Assignment, text: string): string {
  if (!NUMBER.test(text)) return text.toLowerCase();
  if ((assignment.points_possible ?? 0) > 0) return Number(text) > 0 ? 'complete' : 'incomplete';
  return 'incomplete';
}

/**
 * A file's cell read as the grade it asks for. A bare number is points for every grading type, as Canvas's
 * posted_grade reads it and as the export writes it; "85%" is a percentage; EX excuses; an empty cell clears.
 */
export function readCell(assignment: Assignment, raw: string): CellReading {
  const text = normalizeDecimal(raw.trim());
  if (NO_SCORE.has(text)) return { kind: 'edit', edit: { posted_grade: '' }, shown: '' };
  if (isExcuse(text)) return { kind: 'edit', edit: { excuse: true }, shown: 'EX' };
  if (assignment.grading_type === 'percent' && NUMBER.test(text)) {
    return { kind: 'edit', edit: { posted_grade: String(Number(text)) }, shown: text };
  }
  const typed = assignment.grading_type === 'pass_fail' ? passFailWord(assignment, text) : text;
  const result = parseGradeText(assignment, typed);
  if (result.kind === 'error') return { kind: 'invalid', reason: result.message };
  return { kind: 'edit', edit: result.edit, shown: typed, ...(result.warning ? { warning: result.warning } : {}) };
}

/** Two decimals, as the export writes scores, so that 7.555 and 7.56 are the same grade. */
const twoDecimals = (text: string) => (NUMBER.test(text) ? (canvasNumber(Number(text)) ?? text) : text);

/**
 * Whether a file's cell asks for what the grade already is (Canvas's no_change_to_value?): the same text, no
 * score on both sides, EX in any case, numbers equal at two decimals, pass_fail compared as complete/incomplete.
 */
export function sameValue(assignment: Assignment, current: string, incoming: string): boolean {
  const before = normalizeDecimal(current.trim());
  const after = normalizeDecimal(incoming.trim());
  if (NO_SCORE.has(before) && NO_SCORE.has(after)) return true;
  if (isExcuse(before) || isExcuse(after)) return isExcuse(before) && isExcuse(after);
  if (NO_SCORE.has(before) || NO_SCORE.has(after)) return false;
  if (assignment.grading_type === 'pass_fail') return passFailWord(assignment, before) === passFailWord(assignment, after);
  return twoDecimals(before).toLowerCase() === twoDecimals(after).toLowerCase();
}

import type { DraftKey } from './comment-drafts';

/**
 * What the grader typed in a student's grade input and the server does not hold yet: not sent, or sent and
 * rejected, unsaved or in conflict. The saving queue rolls a rejected value back in the query cache, so the
 * panel keeps the text itself, until a save of it succeeds or the grader types over it. Per tab (sessionStorage):
 * moving between students and a reload keep it; the durable retry of accepted edits is the saving queue's job.
 */
export interface TypedGrade {
  text: string;
  /** Handed to the saving queue: cleared once that save is done. */
  sent: boolean;
}

const PREFIX = 'lectern:typed-grade';
const storageKey = ({ courseId, assignmentId, userId }: DraftKey) => `${PREFIX}:${courseId}:${assignmentId}:${userId}`;

export function readTypedGrade(key: DraftKey): TypedGrade | undefined {
  try {
    const stored = sessionStorage.getItem(storageKey(key));
    if (!stored) return undefined;
    const parsed = JSON.parse(stored) as Partial<TypedGrade>;
    return typeof parsed.text === 'string' ? { text: parsed.text, sent: parsed.sent === true } : undefined;
  } catch {
    return undefined;
  }
}

export function writeTypedGrade(key: DraftKey, typed: TypedGrade | undefined): void {
  try {
    if (typed) sessionStorage.setItem(storageKey(key), JSON.stringify(typed));
    else sessionStorage.removeItem(storageKey(key));
  } catch {
    // Storage refused: the text stays while the panel shows this student.
  }
}

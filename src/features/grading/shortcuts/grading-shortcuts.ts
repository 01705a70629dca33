import { COMMENT_INPUT_ID, GRADE_INPUT_ID } from '../focus-targets';

/** The grading view's single-key shortcuts (issue 8), as Canvas's SpeedGrader offers j/k and friends. */
export type ShortcutAction = 'next' | 'previous' | 'grade' | 'comment' | 'rubric' | 'help' | 'leave';

const KEYS: Record<string, ShortcutAction> = { j: 'next', n: 'next', k: 'previous', p: 'previous', g: 'grade', c: 'comment', r: 'rubric', '?': 'help' };

/** What the dialog lists, in order. */
export const SHORTCUT_HELP: readonly { keys: string[]; does: string }[] = [
  { keys: ['j', 'n'], does: 'Next student' },
  { keys: ['k', 'p'], does: 'Previous student' },
  { keys: ['g'], does: 'Go to the grade' },
  { keys: ['c'], does: 'Go to the comment box' },
  { keys: ['r'], does: 'Go to the rubric (its first criterion not yet assessed)' },
  { keys: ['1–9'], does: 'On a rubric criterion: pick its first to ninth rating and go to the next criterion' },
  { keys: ['0'], does: 'On a rubric criterion: clear its rating' },
  { keys: ['↑', '↓'], does: 'On a rubric criterion: the previous or next criterion' },
  { keys: ['?'], does: 'Show these shortcuts' },
  { keys: ['Enter'], does: 'In the grade: save it and go back to the page (stays on this student)' },
  { keys: ['Shift+Enter'], does: 'In the grade: save it and go to the next student’s grade' },
  { keys: ['Escape'], does: 'In the grade or the comment: go back to the page; a changed grade is saved, a comment stays a draft' },
];

/** The fields Escape leaves for the view: the rail's search box keeps Escape for clearing itself. */
const LEAVABLE_FIELDS = new Set([GRADE_INPUT_ID, COMMENT_INPUT_ID]);

/** Where typing happens: a key there is text, never a command. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"]')) return true;
  return target instanceof HTMLElement && target.isContentEditable;
}

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'defaultPrevented' | 'isComposing'>;

/**
 * The action a key press asks for, or undefined. Modifier keys belong to the browser and the system; Shift is
 * allowed because "?" needs it on most layouts.
 */
export function shortcutFor(event: KeyEventLike): ShortcutAction | undefined {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (event.key === 'Escape') return event.target instanceof Element && LEAVABLE_FIELDS.has(event.target.id) ? 'leave' : undefined;
  if (isTypingTarget(event.target)) return undefined;
  // A modal (this list, a conflict prompt) traps focus, so its keys are its own.
  if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) return undefined;
  return KEYS[event.key];
}

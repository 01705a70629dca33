/** Elements the grading shortcuts move focus to: `g` the grade, `c` the comment, Escape the view itself. */
export const GRADE_INPUT_ID = 'grading-grade-input';
export const COMMENT_INPUT_ID = 'grading-comment-input';
export const GRADING_HEADING_ID = 'grading-heading';
export const RUBRIC_ID = 'grading-rubric';

/** `g` lands on the grade ready to be typed over, as a grader moving from student to student expects. */
export function focusGrade(): void {
  const input = document.getElementById(GRADE_INPUT_ID);
  input?.focus();
  if (input instanceof HTMLInputElement) input.select();
}

/**
 * Leaves a field for the view (its heading, which names the student), so the single-key shortcuts work again.
 * Leaving the grade field saves what it holds, as leaving it by Tab does.
 */
export function focusView(): void {
  document.getElementById(GRADING_HEADING_ID)?.focus();
}

/** `r` lands on the rubric's tab stop: the first criterion not yet assessed when the student was opened. */
export function focusRubric(): void {
  document.getElementById(RUBRIC_ID)?.querySelector<HTMLElement>('[role="group"][tabindex="0"]')?.focus();
}

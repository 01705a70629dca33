/** Elements the grading shortcuts move focus to: `g` the grade, `c` the comment. */
export const GRADE_INPUT_ID = 'grading-grade-input';
export const COMMENT_INPUT_ID = 'grading-comment-input';

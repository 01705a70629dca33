import { useRef, useState, type KeyboardEvent } from 'react';
import type { Assignment } from '@/api/schemas/assignment';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { Button } from '@/components/button';
import { GRADE_INPUT_ID, focusView } from '../focus-targets';
import { useGradeSaving } from '../saving/grade-saving';
import { GradeSaveStatus } from './grade-save-status';
import { gradeHint, gradeInputValue, parseGradeText } from './grade-text';
import { useTypedGrade } from './use-typed-grade';
import type { CanvasId } from '@/api/schemas/ids';

export interface GradeInputProps {
  courseId: CanvasId;
  assignment: Assignment;
  submission: SubmissionDetail;
  studentLabel: string;
  /** Shift+Enter, once the grade is saved: the next student. Without it, Shift+Enter is Enter. */
  onSaveAndNext?: () => void;
}

type Feedback = { kind: 'error'; message: string } | { kind: 'warning'; message: string; text: string };
type Trigger = 'enter' | 'blur' | 'confirm';

const HINT_ID = `${GRADE_INPUT_ID}-hint`;
const FEEDBACK_ID = `${GRADE_INPUT_ID}-feedback`;

/**
 * The grade for the assignment's grading type. Saves on Enter (focus then returns to the view, so j/k work), on
 * Shift+Enter (and moves to the next student's grade), on leaving the field (Escape or Tab) and on picking a
 * pass/fail option with the pointer, never per keystroke: arrows in the pass/fail select only choose, as browsing
 * options must not write each one passed over. Out-of-range values wait for a second Enter or "Save anyway"; text
 * the server cannot read is refused here and keeps the focus. The panel keys this by student.
 */
export function GradeInput({ courseId, assignment, submission, studentLabel, onSaveAndNext }: GradeInputProps) {
  const saving = useGradeSaving();
  const userId = submission.user_id;
  const state = saving.stateOf(userId);
  const { typed, setTyped, markSent } = useTypedGrade({ courseId, assignmentId: assignment.id, userId }, state);
  const [feedback, setFeedback] = useState<Feedback>();
  const serverValue = gradeInputValue(assignment, submission);
  const text = typed?.text ?? serverValue;
  const label = `Grade for ${studentLabel}`;
  // The text handed to the saving queue by this render's key press: the blur that leaving the field causes at once
  // still sees the state of before the press, and must not save it a second time.
  const handedOver = useRef<string>(undefined);
  // A key is down in the pass/fail select: its change is browsing, not a choice (see onChange).
  const browsing = useRef(false);

  /** Saves the text if it changed; true when nothing holds the grader in the field (no error, no warning to confirm). */
  const commit = (value: string, trigger: Trigger): boolean => {
    const resend = trigger === 'enter' && state === 'rejected';
    if (!typed || (typed.sent && !resend) || (handedOver.current === value && !resend)) return true;
    if (value.trim() === serverValue.trim() && !resend) {
      setTyped(undefined);
      setFeedback(undefined);
      return true;
    }
    const result = parseGradeText(assignment, value);
    if (result.kind === 'error') { setFeedback(result); return false; }
    const confirmed = trigger === 'confirm' || (trigger === 'enter' && feedback?.kind === 'warning' && feedback.text === value);
    if (result.warning && !confirmed) { setFeedback({ kind: 'warning', message: result.warning, text: value }); return false; }
    setFeedback(undefined);
    handedOver.current = value;
    markSent(value);
    saving.save(userId, result.edit, submission);
    return true;
  };
  const change = (value: string) => {
    handedOver.current = undefined;
    setTyped({ text: value, sent: false });
    if (feedback?.kind === 'error') setFeedback(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey) {
      browsing.current = event.currentTarget instanceof HTMLSelectElement && event.key !== 'Tab';
      return;
    }
    event.preventDefault();
    if (!commit(event.currentTarget.value, 'enter')) return;
    if (event.shiftKey && onSaveAndNext) onSaveAndNext();
    else focusView();
  };

  if (assignment.grading_type === 'not_graded') {
    return (
      <p id={GRADE_INPUT_ID} tabIndex={-1} className="grade-input__note">
        This assignment is not graded.
      </p>
    );
  }
  const describedBy = [HINT_ID, feedback ? FEEDBACK_ID : ''].filter(Boolean).join(' ');
  return (
    <div className="grade-input">
      <label className="grade-input__label" htmlFor={GRADE_INPUT_ID}>
        {label}
      </label>
      <div className="grade-input__row">
        {assignment.grading_type === 'pass_fail' ? (
          <span className="field__select-wrap">
          <select
            id={GRADE_INPUT_ID}
            className="field__select grade-input__control"
            value={text}
            aria-describedby={describedBy}
            onKeyDown={onKeyDown}
            onKeyUp={() => (browsing.current = false)}
            onChange={(event) => {
              change(event.target.value);
              // Picked from the open list: that is the grader's decision, no Enter needed. Arrows on the closed
              // select only browse; Enter or leaving the field saves what they chose.
              if (!browsing.current) commitAfterChange(event.target.value);
            }}
            onBlur={(event) => commit(event.target.value, 'blur')}
          >
            <option value="">No grade</option>
            <option value="complete">Complete</option>
            <option value="incomplete">Incomplete</option>
            {text === 'EX' ? <option value="EX">Excused</option> : null}
          </select>
          </span>
        ) : (
          <input
            id={GRADE_INPUT_ID}
            className="field__input grade-input__control"
            value={text}
            autoComplete="off"
            spellCheck={false}
            inputMode={assignment.grading_type === 'points' || assignment.grading_type === 'percent' ? 'decimal' : 'text'}
            aria-invalid={feedback?.kind === 'error' || undefined}
            aria-describedby={describedBy}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={(event) => commit(event.target.value, 'blur')}
          />
        )}
        <span id={HINT_ID} className="grade-input__hint">
          {gradeHint(assignment)}
        </span>
        <GradeSaveStatus
          state={state}
          message={saving.messageOf(userId)}
          pending={typed !== undefined && !typed.sent && feedback?.kind !== 'error' && text.trim() !== serverValue.trim()}
          label={label}
        />
      </div>
      {feedback ? (
        <div id={FEEDBACK_ID} className={`grade-input__feedback grade-input__feedback--${feedback.kind}`} role={feedback.kind === 'error' ? 'alert' : 'status'}>
          <span>{feedback.message}</span>
          {feedback.kind === 'warning' ? (
            <Button size="sm" variant="secondary" onPress={() => commit(feedback.text, 'confirm')}>
              Save anyway
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );

  function commitAfterChange(value: string) {
    if (value === serverValue) { setTyped(undefined); return; }
    const result = parseGradeText(assignment, value);
    if (result.kind === 'error') { setFeedback(result); return; }
    handedOver.current = value;
    markSent(value);
    saving.save(userId, result.edit, submission);
  }
}

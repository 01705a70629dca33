import { useState, type KeyboardEvent } from 'react';
import type { Assignment } from '@/api/schemas/assignment';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { Button } from '@/components/button';
import { GRADE_INPUT_ID } from '../focus-targets';
import { useGradeSaving } from '../saving/grade-saving';
import { GradeSaveStatus } from './grade-save-status';
import { DEFAULT_LETTERS, gradeInputValue, parseGradeText } from './grade-text';
import { useTypedGrade } from './use-typed-grade';
import type { CanvasId } from '@/api/schemas/ids';

export interface GradeInputProps {
  courseId: CanvasId;
  assignment: Assignment;
  submission: SubmissionDetail;
  studentLabel: string;
}

type Feedback = { kind: 'error'; message: string } | { kind: 'warning'; message: string; text: string };
type Trigger = 'enter' | 'blur' | 'confirm';

const HINT_ID = `${GRADE_INPUT_ID}-hint`;
const FEEDBACK_ID = `${GRADE_INPUT_ID}-feedback`;

/**
 * The grade for the assignment's grading type. Saves on Enter, on leaving the field and on choosing a pass/fail
 * option, never per keystroke; out-of-range values wait for a second Enter or "Save anyway"; text the server
 * cannot read is refused here. The panel keys this by student, so typed text belongs to one student.
 */
export function GradeInput({ courseId, assignment, submission, studentLabel }: GradeInputProps) {
  const saving = useGradeSaving();
  const userId = submission.user_id;
  const state = saving.stateOf(userId);
  const { typed, setTyped, markSent } = useTypedGrade({ courseId, assignmentId: assignment.id, userId }, state);
  const [feedback, setFeedback] = useState<Feedback>();
  const serverValue = gradeInputValue(assignment, submission);
  const text = typed?.text ?? serverValue;
  const label = `Grade for ${studentLabel}`;

  const commit = (value: string, trigger: Trigger) => {
    const resend = trigger === 'enter' && state === 'rejected';
    if (!typed || (typed.sent && !resend)) return;
    if (value.trim() === serverValue.trim() && !resend) {
      setTyped(undefined);
      setFeedback(undefined);
      return;
    }
    const result = parseGradeText(assignment, value);
    if (result.kind === 'error') { setFeedback(result); return; }
    const confirmed = trigger === 'confirm' || (trigger === 'enter' && feedback?.kind === 'warning' && feedback.text === value);
    if (result.warning && !confirmed) { setFeedback({ kind: 'warning', message: result.warning, text: value }); return; }
    setFeedback(undefined);
    markSent(value);
    saving.save(userId, result.edit, submission);
  };
  const change = (value: string) => {
    setTyped({ text: value, sent: false });
    if (feedback?.kind === 'error') setFeedback(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape takes back text not sent yet; what the saving queue holds is not the input's to drop.
    if (event.key === 'Escape' && typed && !typed.sent) {
      setTyped(undefined);
      setFeedback(undefined);
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit(event.currentTarget.value, 'enter');
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
            onChange={(event) => {
              setTyped({ text: event.target.value, sent: false });
              // Chosen from the list: that is the grader's decision, no Enter needed.
              commitAfterChange(event.target.value);
            }}
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
          {hintFor(assignment)}
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
    markSent(value);
    saving.save(userId, result.edit, submission);
  }
}

function hintFor(assignment: Assignment): string {
  switch (assignment.grading_type) {
    case 'points':
      return `out of ${assignment.points_possible ?? 0}`;
    case 'percent':
      return '%';
    case 'letter_grade':
    case 'gpa_scale':
      return assignment.grading_standard_id ? 'letter grade' : `letter: ${DEFAULT_LETTERS.join(' ')}`;
    default:
      return '';
  }
}

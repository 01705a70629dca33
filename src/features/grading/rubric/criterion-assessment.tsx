import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { CanvasId } from '@/api/schemas/ids';
import type { RubricCriterion } from './rubric-text';
import type { CriterionEdit as Assessed } from '@/api/submissions';
import { chosenRating, criterionName, formatPoints, ratingName, ratingRange } from './rubric-text';

export interface CriterionAssessmentProps {
  /** Whose assessment this is: the typed points and comment belong to them, and are handed over when it changes. */
  studentId: CanvasId;
  criterion: RubricCriterion;
  position: number;
  count: number;
  assessed: Assessed | undefined;
  /** The roving tab stop: only the active criterion is in the Tab order. */
  isActive: boolean;
  ref: Ref<HTMLDivElement>;
  /** Shared description of the keys, read once per criterion. */
  keysHintId: string;
  freeForm: boolean;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onPick: (index: number) => void;
  onChange: (change: Assessed) => void;
}

/**
 * One criterion: its ratings as toggle buttons (click, or the number keys on the focused criterion), its points
 * and the grader's comment. Points and comment are saved on leaving the field and when the student changes, so
 * nothing typed is lost by pressing j.
 */
export function CriterionAssessment(props: CriterionAssessmentProps) {
  const { studentId, criterion, position, count, assessed, isActive, ref, keysHintId, freeForm, onFocus, onKeyDown, onPick, onChange } = props;
  const titleId = useId();
  const chosenId = useId();
  const chosen = chosenRating(criterion, assessed);
  const name = criterionName(criterion);
  const points = assessed?.points;
  const chosenText = describeChosen(criterion, chosen, points);
  return (
    <div
      ref={ref}
      role="group"
      className="rubric-criterion"
      tabIndex={isActive ? 0 : -1}
      aria-labelledby={titleId}
      aria-describedby={`${chosenId} ${keysHintId}`}
      data-criterion-id={criterion.id}
      onFocus={(event) => event.target === event.currentTarget && onFocus()}
      onKeyDown={onKeyDown}
    >
      <div className="rubric-criterion__head">
        <span id={titleId} className="rubric-criterion__title">
          {`${name} (${position} of ${count}, ${formatPoints(criterion.points)} points)`}
        </span>
        <span id={chosenId} className="rubric-criterion__chosen">
          {chosenText}
        </span>
      </div>
      {criterion.long_description ? <p className="rubric-criterion__long">{criterion.long_description}</p> : null}
      <div className="rubric-criterion__ratings">
        {criterion.ratings.map((rating, index) => (
          <button
            key={rating.id}
            type="button"
            tabIndex={-1}
            className="rubric-rating"
            aria-pressed={index === chosen}
            title={rating.long_description || undefined}
            onClick={() => onPick(index)}
          >
            <span className="rubric-rating__key" aria-hidden="true">
              {index < 9 ? index + 1 : ''}
            </span>
            <span className="rubric-rating__name">{ratingName(rating)}</span>
            <span className="rubric-rating__points">{ratingRange(criterion, index)}</span>
            {rating.long_description ? <span className="rubric-rating__long">{rating.long_description}</span> : null}
          </button>
        ))}
      </div>
      <CriterionFields studentId={studentId} name={name} assessed={assessed} freeForm={freeForm} onChange={onChange} />
    </div>
  );
}

/** What the criterion holds now, in words: read after its name when it takes the focus. */
function describeChosen(criterion: RubricCriterion, chosen: number, points: number | null | undefined): string {
  const rating = criterion.ratings[chosen];
  if (rating) return `${ratingName(rating)}, ${formatPoints(points ?? rating.points)} points`;
  return points === null || points === undefined ? 'Not assessed' : `${formatPoints(points)} points`;
}

interface FieldsProps {
  studentId: CanvasId;
  name: string;
  assessed: Assessed | undefined;
  freeForm: boolean;
  onChange: (change: Assessed) => void;
}

/** What is typed for one student and not yet handed to the saver. */
interface Draft {
  points?: string;
  comments?: string;
  pointsError?: string;
}

/**
 * Points (for a range or a free-form rubric) and the comment, kept as typed until they are handed to the saver.
 * The fields stay from student to student (ten comment boxes built anew were most of a rubric's cost per j), so
 * what is typed is kept by student: it goes to that student's saver when the student changes, and points it could
 * not save wait, with the reason, for the grader to come back to them.
 */
function CriterionFields({ studentId, name, assessed, freeForm, onChange }: FieldsProps) {
  const saved = { points: assessed?.points == null ? '' : formatPoints(assessed.points), comments: assessed?.comments ?? '' };
  const [drafts, setDrafts] = useState<Readonly<Record<CanvasId, Draft>>>({});
  const draft = drafts[studentId] ?? {};
  const setDraft = (next: Draft | undefined) =>
    setDrafts(({ [studentId]: _replaced, ...others }) => (next ? { ...others, [studentId]: next } : others));
  const errorId = useId();
  const commit = (): boolean => {
    const change: Assessed = {};
    const { points, comments } = draft;
    if (points !== undefined && points.trim() !== saved.points) {
      const value = points.trim() === '' ? null : Number(points);
      if (value !== null && (!Number.isFinite(value) || value < 0)) {
        setDraft({ ...draft, pointsError: 'Points must be a number, 0 or more.' });
        return false;
      }
      change.points = value;
      change.rating_id = null;
    }
    if (comments !== undefined && comments !== saved.comments) change.comments = comments;
    if (Object.keys(change).length > 0) onChange(change);
    if (drafts[studentId]) setDraft(undefined);
    return true;
  };
  // Leaving the student (j, a click in the rail) comes before any blur: the last render's commit still holds that
  // student's draft and saver when the student changes or the panel goes.
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  });
  useLayoutEffect(() => () => void latestCommit.current(), [studentId]);
  const type = (field: 'points' | 'comments', value: string) => setDraft({ ...draft, [field]: value });
  const backToCriterion = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape' || (event.key === 'Enter' && !event.shiftKey && event.currentTarget instanceof HTMLInputElement)) {
      event.preventDefault();
      if (commit()) event.currentTarget.closest<HTMLElement>('[role="group"]')?.focus();
    }
  };
  return (
    <div className="rubric-criterion__fields">
      {freeForm ? (
        <label className="rubric-criterion__points">
          <span>Points</span>
          <input
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            aria-label={`Points for ${name}`}
            aria-invalid={draft.pointsError ? true : undefined}
            aria-describedby={draft.pointsError ? errorId : undefined}
            value={draft.points ?? saved.points}
            onChange={(event) => type('points', event.target.value)}
            onBlur={commit}
            onKeyDown={backToCriterion}
          />
        </label>
      ) : null}
      <textarea
        className="field__textarea rubric-criterion__comment"
        rows={1}
        aria-label={`Comment on ${name}`}
        placeholder="Comment"
        value={draft.comments ?? saved.comments}
        onChange={(event) => type('comments', event.target.value)}
        onBlur={commit}
        onKeyDown={backToCriterion}
      />
      {draft.pointsError ? (
        <p id={errorId} role="alert" className="rubric-criterion__error">
          {draft.pointsError}
        </p>
      ) : null}
    </div>
  );
}

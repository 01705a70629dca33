import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
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
 * and the grader's comment. Points and comment are saved on leaving the field and when the student changes (the
 * fields are keyed by student, so they unmount), so nothing typed is lost by pressing j.
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
      <CriterionFields key={studentId} name={name} assessed={assessed} freeForm={freeForm} onChange={onChange} />
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
  name: string;
  assessed: Assessed | undefined;
  freeForm: boolean;
  onChange: (change: Assessed) => void;
}

/** Points (for a range or a free-form rubric) and the comment, kept as typed until they are handed to the saver. */
function CriterionFields({ name, assessed, freeForm, onChange }: FieldsProps) {
  const saved = { points: assessed?.points == null ? '' : formatPoints(assessed.points), comments: assessed?.comments ?? '' };
  const [points, setPoints] = useState<string>();
  const [comments, setComments] = useState<string>();
  const [pointsError, setPointsError] = useState<string>();
  const errorId = useId();
  const commit = (): boolean => {
    const change: Assessed = {};
    if (points !== undefined && points.trim() !== saved.points) {
      const value = points.trim() === '' ? null : Number(points);
      if (value !== null && (!Number.isFinite(value) || value < 0)) {
        setPointsError('Points must be a number, 0 or more.');
        return false;
      }
      change.points = value;
      change.rating_id = null;
    }
    if (comments !== undefined && comments !== saved.comments) change.comments = comments;
    setPointsError(undefined);
    if (Object.keys(change).length > 0) onChange(change);
    setPoints(undefined);
    setComments(undefined);
    return true;
  };
  // Leaving the student (j, a click in the rail) unmounts the panel before any blur: save what is typed.
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => () => void latestCommit.current(), []);
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
            aria-invalid={pointsError ? true : undefined}
            aria-describedby={pointsError ? errorId : undefined}
            value={points ?? saved.points}
            onChange={(event) => setPoints(event.target.value)}
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
        value={comments ?? saved.comments}
        onChange={(event) => setComments(event.target.value)}
        onBlur={commit}
        onKeyDown={backToCriterion}
      />
      {pointsError ? (
        <p id={errorId} role="alert" className="rubric-criterion__error">
          {pointsError}
        </p>
      ) : null}
    </div>
  );
}

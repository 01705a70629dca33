import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Assignment } from '@/api/schemas/assignment';
import type { RubricCriterion } from './rubric-text';
import type { CriterionEdit as Assessed } from '@/api/submissions';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import '@/styles/grading-rubric.css';
import { RUBRIC_ID, focusView } from '../focus-targets';
import { useGradeSaving } from '../saving/grade-saving';
import { CriterionAssessment } from './criterion-assessment';
import { rubricKeyFor } from './rubric-keys';
import { criterionName, formatPoints, ratingName } from './rubric-text';
import { assessmentTotal } from './rubric-total';

export interface RubricAssessmentProps {
  assignment: Assignment;
  submission: SubmissionDetail;
  studentLabel: string;
}

/**
 * The assignment's rubric for one student, Gradescope-style: the focused criterion takes number keys for its
 * ratings and arrows move between criteria (docs/decisions/0054-rubric-keyboard.md). Every change is a grade edit of
 * the saving queue (durable, retried, conflict-checked), carrying the whole assessment as Canvas replaces it.
 */
export function RubricAssessment({ assignment, submission, studentLabel }: RubricAssessmentProps) {
  const criteria = assignment.rubric ?? [];
  const saving = useGradeSaving();
  const [active, setActive] = useState(() => firstUnassessed(criteria, submission));
  const [announcement, setAnnouncement] = useState('');
  // The panel stays from student to student (building ten criteria anew on each j was most of a switch's layout);
  // what belongs to one student starts again for the next: the tab stop, the last announcement, the typed fields.
  const [shownFor, setShownFor] = useState(submission.user_id);
  if (shownFor !== submission.user_id) {
    setShownFor(submission.user_id);
    setActive(firstUnassessed(criteria, submission));
    setAnnouncement('');
  }
  const refs = useRef<(HTMLDivElement | null)[]>([]);
  const keysHintId = useId();
  const assessment = submission.rubric_assessment ?? {};
  const total = assessmentTotal(assessment);
  const possible = assignment.rubric_settings?.points_possible ?? criteria.reduce((sum, criterion) => sum + criterion.points, 0);
  const freeForm = assignment.free_form_criterion_comments ?? assignment.rubric_settings?.free_form_criterion_comments ?? false;
  const totalText = `${formatPoints(total)} of ${formatPoints(possible)} points`;

  const save = (criterion: RubricCriterion, change: Assessed) => {
    const next = { ...assessment, [criterion.id]: { ...assessment[criterion.id], ...change } };
    saving.save(submission.user_id, { rubric_assessment: next }, submission);
    return assessmentTotal(next);
  };
  const focusAt = (index: number) => {
    const target = Math.max(0, Math.min(criteria.length - 1, index));
    setActive(target);
    refs.current[target]?.focus();
  };
  const pick = (index: number, criterionIndex: number, advance: boolean) => {
    const criterion = criteria[criterionIndex];
    const rating = criterion?.ratings[index];
    if (!criterion || !rating) return;
    const newTotal = save(criterion, { points: rating.points, rating_id: rating.id });
    const last = criterionIndex === criteria.length - 1;
    setAnnouncement(
      `${criterionName(criterion)}: ${ratingName(rating)}, ${formatPoints(rating.points)} points. Total ${formatPoints(newTotal)} of ${formatPoints(possible)}.` +
        (advance && last ? ' Last criterion.' : ''),
    );
    if (advance && !last) focusAt(criterionIndex + 1);
  };
  const onKeyDown = (criterionIndex: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const criterion = criteria[criterionIndex];
    if (!criterion) return;
    const action = rubricKeyFor(event, criterion.ratings.length);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'pick') pick(action.index, criterionIndex, true);
    else if (action.kind === 'clear') {
      const newTotal = save(criterion, { points: null, rating_id: null });
      setAnnouncement(`${criterionName(criterion)}: cleared. Total ${formatPoints(newTotal)} of ${formatPoints(possible)}.`);
    } else if (action.kind === 'leave') focusView();
    else focusAt({ next: criterionIndex + 1, previous: criterionIndex - 1, first: 0, last: criteria.length - 1 }[action.to]);
  };

  if (criteria.length === 0) return null;
  return (
    <section id={RUBRIC_ID} className="rubric-assessment" aria-label={`Rubric for ${studentLabel}`}>
      <div className="rubric-assessment__head">
        <h2 className="grade-panel__heading">{assignment.rubric_settings?.title ?? 'Rubric'}</h2>
        <p className="rubric-assessment__total">
          <span>Total</span> <strong>{totalText}</strong>
        </p>
      </div>
      <p id={keysHintId} className="rubric-assessment__hint">
        Number keys pick a rating, 0 clears it, up and down arrows move between criteria.
      </p>
      {assignment.use_rubric_for_grading ? <p className="rubric-assessment__note">The rubric total is the grade.</p> : null}
      <div className="rubric-assessment__criteria">
        {criteria.map((criterion, index) => (
          <CriterionAssessment
            key={criterion.id}
            ref={(element) => void (refs.current[index] = element)}
            studentId={submission.user_id}
            criterion={criterion}
            position={index + 1}
            count={criteria.length}
            assessed={assessment[criterion.id]}
            isActive={index === active}
            keysHintId={keysHintId}
            freeForm={freeForm || criterion.criterion_use_range}
            onFocus={() => setActive(index)}
            onKeyDown={onKeyDown(index)}
            onPick={(rating) => pick(rating, index, false)}
            onChange={(change) => save(criterion, change)}
          />
        ))}
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}

/** Where `r` and the first Tab land: the first criterion without a rating, so a half-done rubric resumes there. */
function firstUnassessed(criteria: readonly RubricCriterion[], submission: SubmissionDetail): number {
  const index = criteria.findIndex((criterion) => {
    const assessed = submission.rubric_assessment?.[criterion.id];
    return assessed?.points === undefined;
  });
  return index === -1 ? 0 : index;
}

import { useEffect, useState } from 'react';
import type { GradeSaveState } from '../saving/grade-saving';
import type { DraftKey } from './comment-drafts';
import { readTypedGrade, writeTypedGrade, type TypedGrade } from './typed-grades';

/**
 * The grader's text for one student's grade, kept (typed-grades.ts) until a save of it succeeds: the panel then
 * shows the server's value again. Only a change of the save state (to "saved", or to none) counts, since a queue that answers
 * asynchronously may still report an earlier save's "saved" just after this one was handed over.
 */
export function useTypedGrade(key: DraftKey, state: GradeSaveState | undefined) {
  const [typed, setTyped] = useState<TypedGrade | undefined>(() => readTypedGrade(key));
  const [previousState, setPreviousState] = useState(state);
  if (state !== previousState) {
    setPreviousState(state);
    // Saved, or the saving queue let the edit go (a conflict resolved in favour of the other grader's value).
    if ((state === 'saved' || state === undefined) && typed?.sent) setTyped(undefined);
  }
  const { courseId, assignmentId, userId } = key;
  useEffect(() => writeTypedGrade({ courseId, assignmentId, userId }, typed), [courseId, assignmentId, userId, typed]);
  const markSent = (text: string) => setTyped({ text, sent: true });
  return { typed, setTyped, markSent };
}

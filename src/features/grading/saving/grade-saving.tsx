// STUB (owned by the saving part): replaced by the durable queue. The exported names and types are the contract.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { putGrade, submissionKeys, type GradeEdit } from '@/api/submissions';
import type { Submission } from '@/api/schemas/submission';

/**
 * Per student: a save in flight, done, waiting in the local queue to be retried (offline, 5xx), refused as stale
 * (409: the grader chooses), or refused for good (400/403: `messageOf` says why).
 */
export type GradeSaveState = 'saving' | 'saved' | 'unsaved' | 'conflict' | 'rejected';

export interface GradeSaving {
  /** Saves a grade change for one student; `seen` is the submission as the grader saw it (its updated_at). */
  save: (userId: number, edit: GradeEdit, seen: Submission) => void;
  stateOf: (userId: number) => GradeSaveState | undefined;
  /** Why the last save of this student was rejected, as the server said it. */
  messageOf: (userId: number) => string | undefined;
  /** Grade changes not yet on the server. */
  unsavedCount: number;
}

const GradeSavingContext = createContext<GradeSaving | null>(null);

export function GradeSavingProvider({ courseId, assignmentId, children }: { courseId: number; assignmentId: number; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [states, setStates] = useState(new Map<number, GradeSaveState>());
  const value = useMemo<GradeSaving>(() => {
    const set = (userId: number, state: GradeSaveState) => setStates((old) => new Map(old).set(userId, state));
    return {
      save: (userId, edit, seen) => {
        set(userId, 'saving');
        putGrade(courseId, assignmentId, userId, { submission: edit, expected_updated_at: seen.updated_at })
          .then(() => set(userId, 'saved'))
          .catch(() => set(userId, 'unsaved'))
          .finally(() => void queryClient.invalidateQueries({ queryKey: submissionKeys.assignment(courseId, assignmentId) }));
      },
      stateOf: (userId) => states.get(userId),
      messageOf: () => undefined,
      unsavedCount: [...states.values()].filter((state) => state === 'unsaved').length,
    };
  }, [assignmentId, courseId, queryClient, states]);
  return <GradeSavingContext.Provider value={value}>{children}</GradeSavingContext.Provider>;
}

export function useGradeSaving(): GradeSaving {
  const saving = useContext(GradeSavingContext);
  if (!saving) throw new Error('useGradeSaving needs a GradeSavingProvider');
  return saving;
}

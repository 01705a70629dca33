import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { GradeEdit } from '@/api/submissions';
import type { Submission } from '@/api/schemas/submission';
import { saveKey, type GradeSaveState } from './grade-saver';
import { GradeSavingNotices, useGradeSaver } from './use-grade-saver';
import type { CanvasId } from '@/api/schemas/ids';

export type { GradeSaveState };

export interface GradeSaving {
  /** Saves a grade change for one student; `seen` is the submission as the grader saw it (its updated_at). */
  save: (userId: CanvasId, edit: GradeEdit, seen: Submission) => void;
  stateOf: (userId: CanvasId) => GradeSaveState | undefined;
  /** Why the last save of this student was rejected, as the server said it. */
  messageOf: (userId: CanvasId) => string | undefined;
}

const GradeSavingContext = createContext<GradeSaving | null>(null);

export interface GradeSavingProviderProps {
  courseId: CanvasId;
  assignmentId: CanvasId;
  children: ReactNode;
  /** Names a student in the conflict prompt ("Student N" while names are hidden); defaults to "this student". */
  studentLabel?: (userId: CanvasId) => string;
}

/**
 * Grade saving for one assignment: optimistic, durable across reloads and outages, with a banner counting what is
 * not saved, a prompt before leaving while anything is, and a prompt to settle conflicts with another grader.
 */
export function GradeSavingProvider(props: GradeSavingProviderProps) {
  // A saver serves one assignment for its whole life: another assignment gets a fresh one.
  return <SavingScope key={`${props.courseId}:${props.assignmentId}`} {...props} />;
}

function SavingScope({ courseId, assignmentId, children, studentLabel }: GradeSavingProviderProps) {
  const { saver, states } = useGradeSaver({ courseId, assignmentId });
  const value = useMemo<GradeSaving>(() => ({
    save: (userId, edit, seen) => saver.save({ assignmentId, userId }, edit, seen),
    stateOf: (userId) => states.get(saveKey(assignmentId, userId))?.state,
    messageOf: (userId) => states.get(saveKey(assignmentId, userId))?.message,
  }), [saver, states, assignmentId]);

  return (
    <GradeSavingContext.Provider value={value}>
      <GradeSavingNotices courseId={courseId} saver={saver} states={states} studentLabel={studentLabel}>
        {children}
      </GradeSavingNotices>
    </GradeSavingContext.Provider>
  );
}

export function useGradeSaving(): GradeSaving {
  const saving = useContext(GradeSavingContext);
  if (!saving) throw new Error('useGradeSaving needs a GradeSavingProvider');
  return saving;
}

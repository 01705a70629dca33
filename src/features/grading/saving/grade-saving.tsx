import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { GradeEdit } from '@/api/submissions';
import type { Submission } from '@/api/schemas/submission';
import '@/styles/grading-saving.css';
import { GradeConflictDialog } from './grade-conflict-dialog';
import { openGradeQueue, type GradeQueue } from './grade-queue';
import { GradeSaver, type GradeSaveState, type StudentSave } from './grade-saver';
import { LeaveGuard } from './leave-guard';
import { UnsavedGradesBanner } from './unsaved-grades-banner';
import type { CanvasId } from '@/api/schemas/ids';

export type { GradeSaveState };

export interface GradeSaving {
  /** Saves a grade change for one student; `seen` is the submission as the grader saw it (its updated_at). */
  save: (userId: CanvasId, edit: GradeEdit, seen: Submission) => void;
  stateOf: (userId: CanvasId) => GradeSaveState | undefined;
  /** Why the last save of this student was rejected, as the server said it. */
  messageOf: (userId: CanvasId) => string | undefined;
  /** Grade changes not yet on the server. */
  unsavedCount: number;
  /** Sends the unsaved grades now instead of at the next backoff step. */
  retryNow: () => void;
  /** Students whose save met another grader's newer grade, for the conflict prompt. */
  conflicts: ReadonlyMap<CanvasId, StudentSave>;
  keepMine: (userId: CanvasId) => void;
  takeTheirs: (userId: CanvasId) => void;
}

const GradeSavingContext = createContext<GradeSaving | null>(null);

/** One connection per tab: opening IndexedDB is slow-ish, and a missing IndexedDB (private modes) must not break grading. */
let sharedQueue: Promise<GradeQueue | null> | undefined;
function gradeQueue(): Promise<GradeQueue | null> {
  sharedQueue ??= typeof indexedDB === 'undefined' ? Promise.resolve(null) : openGradeQueue().catch(() => null);
  return sharedQueue;
}

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
  const queryClient = useQueryClient();
  const [saver] = useState(() => new GradeSaver({ queryClient, courseId, assignmentId, queue: gradeQueue() }));
  const states = useSyncExternalStore(saver.subscribe, saver.snapshot);

  useEffect(() => {
    void saver.start();
    window.addEventListener('online', saver.retryNow);
    return () => {
      window.removeEventListener('online', saver.retryNow);
      saver.stop();
    };
  }, [saver]);

  const value = useMemo<GradeSaving>(() => {
    const all = [...states.values()];
    return {
      save: (userId, edit, seen) => saver.save(userId, edit, seen),
      stateOf: (userId) => states.get(userId)?.state,
      messageOf: (userId) => states.get(userId)?.message,
      unsavedCount: all.filter((save) => save.state === 'unsaved').length,
      retryNow: saver.retryNow,
      conflicts: new Map([...states].filter(([, save]) => save.state === 'conflict')),
      keepMine: (userId) => saver.keepMine(userId),
      takeTheirs: (userId) => saver.takeTheirs(userId),
    };
  }, [saver, states]);

  const pending = [...states.values()].some((save) => save.state !== 'saved' && save.state !== 'rejected');
  return (
    <GradeSavingContext.Provider value={value}>
      <UnsavedGradesBanner unsavedCount={value.unsavedCount} retryNow={saver.retryNow} />
      {children}
      <GradeConflictDialog courseId={courseId} conflicts={value.conflicts} keepMine={value.keepMine} takeTheirs={value.takeTheirs} studentLabel={studentLabel} />
      <LeaveGuard when={pending} />
    </GradeSavingContext.Provider>
  );
}

export function useGradeSaving(): GradeSaving {
  const saving = useContext(GradeSavingContext);
  if (!saving) throw new Error('useGradeSaving needs a GradeSavingProvider');
  return saving;
}

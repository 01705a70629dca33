import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { GradeEdit } from '@/api/submissions';
import type { Submission } from '@/api/schemas/submission';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import '@/styles/grading-saving.css';
import { GradeConflictDialog } from './grade-conflict-dialog';
import { openGradeQueue, type GradeQueue } from './grade-queue';
import { GradeSaver, type GradeSaveState, type StudentSave } from './grade-saver';
import { UnsavedGradesBanner } from './unsaved-grades-banner';

export type { GradeSaveState };

export interface GradeSaving {
  /** Saves a grade change for one student; `seen` is the submission as the grader saw it (its updated_at). */
  save: (userId: number, edit: GradeEdit, seen: Submission) => void;
  stateOf: (userId: number) => GradeSaveState | undefined;
  /** Why the last save of this student was rejected, as the server said it. */
  messageOf: (userId: number) => string | undefined;
  /** Grade changes not yet on the server. */
  unsavedCount: number;
  /** Sends the unsaved grades now instead of at the next backoff step. */
  retryNow: () => void;
  /** Students whose save met another grader's newer grade, for the conflict prompt. */
  conflicts: ReadonlyMap<number, StudentSave>;
  keepMine: (userId: number) => void;
  takeTheirs: (userId: number) => void;
}

const GradeSavingContext = createContext<GradeSaving | null>(null);

/** One connection per tab: opening IndexedDB is slow-ish, and a missing IndexedDB (private modes) must not break grading. */
let sharedQueue: Promise<GradeQueue | null> | undefined;
function gradeQueue(): Promise<GradeQueue | null> {
  sharedQueue ??= typeof indexedDB === 'undefined' ? Promise.resolve(null) : openGradeQueue().catch(() => null);
  return sharedQueue;
}

export interface GradeSavingProviderProps {
  courseId: number;
  assignmentId: number;
  children: ReactNode;
  /** Names a student in the conflict prompt ("Student N" while names are hidden); defaults to "this student". */
  studentLabel?: (userId: number) => string;
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
      <UnsavedChangesGuard when={pending} />
    </GradeSavingContext.Provider>
  );
}

export function useGradeSaving(): GradeSaving {
  const saving = useContext(GradeSavingContext);
  if (!saving) throw new Error('useGradeSaving needs a GradeSavingProvider');
  return saving;
}

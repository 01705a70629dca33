import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import '@/styles/grading-saving.css';
import type { CanvasId } from '@/api/schemas/ids';
import { openGradeQueue, type GradeQueue } from './grade-queue';
import { GradeSaver, type GradeSaverOptions, type StudentSave } from './grade-saver';
import { LeaveGuard } from './leave-guard';
import type { GradingShape } from './optimistic-grade';
import { UnsavedGradesBanner } from './unsaved-grades-banner';

// Loaded at the first conflict: React Aria's modal is not part of opening a grading screen (docs/decisions/0089).
const GradeConflictDialog = lazy(() => import('./grade-conflict-dialog').then((module) => ({ default: module.GradeConflictDialog })));

/** One connection per tab: opening IndexedDB is slow-ish, and a missing IndexedDB (private modes) must not break grading. */
let sharedQueue: Promise<GradeQueue | null> | undefined;
function gradeQueue(): Promise<GradeQueue | null> {
  sharedQueue ??= typeof indexedDB === 'undefined' ? Promise.resolve(null) : openGradeQueue().catch(() => null);
  return sharedQueue;
}

export interface GradeSaverScope {
  courseId: CanvasId;
  /** The grading view's one assignment; none for the gradebook, which saves any assignment of the course. */
  assignmentId?: CanvasId;
  shapeOf?: (assignmentId: CanvasId) => GradingShape | undefined;
  schedule?: GradeSaverOptions['schedule'];
}

/**
 * The saver of a grading screen for its whole life (the caller keys its component by scope), started once mounted:
 * it replays what an earlier visit left in the queue, and retries at once when the browser is back online.
 */
export function useGradeSaver(scope: GradeSaverScope) {
  const saver = useGradeSaverInstance(scope);
  const states = useSyncExternalStore(saver.subscribe, saver.snapshot, saver.snapshot);
  return { saver, states };
}

/**
 * The saver alone, started and stopped as `useGradeSaver`'s, without re-rendering the caller on every change of a
 * save's state: for a screen whose parts each subscribe to what they show (the gradebook's rows).
 */
export function useGradeSaverInstance({ courseId, assignmentId, shapeOf, schedule }: GradeSaverScope): GradeSaver {
  const queryClient = useQueryClient();
  // One saver per scope for the scope's whole life (a memo may be dropped; state is kept): another course or
  // assignment gets a fresh one. Building one starts nothing, so a discarded build is harmless.
  const scope = `${courseId}/${assignmentId ?? ''}`;
  const [held, setHeld] = useState(() => ({ scope, saver: new GradeSaver({ queryClient, courseId, assignmentId, queue: gradeQueue(), shapeOf, schedule }) }));
  let { saver } = held;
  if (held.scope !== scope) {
    saver = new GradeSaver({ queryClient, courseId, assignmentId, queue: gradeQueue(), shapeOf, schedule });
    setHeld({ scope, saver });
  }
  useEffect(() => {
    void saver.start();
    window.addEventListener('online', saver.retryNow);
    return () => {
      window.removeEventListener('online', saver.retryNow);
      saver.stop();
    };
  }, [saver]);
  return saver;
}

export interface GradeSavingNoticesProps {
  courseId: CanvasId;
  saver: GradeSaver;
  states: ReadonlyMap<string, StudentSave>;
  /** Names a student in the conflict prompt; defaults to "this student". */
  studentLabel?: (userId: CanvasId) => string;
  /** Names the assignment in the conflict prompt, where a screen shows many. */
  assignmentLabel?: (assignmentId: CanvasId) => string | undefined;
  /** The screen, between the banner and the prompts. */
  children?: ReactNode;
}

/**
 * What every grading screen shows of its saving: a banner counting what is not saved (with "Retry now"), a prompt
 * to settle conflicts with another grader, and a prompt before leaving while anything is not saved.
 */
export function GradeSavingNotices({ courseId, saver, states, studentLabel, assignmentLabel, children }: GradeSavingNoticesProps) {
  const all = [...states.values()];
  const conflicts = all.filter((save) => save.state === 'conflict');
  const pending = all.some((save) => save.state !== 'saved' && save.state !== 'rejected');
  return (
    <>
      <UnsavedGradesBanner unsavedCount={saver.unsavedCount()} retryNow={saver.retryNow} />
      {children}
      {conflicts.length > 0 ? (
        <Suspense fallback={null}>
          <GradeConflictDialog
            courseId={courseId}
            conflicts={conflicts}
            keepMine={(target) => saver.keepMine(target)}
            takeTheirs={(target) => saver.takeTheirs(target)}
            studentLabel={studentLabel}
            assignmentLabel={assignmentLabel}
          />
        </Suspense>
      ) : null}
      <LeaveGuard when={pending} />
    </>
  );
}

import { NavigationGuard, type LeavePrompt } from '@/components/form/unsaved-changes-guard';

/** The queue keeps them (grade-queue.ts), as the unsaved-grades banner says: leaving loses nothing, it only waits. */
const GRADES_KEPT: LeavePrompt = {
  title: 'Leave while grades are not saved yet?',
  description:
    'Some grades are not on the server yet. They are kept on this device and sent the next time you open grading for their assignment, or the gradebook.',
  confirmLabel: 'Leave; send them later',
  tone: 'primary',
};

/**
 * The in-app guard with the grading screens' prompt (leave-guard.tsx loads it when a grade first waits, and keeps
 * the browser's prompt for reloads itself).
 */
export function GradesKeptGuard({ when }: { when: boolean }) {
  return <NavigationGuard when={when} prompt={GRADES_KEPT} />;
}

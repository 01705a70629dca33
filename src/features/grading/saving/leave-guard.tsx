import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { UnsavedChangesGuard, type LeavePrompt } from '@/components/form/unsaved-changes-guard';

/**
 * Asks before leaving while grades are not on the server: the app's guard (in-app navigation and reloads) under
 * the app's data router; elsewhere (a panel rendered on its own, as component tests do) only the browser's prompt,
 * since react-router's useBlocker throws outside a data router.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <UnsavedChangesGuard when={when} prompt={GRADES_KEPT} /> : <BeforeUnloadGuard when={when} />;
}

/** The queue keeps them (grade-queue.ts), as the unsaved-grades banner says: leaving loses nothing, it only waits. */
const GRADES_KEPT: LeavePrompt = {
  title: 'Leave while grades are not saved yet?',
  description:
    'Some grades are not on the server yet. They are kept on this device and sent the next time you open grading for their assignment, or the gradebook.',
  confirmLabel: 'Leave; send them later',
  tone: 'primary',
};

function BeforeUnloadGuard({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return null;
}

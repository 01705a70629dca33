import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';
import { ConfirmDialog } from '../dialog/confirm-dialog';

/** Navigate with this state to leave on purpose (after a successful save) without the prompt. */
export const SKIP_UNSAVED_GUARD = { skipUnsavedGuard: true } as const;

function isSkipped(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && 'skipUnsavedGuard' in state;
}

/**
 * Asks before unsaved changes are lost: a confirm dialog for in-app navigation (react-router's
 * useBlocker) and the browser's own prompt for reloads and closing the tab (beforeunload).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !isSkipped(nextLocation),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="Your changes on this page have not been saved. If you leave now, they will be lost."
      confirmLabel="Leave and discard changes"
      cancelLabel="Stay on this page"
      tone="danger"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}

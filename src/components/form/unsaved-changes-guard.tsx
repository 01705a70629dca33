import { useBlocker, type Location } from 'react-router';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { useBeforeUnloadPrompt } from './use-before-unload-prompt';

/** Navigate with this state to leave on purpose (after a successful save) without the prompt. */
export const SKIP_UNSAVED_GUARD = { skipUnsavedGuard: true } as const;

function isSkipped(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && 'skipUnsavedGuard' in state;
}

/** What the prompt says; a page whose changes survive leaving (a durable queue) says that instead of "lost". */
export interface LeavePrompt {
  title: string;
  description: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
}

const CHANGES_LOST: LeavePrompt = {
  title: 'Leave without saving?',
  description: 'Your changes on this page have not been saved. If you leave now, they will be lost.',
  confirmLabel: 'Leave and discard changes',
  tone: 'danger',
};

/**
 * Asks before unsaved changes are lost: a confirm dialog for in-app navigation (react-router's
 * useBlocker) and the browser's own prompt for reloads and closing the tab (beforeunload).
 */
export function UnsavedChangesGuard({ when, prompt = CHANGES_LOST }: { when: boolean; prompt?: LeavePrompt }) {
  useBeforeUnloadPrompt(when);
  return <NavigationGuard when={when} prompt={prompt} />;
}

/** The in-app half of the guard alone: the confirm dialog when a navigation would leave the page. */
export function NavigationGuard({ when, prompt }: { when: boolean; prompt: LeavePrompt }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !isSkipped(nextLocation),
  );

  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={prompt.title}
      description={prompt.description}
      confirmLabel={prompt.confirmLabel}
      cancelLabel="Stay on this page"
      tone={prompt.tone}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}

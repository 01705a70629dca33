import { lazy, Suspense, useContext, useState, type ComponentType } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { useBeforeUnloadPrompt } from '@/components/form/use-before-unload-prompt';

// The in-app guard and its confirmation load when a grade first waits for the server, or when the gradebook starts
// an edit: until then there is nothing to guard, so a first visit to grading or the gradebook does not carry them.
// Should that download fail, the browser's own prompt still guards reloads, and the grades are kept either way.
// Every edit asks for it, and it downloads once for the page's life.
let guardModule: Promise<{ default: ComponentType<{ when: boolean }> }> | undefined;
const loadGuard = () =>
  (guardModule ??= import('./grades-kept-guard').then(
    (module) => ({ default: module.GradesKeptGuard as ComponentType<{ when: boolean }> }),
    () => ({ default: () => null }),
  ));
const GradesKeptGuard = lazy(loadGuard);

/**
 * Starts the guard's download when a grade is about to be typed, so the Enter that saves it finds the code there
 * instead of starting the download in the middle of drawing the new grade.
 */
export function preloadLeaveGuard(): void {
  void loadGuard();
}

/**
 * Asks before leaving while grades are not on the server: the browser's prompt for reloads, and the app's guard for in-app navigation under
 * the app's data router; elsewhere (a panel rendered on its own, as component tests do) only the browser's prompt,
 * since react-router's useBlocker throws outside a data router.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  // Once armed the guard stays, so a prompt on screen is not torn down when the last grade reaches the server.
  const [armed, setArmed] = useState(when);
  if (when && !armed) setArmed(true);
  useBeforeUnloadPrompt(when);
  return dataRouter && armed ? (
    <Suspense fallback={null}>
      <GradesKeptGuard when={when} />
    </Suspense>
  ) : null;
}

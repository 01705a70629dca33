import type { AppRouter } from './router';

type ObservedRouter = Pick<AppRouter, 'state' | 'subscribe'>;

/**
 * Resolves once the router's first loaders and route modules are in, and stops listening then. Only for a
 * first render that waits for it. While any listener is attached, the router does not keep its first finished
 * state for RouterProvider, which subscribes only when it commits: a transition render the router finishes
 * during would then show the loading screen for good (remix-run/react-router issue 15527).
 */
export function whenRouterReady(router: ObservedRouter): Promise<void> {
  return new Promise((ready) => {
    if (router.state.initialized) {
      ready();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      ready();
    });
  });
}

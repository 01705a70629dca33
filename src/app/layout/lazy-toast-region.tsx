import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRegion, toastRegionLoaded } from '@/components/toast/toast-queue';

const ToastRegion = lazy(() => import('@/components/toast/toast-region').then((module) => ({ default: module.ToastRegion })));

/**
 * The toast region (React Aria's queue, landmark, toasts and close buttons) is code a first visit rarely needs: it
 * is fetched when the first toast is raised (src/components/toast/toast-queue.ts), so the entry chunk every route
 * loads does not carry it. It mounts once that fetch has succeeded, so its import here cannot fail and take the page
 * down with it: offline, the page goes on without toasts until they can be shown. Once there it stays mounted, so
 * later toasts find their landmark in place.
 */
export function LazyToastRegion() {
  const loaded = useSyncExternalStore(subscribeToToastRegion, toastRegionLoaded, () => false);
  return loaded ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

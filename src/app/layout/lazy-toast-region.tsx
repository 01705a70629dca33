import { lazy, Suspense, useSyncExternalStore } from 'react';
import { anyToastRaised, subscribeToFirstToast } from '@/components/toast/toast-queue';

const ToastRegion = lazy(() => import('@/components/toast/toast-region').then((module) => ({ default: module.ToastRegion })));

/**
 * The toast region (React Aria's queue, landmark, toasts and close buttons) is code a first visit rarely needs: it
 * is fetched when the first toast is raised, so the entry chunk every route loads does not carry it. Once a toast
 * has been raised the region stays mounted, so later toasts find their landmark in place.
 */
export function LazyToastRegion() {
  const needed = useSyncExternalStore(subscribeToFirstToast, anyToastRaised, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

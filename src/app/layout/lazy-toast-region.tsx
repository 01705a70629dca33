import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastQueue } from '@/components/toast/toast-queue';

const ToastRegion = lazy(() => import('@/components/toast/toast-region').then((module) => ({ default: module.ToastRegion })));

let raised = false;
const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
// Once a toast has been raised the region stays mounted, so later toasts find their landmark in place.
const hasRaised = () => (raised ||= toastQueue.visibleToasts.length > 0);

/**
 * The toast region (React Aria's landmark, toasts and close buttons) is code a first visit rarely needs: it is
 * fetched when the first toast is raised, so the entry chunk every route loads does not carry it.
 */
export function LazyToastRegion() {
  const needed = useSyncExternalStore(subscribe, hasRaised, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

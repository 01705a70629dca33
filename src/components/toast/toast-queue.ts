import type { ReactNode } from 'react';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

type ToastTone = 'neutral' | 'success' | 'error';

export interface ToastContent {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** A control under the text, e.g. a button that undoes what the toast reports. */
  action?: ReactNode;
}

type Raised = { content: ToastContent; timeout: number | undefined };

/**
 * React Aria's queue comes with the toast region (./toast-region), fetched when the first toast is raised: a first
 * visit usually raises none, so it does not download them. Toasts raised meanwhile wait here, in order. Each is
 * known by the key showToast gave it, which names React Aria's own key once it is shown.
 */
let queue: ToastQueue<ToastContent> | undefined;
let loading: Promise<unknown> | undefined;
const waiting = new Map<string, Raised>();
const shownAs = new Map<string, string>();
let raisedCount = 0;
const onFirstToast = new Set<() => void>();

function show(key: string, { content, timeout }: Raised, into: ToastQueue<ToastContent>) {
  shownAs.set(key, into.add(content, { timeout }));
}

function loadQueue() {
  loading ??= import('./toast-region').then(
    (region) => {
      queue = region.toastQueue;
      for (const [key, raised] of waiting) show(key, raised, queue);
      waiting.clear();
    },
    // Offline: the toasts keep waiting, and the next one raised tries again.
    () => {
      loading = undefined;
    },
  );
}

/**
 * Shows a toast. Errors and toasts with an action stay until dismissed (WCAG 2.2.1: people need time to
 * read them and reach the action); others close after `timeout` ms, never less than 5 s.
 */
export function showToast(content: ToastContent, options: { timeout?: number } = {}): string {
  const stays = content.tone === 'error' || content.action !== undefined;
  const raised = { content, timeout: stays ? undefined : Math.max(options.timeout ?? 6000, 5000) };
  const key = `lectern-toast-${++raisedCount}`;
  if (queue) show(key, raised, queue);
  else {
    waiting.set(key, raised);
    loadQueue();
  }
  if (raisedCount === 1) for (const listener of onFirstToast) listener();
  return key;
}

/** Closes the toast showToast returned `key` for, shown or still waiting. */
export function closeToast(key: string): void {
  waiting.delete(key);
  const shown = shownAs.get(key);
  shownAs.delete(key);
  if (shown !== undefined) queue?.close(shown);
}

/** For the region's mount (src/app/layout/lazy-toast-region.tsx): whether a toast has been raised, and when. */
export const anyToastRaised = (): boolean => raisedCount > 0;
export function subscribeToFirstToast(listener: () => void): () => void {
  onFirstToast.add(listener);
  return () => onFirstToast.delete(listener);
}

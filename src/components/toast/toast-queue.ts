import type { ReactNode } from 'react';
import type * as RegionModule from './toast-region';

type ToastTone = 'neutral' | 'success' | 'error';

export interface ToastContent {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** A control under the text, e.g. a button that undoes what the toast reports. */
  action?: ReactNode;
}

type Raised = { content: ToastContent; timeout: number | undefined };
type Region = typeof RegionModule;

/**
 * React Aria's queue comes with the toast region (./toast-region), fetched when the first toast is raised: a first
 * visit usually raises none, so it does not download them. Toasts raised meanwhile wait here, in order. Each is
 * known by the key showToast gave it, which names React Aria's own key once it is shown.
 */
let region: Region | undefined;
let loading: Promise<unknown> | undefined;
const waiting = new Map<string, Raised>();
const shownAs = new Map<string, string>();
let raisedCount = 0;
const onRegionLoaded = new Set<() => void>();

/** React Aria's key for our own while the toast is shown: however it closes (timer, dismiss, closeToast), it lets go. */
function show(key: string, { content, timeout }: Raised, { toastQueue }: Region) {
  shownAs.set(key, toastQueue.add(content, { timeout, onClose: () => shownAs.delete(key) }));
}

/**
 * A region that cannot be downloaded (offline) leaves the page as it is: its toasts keep waiting, and the next toast
 * raised or the connection coming back tries again.
 */
function loadRegion() {
  loading ??= import('./toast-region').then(
    (loaded) => {
      region = loaded;
      for (const [key, raised] of waiting) show(key, raised, loaded);
      waiting.clear();
      for (const listener of onRegionLoaded) listener();
    },
    () => {
      loading = undefined;
      window.addEventListener('online', loadRegion, { once: true });
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
  if (region) show(key, raised, region);
  else {
    waiting.set(key, raised);
    loadRegion();
  }
  return key;
}

/** Closes the toast showToast returned `key` for, shown or still waiting. */
export function closeToast(key: string): void {
  waiting.delete(key);
  const shown = shownAs.get(key);
  if (shown !== undefined) region?.toastQueue.close(shown);
}

/** For the app's root (src/app/layout/lazy-toast-region.tsx): whether a toast has brought the region's code. */
export const toastRegionLoaded = (): boolean => region !== undefined;
export function subscribeToToastRegion(listener: () => void): () => void {
  onRegionLoaded.add(listener);
  return () => onRegionLoaded.delete(listener);
}

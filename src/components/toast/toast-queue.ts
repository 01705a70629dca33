import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

type ToastTone = 'neutral' | 'success' | 'error';

export interface ToastContent {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** A control under the text, e.g. a button that undoes what the toast reports. */
  action?: ReactNode;
}

/** One queue for the whole app so any module can raise a toast without a React context. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });

/**
 * Shows a toast. Errors and toasts with an action stay until dismissed (WCAG 2.2.1: people need time to
 * read them and reach the action); others close after `timeout` ms, never less than 5 s.
 */
export function showToast(content: ToastContent, options: { timeout?: number } = {}): string {
  const stays = content.tone === 'error' || content.action !== undefined;
  const timeout = stays ? undefined : Math.max(options.timeout ?? 6000, 5000);
  return toastQueue.add(content, { timeout });
}

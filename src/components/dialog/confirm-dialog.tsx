import type { ReactNode } from 'react';
import { lazyOverlay } from './lazy-overlay';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** Says exactly what will happen; the dialog's accessible description. */
  description: ReactNode;
  /** Extra content after the description, e.g. a field to type a name into. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  /** While the action runs: the confirm button shows progress and the dialog cannot be dismissed. */
  isPending?: boolean;
  /** E.g. until the user has typed the course name. */
  isConfirmDisabled?: boolean;
  /** A failure of the action, shown inside the dialog so the user can retry or cancel. */
  error?: string | null;
}

// React Aria's modal, dialog and focus code arrives when a confirmation is first asked for, not with the page.
const ConfirmDialogModal = lazyOverlay(() => import('./confirm-dialog-modal').then((module) => module.ConfirmDialogModal));

/**
 * A modal confirmation (confirm-dialog-modal.tsx). Nothing is rendered or downloaded while it is closed: the page's
 * first visit does not carry the dialog's code, and the first opening waits for that one chunk.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.isOpen) return null;
  return <ConfirmDialogModal {...props} />;
}

import type { ComponentProps } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-class-name';

export interface NativeButtonProps extends Omit<ComponentProps<'button'>, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Shows a spinner and ignores clicks (and submits) while work is in flight; announces nothing, as `Button`. */
  isBusy?: boolean;
}

/**
 * A native `<button>` in the app's button styles, for the shell, error views and sign-in, which first visits
 * load: the browser already gives a button its role, focus, Enter/Space and disabled semantics, so they do not
 * need React Aria's Button, which would bring React Aria's press and focus machinery into those first visits.
 * Use `Button` inside React Aria widgets (dialog and menu triggers, slots), which need its press events.
 */
export function NativeButton({ variant = 'secondary', size = 'md', className, type = 'button', isBusy = false, onClick, children, ...props }: NativeButtonProps) {
  return (
    <button
      {...props}
      type={type}
      data-busy={isBusy || undefined}
      onClick={(event) => {
        if (isBusy) event.preventDefault();
        else onClick?.(event);
      }}
      className={buttonClassName(variant, size, `btn--native ${className ?? ''}`.trim())}
    >
      {isBusy ? <span className="spinner spinner--sm btn__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

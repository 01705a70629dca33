import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-class-name';

export { buttonClassName,   };

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'isPending'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /**
   * Shows a spinner and ignores presses while work is in flight. Unlike React
   * Aria's `isPending` it announces nothing: that announcement points at the
   * button, which is often gone (navigation) by the time it is read, so callers
   * announce progress in their own status region instead.
   */
  isBusy?: boolean;
  /** For moving focus to the button, e.g. after what had focus was removed (React 19 passes ref as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * React Aria's Button gives consistent press, focus-visible and disabled
 * semantics across mouse, touch, keyboard and screen readers.
 */
export function Button({ variant = 'secondary', size = 'md', className, isBusy = false, onPress, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      onPress={isBusy ? undefined : onPress}
      data-busy={isBusy || undefined}
      className={buttonClassName(variant, size, className)}
    >
      {(renderProps) => (
        <>
          {isBusy ? <span className="spinner spinner--sm btn__spinner" aria-hidden="true" /> : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaButton>
  );
}

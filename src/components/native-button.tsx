import type { ComponentProps } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-class-name';

export interface NativeButtonProps extends Omit<ComponentProps<'button'>, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A native `<button>` in the app's button styles, for the shell (top bar, route errors) that every first visit
 * loads: the browser already gives a button its role, focus, Enter/Space and disabled semantics, so the shell does
 * not need React Aria's Button, which would put React Aria's press and focus machinery in the entry chunk.
 * Use `Button` inside React Aria widgets (dialog triggers, slots), which need its press events.
 */
export function NativeButton({ variant = 'secondary', size = 'md', className, type = 'button', ...props }: NativeButtonProps) {
  return <button {...props} type={type} className={buttonClassName(variant, size, `btn--native ${className ?? ''}`.trim())} />;
}

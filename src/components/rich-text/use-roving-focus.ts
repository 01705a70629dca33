import { useState, type KeyboardEvent } from 'react';

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Roving tabindex for a toolbar (WAI-ARIA APG): the toolbar is one Tab stop, arrow keys move between its
 * enabled buttons (wrapping), Home and End jump to the ends, and Tab returns to the button last used.
 */
export function useRovingFocus(enabledKeys: string[]) {
  const [current, setCurrent] = useState<string | null>(null);
  const tabStop = current !== null && enabledKeys.includes(current) ? current : enabledKeys[0];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-roving]:not(:disabled)'));
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (index < 0 || buttons.length === 0) return;
    const step = NEXT[event.key];
    let target: HTMLButtonElement | undefined;
    if (step !== undefined) target = buttons[(index + step + buttons.length) % buttons.length];
    else if (event.key === 'Home') target = buttons[0];
    else if (event.key === 'End') target = buttons.at(-1);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  /** Props for the button with this key. */
  const itemProps = (key: string) => ({
    'data-roving': key,
    tabIndex: key === tabStop ? 0 : -1,
    onFocus: () => setCurrent(key),
  });

  return { onKeyDown, itemProps };
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyOverlay, preloadOn } from './dialog/lazy-overlay';
import type { MenuAction } from './menu-popover';

export type { MenuAction } from './menu-popover';

export interface MenuButtonProps {
  /** The menu's accessible name, and the button's unless `triggerLabel` says otherwise. */
  label: string;
  actions: readonly MenuAction[];
  /** The button's accessible name when it differs, e.g. "Status for Ann: Late" for the menu "Status for Ann". */
  triggerLabel?: string;
  /** What the button shows: "…" unless given. */
  children?: ReactNode;
  /** The button's class: the small "…" button unless given. */
  className?: string;
  placement?: 'bottom start' | 'bottom end';
  /** The checked item of a menu that shows a choice. */
  selectedId?: string;
}

// React Aria's menu, popover and collection code loads when a menu is first hovered, focused or opened.
const MenuPopover = lazyOverlay(() => import('./menu-popover').then((module) => module.MenuPopover));

const DOTS = (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <circle cx="3" cy="8" r="1.5" />
    <circle cx="8" cy="8" r="1.5" />
    <circle cx="13" cy="8" r="1.5" />
  </svg>
);

/**
 * A button that opens a menu. The trigger is a native button and the menu mounts only when opened, because lists
 * render hundreds of these and React Aria's trigger costs a lot more per row than the menu it opens.
 */
export function MenuButton({ label, actions, triggerLabel, children, className = 'menu-button', placement = 'bottom end', selectedId }: MenuButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The chosen action runs once the menu has closed and focus is back on the trigger: a dialog it opens then
  // returns focus there, not to a menu item that no longer exists.
  const pendingAction = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (isOpen || !pendingAction.current) return;
    const action = pendingAction.current;
    pendingAction.current = null;
    triggerRef.current?.focus();
    action();
  }, [isOpen]);
  const close = (chosen?: MenuAction) => {
    pendingAction.current = chosen?.onAction ?? null;
    setOpen(false);
    if (!chosen) triggerRef.current?.focus();
  };
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={className}
        aria-label={children === undefined || triggerLabel !== undefined ? (triggerLabel ?? label) : undefined}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
        onKeyDown={(event) => {
          // The menu button pattern: the arrow keys open the menu too, its first item focused.
          if (isOpen || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
          event.preventDefault();
          setOpen(true);
        }}
        {...preloadOn(MenuPopover)}
      >
        {children ?? DOTS}
      </button>
      {isOpen ? <MenuPopover label={label} actions={actions} selectedId={selectedId} triggerRef={triggerRef} placement={placement} onClose={close} /> : null}
    </>
  );
}

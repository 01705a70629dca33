import { useEffect, useRef, useState } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';

export interface MenuAction {
  id: string;
  label: string;
  onAction: () => void;
  isDisabled?: boolean;
  tone?: 'danger';
}

export interface MenuButtonProps {
  /** The button's accessible name, e.g. "Actions for Lab report": rows of identical "…" buttons need it. */
  label: string;
  actions: readonly MenuAction[];
}

/**
 * A "…" button that opens a menu (React Aria: arrow keys move, Escape closes). The trigger is a native button and
 * the menu mounts only when opened, because lists render hundreds of these and React Aria's trigger costs a lot
 * more per row than the menu it opens.
 */
export function MenuButton({ label, actions }: MenuButtonProps) {
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
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="menu-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <circle cx="3" cy="8" r="1.5" />
          <circle cx="8" cy="8" r="1.5" />
          <circle cx="13" cy="8" r="1.5" />
        </svg>
      </button>
      {isOpen ? (
        <Popover aria-label={label} className="menu-popover" placement="bottom end" triggerRef={triggerRef} isOpen onOpenChange={(open) => (open ? undefined : close())}>
          <Menu
            className="menu"
            aria-label={label}
            autoFocus="first"
            disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
            onAction={(key) => {
              pendingAction.current = actions.find((action) => action.id === key)?.onAction ?? null;
              setOpen(false);
            }}
          >
            {actions.map((action) => (
              <MenuItem key={action.id} id={action.id} className={action.tone === 'danger' ? 'menu__item menu__item--danger' : 'menu__item'}>
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      ) : null}
    </>
  );
}

import type { RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';

export interface MenuAction {
  id: string;
  label: string;
  onAction: () => void;
  isDisabled?: boolean;
  tone?: 'danger';
}

export interface MenuPopoverProps {
  label: string;
  actions: readonly MenuAction[];
  /** The one checked item of a menu that shows a choice (menuitemradio), e.g. a submission's status. */
  selectedId?: string | undefined;
  triggerRef: RefObject<HTMLButtonElement | null>;
  placement: 'bottom start' | 'bottom end';
  /** Runs the chosen action, or closes with none (Escape, a click outside). */
  onClose: (chosen?: MenuAction) => void;
}

/** MenuButton's open menu (React Aria: arrow keys move, typing jumps, Escape closes); loaded when first needed. */
export function MenuPopover({ label, actions, selectedId, triggerRef, placement, onClose }: MenuPopoverProps) {
  return (
    <Popover aria-label={label} className="menu-popover" placement={placement} triggerRef={triggerRef} isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Menu
        className="menu"
        aria-label={label}
        autoFocus="first"
        disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
        {...(selectedId === undefined ? {} : { selectionMode: 'single' as const, selectedKeys: [selectedId] })}
        onAction={(key) => onClose(actions.find((action) => action.id === key))}
      >
        {actions.map((action) => (
          <MenuItem key={action.id} id={action.id} className={action.tone === 'danger' ? 'menu__item menu__item--danger' : 'menu__item'}>
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}

import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

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

/** A "…" button that opens a menu (React Aria: arrow keys move, Escape closes and returns focus). */
export function MenuButton({ label, actions }: MenuButtonProps) {
  return (
    <MenuTrigger>
      <Button className="menu-button" aria-label={label}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <circle cx="3" cy="8" r="1.5" />
          <circle cx="8" cy="8" r="1.5" />
          <circle cx="13" cy="8" r="1.5" />
        </svg>
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        <Menu
          className="menu"
          disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
          onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
        >
          {actions.map((action) => (
            <MenuItem key={action.id} id={action.id} className={action.tone === 'danger' ? 'menu__item menu__item--danger' : 'menu__item'}>
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

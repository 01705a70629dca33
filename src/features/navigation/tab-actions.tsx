import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, SubmenuTrigger } from 'react-aria-components';
import type { Tab } from '@/api/schemas/tab';
import type { TabChange } from '@/api/tabs';
import { Button } from '@/components/button';
import { isLocked, listOf, moveChange, positionBeside, tabsIn, type MoveKind } from './tab-moves';

const MOVES: readonly { kind: MoveKind; label: string }[] = [
  { kind: 'top', label: 'Move to top' },
  { kind: 'up', label: 'Move up' },
  { kind: 'down', label: 'Move down' },
  { kind: 'bottom', label: 'Move to bottom' },
];

export interface TabActionsProps {
  tab: Tab;
  tabs: readonly Tab[];
  onChange: (tab: Tab, change: TabChange) => void;
}

/**
 * The keyboard and screen-reader path that needs no dragging: a Move menu (to top, up, down, to bottom, after a
 * chosen tab of the same list) and a Hide/Show button. Moves that would go nowhere are disabled, not hidden.
 */
export function TabActions({ tab, tabs, onChange }: TabActionsProps) {
  const changes = new Map(MOVES.map((move) => [move.kind, moveChange(tabs, tab, move.kind)]));
  // "After…" lists the other tabs of the same list that a tab may follow (never Settings, which stays last).
  const anchors = tabsIn(tabs, listOf(tab)).filter((other) => other.id !== tab.id && other.id !== 'settings');
  const hidden = tab.hidden === true;
  return (
    <div className="tab-row__actions">
      <MenuTrigger>
        <AriaButton className="btn btn--ghost btn--sm" aria-label={`Move ${tab.label}`}>
          Move
        </AriaButton>
        <Popover className="menu-popover" placement="bottom end">
          <Menu
            className="menu"
            aria-label={`Move ${tab.label}`}
            disabledKeys={MOVES.filter((move) => changes.get(move.kind) === undefined).map((move) => move.kind)}
            onAction={(key) => {
              const change = changes.get(key as MoveKind);
              if (change) onChange(tab, change);
            }}
          >
            {MOVES.map((move) => (
              <MenuItem key={move.kind} id={move.kind} className="menu__item">
                {move.label}
              </MenuItem>
            ))}
            {anchors.length > 0 ? (
              <SubmenuTrigger>
                <MenuItem id="after" className="menu__item">
                  Move after…
                </MenuItem>
                <Popover className="menu-popover" placement="end top">
                  <Menu
                    className="menu"
                    aria-label={`Move ${tab.label} after`}
                    items={anchors}
                    onAction={(key) => onChange(tab, { position: positionBeside(tabs, tab.id, String(key), 'after') })}
                  >
                    {(anchor) => (
                      <MenuItem id={anchor.id} className="menu__item">
                        {anchor.label}
                      </MenuItem>
                    )}
                  </Menu>
                </Popover>
              </SubmenuTrigger>
            ) : null}
          </Menu>
        </Popover>
      </MenuTrigger>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${hidden ? 'Show' : 'Hide'} ${tab.label}`}
        isDisabled={isLocked(tab)}
        onPress={() => onChange(tab, { hidden: !hidden })}
      >
        {hidden ? 'Show' : 'Hide'}
      </Button>
    </div>
  );
}

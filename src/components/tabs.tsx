import { useId, type KeyboardEvent, type ReactNode } from 'react';

interface TabItem<K extends string> {
  id: K;
  title: string;
  panel: ReactNode;
  /** Extra class names for this tab's panel. */
  panelClassName?: string;
}

export interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and select them, one tab
 * stop for the list. Only the selected panel is rendered. Native rather than React Aria's, whose panel watches
 * its whole subtree with a MutationObserver and re-checks it (forcing a style recalculation) on every change:
 * long tasks under a virtualized table that changes its rows on every scroll frame.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const baseId = useId();
  const tabId = (id: K) => `${baseId}-tab-${id}`;
  const panelId = (id: K) => `${baseId}-panel-${id}`;
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const target = keyTarget(event.key, index, tabs.length);
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              className="tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          id={panelId(current.id)}
          role="tabpanel"
          aria-labelledby={tabId(current.id)}
          tabIndex={0}
          className={['tabs__panel', current.panelClassName].filter(Boolean).join(' ')}
        >
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}

/** The tab a key moves to (wrapping around), or undefined for other keys. */
function keyTarget(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

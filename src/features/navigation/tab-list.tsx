import {
  Button as AriaButton,
  GridList,
  GridListItem,
  isTextDropItem,
  useDragAndDrop,
  type DropItem,
  type DropOperation,
  type DropTarget,
} from 'react-aria-components';
import type { Tab } from '@/api/schemas/tab';
import type { TabChange } from '@/api/tabs';
import { TabActions } from './tab-actions';
import { isLocked, LIST_NAMES, positionBeside, tabsIn, type TabListId } from './tab-moves';

// Our own drag type: only tabs of this page drop here, never text or files from elsewhere.
const TAB_TYPE = 'application/x-lectern-tab';

async function droppedTabId(items: readonly DropItem[]): Promise<string | undefined> {
  const item = items.find(isTextDropItem);
  return item ? item.getText(TAB_TYPE) : undefined;
}

/** Home stays above every movable tab and Settings below: drops outside that range are refused while dragging. */
function dropOperation(target: DropTarget): DropOperation {
  if (target.type === 'root') return 'move';
  if (target.dropPosition === 'on') return 'cancel';
  if (target.key === 'home' && target.dropPosition === 'before') return 'cancel';
  if (target.key === 'settings' && target.dropPosition === 'after') return 'cancel';
  return 'move';
}

export interface TabListProps {
  list: TabListId;
  tabs: readonly Tab[];
  onChange: (tab: Tab, change: TabChange) => void;
}

/**
 * One of the two lists. React Aria's GridList gives drag and drop by mouse, touch and keyboard (the handle, then
 * arrow keys and Enter) with screen-reader announcements; dropping from the other list hides or shows the tab.
 */
export function TabList({ list, tabs, onChange }: TabListProps) {
  const items = tabsIn(tabs, list);
  const hidden = list === 'hidden';
  const byId = (id: string) => tabs.find((tab) => tab.id === id);
  const { dragAndDropHooks } = useDragAndDrop<Tab>({
    getItems: (keys) => [...keys].map((key) => ({ [TAB_TYPE]: String(key), 'text/plain': byId(String(key))?.label ?? String(key) })),
    acceptedDragTypes: [TAB_TYPE],
    getAllowedDropOperations: () => ['move'],
    getDropOperation: dropOperation,
    onReorder: ({ keys, target }) => {
      const tab = byId(String([...keys][0]));
      if (!tab || target.dropPosition === 'on') return;
      onChange(tab, { position: positionBeside(tabs, tab.id, String(target.key), target.dropPosition) });
    },
    // The dragged id is read asynchronously; the change itself is queued synchronously once it is known.
    onInsert: ({ items: dropped, target }) => {
      void droppedTabId(dropped).then((id) => {
        const tab = byId(id ?? '');
        if (!tab || target.dropPosition === 'on') return;
        onChange(tab, { hidden, position: positionBeside(tabs, tab.id, String(target.key), target.dropPosition) });
      });
    },
    onRootDrop: ({ items: dropped }) => {
      void droppedTabId(dropped).then((id) => {
        const tab = byId(id ?? '');
        if (tab && (tab.hidden === true) !== hidden) onChange(tab, { hidden });
      });
    },
  });
  return (
    <GridList
      aria-label={LIST_NAMES[list]}
      className="tab-list"
      items={items}
      dragAndDropHooks={dragAndDropHooks}
      disabledKeys={items.filter(isLocked).map((tab) => tab.id)}
      renderEmptyState={() => <p className="tab-list__empty">{hidden ? 'No hidden tabs. Drag a tab here to hide it.' : 'No tabs.'}</p>}
    >
      {(tab) => (
        <GridListItem id={tab.id} textValue={tab.label} className="tab-row">
          {isLocked(tab) ? (
            // The drag slot holds a lock that cannot be pressed: React Aria wants the slot in every draggable row.
            <AriaButton slot="drag" isDisabled className="tab-row__lock" aria-label={`${tab.label} is locked`}>
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                <path d="M5 7V5a3 3 0 0 1 6 0v2h1v7H4V7zm1.5 0h3V5a1.5 1.5 0 0 0-3 0z" />
              </svg>
            </AriaButton>
          ) : (
            <AriaButton slot="drag" className="tab-row__handle" aria-label={`Drag ${tab.label}`}>
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                <circle cx="6" cy="4" r="1.2" />
                <circle cx="10" cy="4" r="1.2" />
                <circle cx="6" cy="8" r="1.2" />
                <circle cx="10" cy="8" r="1.2" />
                <circle cx="6" cy="12" r="1.2" />
                <circle cx="10" cy="12" r="1.2" />
              </svg>
            </AriaButton>
          )}
          <span className="tab-row__label">{tab.label}</span>
          {tab.unused ? <span className="tab-row__note">No content yet</span> : null}
          {isLocked(tab) ? <span className="tab-row__note">Always {tab.id === 'home' ? 'first' : 'last'}</span> : <TabActions tab={tab} tabs={tabs} onChange={onChange} />}
        </GridListItem>
      )}
    </GridList>
  );
}

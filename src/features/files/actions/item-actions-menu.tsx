import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { CanvasFolder } from '@/api/schemas/folder';
import { MenuButton, type MenuAction } from '@/components/menu-button';
import type { BrowserItem, FilesOwner } from '../files-owner';
import { itemLabel } from './item-operations';
import { useFileActions } from './use-file-actions';
import '@/styles/files-actions.css';

export type ItemActionsMenuProps = {
  owner: FilesOwner;
  folder: CanvasFolder;
  item: BrowserItem;
  /** Starts the list's inline rename of this item. */
  onRename: () => void;
};

/**
 * A row's "Actions for <name>" menu (managers only): rename, move to, copy to, usage rights, publish or
 * unpublish, hide or unhide, download, delete. The work runs in the same bulk runner as the toolbar's, so its
 * progress and result outlive the row (a moved row leaves the list).
 */
export function ItemActionsMenu({ owner, folder, item, onRename }: ItemActionsMenuProps): ReactNode {
  const actions = useFileActions(owner, folder);
  if (folder.can_upload === false) return null;
  const items = [item];
  const menu: MenuAction[] = [
    { id: 'rename', label: 'Rename', onAction: onRename },
    { id: 'move', label: 'Move to…', onAction: () => actions.askMove(items) },
    { id: 'copy', label: 'Copy to…', onAction: () => actions.askCopy(items) },
    { id: 'usage-rights', label: 'Usage rights…', onAction: () => actions.askUsageRights(items) },
    { id: 'publish', label: actions.publishLabel(items), onAction: () => actions.togglePublished(items) },
    { id: 'hide', label: actions.hideLabel(items), onAction: () => actions.toggleHidden(items) },
    { id: 'download', label: 'Download', onAction: () => actions.download(items) },
    { id: 'delete', label: 'Delete', tone: 'danger', onAction: () => actions.askDelete(items) },
  ];
  return (
    <span className="item-actions" onClick={stopClick} onKeyDown={keepKeysInside}>
      <MenuButton label={`Actions for ${itemLabel(item)}`} actions={menu} />
      {actions.dialogs}
    </span>
  );
}

/** A click on the button or in its menu is not a click on the row (which would change the selection). */
const stopClick = (event: MouseEvent) => event.stopPropagation();

const GRID_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/**
 * React sends events from the menu and dialogs (portals) up through the row to the grid's key handler, which
 * would take Space, arrows and Escape typed there. Only the grid's own movement keys pressed on the button
 * itself go on, so arrows still move from row to row.
 */
function keepKeysInside(event: KeyboardEvent<HTMLElement>) {
  const fromButton = event.target instanceof Element && event.target.closest('.menu-button') !== null && event.currentTarget.contains(event.target);
  if (!(fromButton && GRID_KEYS.has(event.key))) event.stopPropagation();
}

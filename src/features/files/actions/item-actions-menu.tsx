import type { ReactNode } from 'react';
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
    <>
      <MenuButton label={`Actions for ${itemLabel(item)}`} actions={menu} />
      {actions.dialogs}
    </>
  );
}

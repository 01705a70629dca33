import type { ReactNode } from 'react';
import type { CanvasFolder } from '@/api/schemas/folder';
import type { BrowserItem, FilesOwner } from '../files-owner';

export type ItemActionsMenuProps = {
  owner: FilesOwner;
  folder: CanvasFolder;
  item: BrowserItem;
  /** Starts the list's inline rename of this item. */
  onRename: () => void;
};

/** STUB (owned by the actions part): a row's "Actions" menu button: rename, move to, copy to, delete, usage rights, lock / hide, download. */
export function ItemActionsMenu(_props: ItemActionsMenuProps): ReactNode {
  return null;
}

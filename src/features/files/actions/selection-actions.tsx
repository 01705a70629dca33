import type { ReactNode } from 'react';
import type { CanvasFolder } from '@/api/schemas/folder';
import type { BrowserItem, FilesOwner } from '../files-owner';

export type SelectionActionsProps = {
  owner: FilesOwner;
  /** The folder the browser shows. */
  folder: CanvasFolder;
  selected: BrowserItem[];
  /** Called once bulk work has finished, so the list can clear its selection. */
  onDone: () => void;
};

/**
 * STUB (owned by the actions part): the toolbar for the selected items: delete (confirmation naming what goes),
 * move to, copy to, usage rights, lock / hide, download as one zip; bulk work shows progress and per-item results.
 */
export function SelectionActions(_props: SelectionActionsProps): ReactNode {
  return null;
}

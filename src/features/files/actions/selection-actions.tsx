import type { ReactNode } from 'react';
import type { CanvasFolder } from '@/api/schemas/folder';
import { Button } from '@/components/button';
import { formatCount } from '@/lib/format-count';
import type { BrowserItem, FilesOwner } from '../files-owner';
import { useFileActions } from './use-file-actions';
import '@/styles/files-actions.css';

export type SelectionActionsProps = {
  owner: FilesOwner;
  /** The folder the browser shows. */
  folder: CanvasFolder;
  selected: BrowserItem[];
  /** Called once bulk work has finished, so the list can clear its selection. */
  onDone: () => void;
};

/**
 * The toolbar for the selected items (managers only: it renders nothing where the caller cannot change the
 * folder): download (one zip for several), move to, copy to, usage rights, publish or unpublish, hide or unhide,
 * delete. Bulk work shows its progress and per-item results in a panel that outlives the selection.
 */
export function SelectionActions({ owner, folder, selected, onDone }: SelectionActionsProps): ReactNode {
  const actions = useFileActions(owner, folder, onDone);
  if (folder.can_upload === false) return null;
  const hasSelection = selected.length > 0;
  return (
    <>
      {hasSelection ? (
        // A group, not a toolbar: the browser's own toolbar holds it.
        <div role="group" aria-label={`Actions for ${formatCount(selected.length, 'selected item')}`} className="selection-actions">
          <span className="selection-actions__count">{`${formatCount(selected.length, 'item')} selected`}</span>
          <Button size="sm" onPress={() => actions.download(selected)}>
            Download
          </Button>
          <Button size="sm" onPress={() => actions.askMove(selected)}>
            Move to…
          </Button>
          <Button size="sm" onPress={() => actions.askCopy(selected)}>
            Copy to…
          </Button>
          <Button size="sm" onPress={() => actions.askUsageRights(selected)}>
            Usage rights…
          </Button>
          <Button size="sm" onPress={() => actions.togglePublished(selected)}>
            {actions.publishLabel(selected)}
          </Button>
          <Button size="sm" onPress={() => actions.toggleHidden(selected)}>
            {actions.hideLabel(selected)}
          </Button>
          <Button size="sm" variant="danger" onPress={() => actions.askDelete(selected)}>
            Delete
          </Button>
        </div>
      ) : null}
      {actions.dialogs}
    </>
  );
}

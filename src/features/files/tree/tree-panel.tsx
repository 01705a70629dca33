import { useState } from 'react';
import type { CanvasFolder } from '@/api/schemas/folder';
import type { FilesOwner } from '../files-owner';
import { FolderTree } from './folder-tree';

/** The tree beside the list; at phone width it folds behind a "Folders" disclosure so the list gets the screen. */
export function TreePanel({ owner, chain, collapsible }: { owner: FilesOwner; chain: CanvasFolder[]; collapsible: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <nav className="files-tree-panel" aria-label="Folder tree">
      {collapsible ? (
        <button type="button" className="btn btn--secondary btn--sm files-tree-panel__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          Folders
        </button>
      ) : null}
      <div hidden={collapsible && !open}>
        <FolderTree owner={owner} chain={chain} />
      </div>
    </nav>
  );
}

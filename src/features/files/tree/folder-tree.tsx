import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CanvasFolder } from '@/api/schemas/folder';
import type { FilesOwner } from '../files-owner';
import { TreeNode } from './tree-node';
import type { CanvasId } from '@/api/schemas/ids';

export interface FolderTreeProps {
  owner: FilesOwner;
  /** Root to the current folder: those nodes start open, so the current folder is revealed. */
  chain: CanvasFolder[];
}

const items = (tree: HTMLElement) => [...tree.querySelectorAll<HTMLElement>('[role="treeitem"]')];

/**
 * The owner's folders as an ARIA tree. Children load when a node opens (one subfolders request each); the
 * current folder is aria-selected. Keys as the APG tree pattern: arrows move and open, Enter opens the folder.
 */
export function FolderTree({ owner, chain }: FolderTreeProps) {
  const navigate = useNavigate();
  // The whole chain starts open: the current folder is revealed and its subfolders are one step away.
  const [expanded, setExpanded] = useState<ReadonlySet<CanvasId>>(() => new Set(chain.map((folder) => folder.id)));
  const [revealed, setRevealed] = useState(chain);
  // A new current folder (a link, Back) opens its chain; what the user opened stays open.
  if (revealed !== chain) {
    setRevealed(chain);
    setExpanded(new Set([...expanded, ...chain.map((folder) => folder.id)]));
  }
  const current = chain.at(-1);
  const [focusId, setFocusId] = useState<CanvasId | undefined>(current?.id);
  const root = chain[0];
  if (!root) return null;

  const setOpen = (id: CanvasId, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    setExpanded(next);
  };

  const focus = (element: HTMLElement | undefined) => {
    if (!element) return;
    setFocusId(element.dataset.folderId);
    element.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    if (!item) return;
    const all = items(event.currentTarget);
    const index = all.indexOf(item);
    const id = item.dataset.folderId;
    const isOpen = item.getAttribute('aria-expanded') === 'true';
    const hasChildren = item.hasAttribute('aria-expanded');
    switch (event.key) {
      case 'ArrowDown':
        focus(all[index + 1]);
        break;
      case 'ArrowUp':
        focus(all[index - 1]);
        break;
      case 'Home':
        focus(all[0]);
        break;
      case 'End':
        focus(all.at(-1));
        break;
      case 'ArrowRight':
        if (id !== undefined && hasChildren && !isOpen) setOpen(id, true);
        else if (isOpen) focus(all[index + 1]);
        break;
      case 'ArrowLeft':
        if (id !== undefined && isOpen) setOpen(id, false);
        else focus(item.parentElement?.closest<HTMLElement>('[role="treeitem"]') ?? undefined);
        break;
      case 'Enter':
        void navigate(item.dataset.href ?? '');
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <ul role="tree" aria-label="Folders" className="files-tree" onKeyDown={onKeyDown}>
      <TreeNode
        owner={owner}
        folder={root}
        level={1}
        expanded={expanded}
        currentId={current?.id}
        focusId={focusId ?? root.id}
        onToggle={setOpen}
        onFocusItem={setFocusId}
      />
    </ul>
  );
}

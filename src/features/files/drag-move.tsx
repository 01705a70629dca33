import { createContext, use, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { CanvasFolder } from '@/api/schemas/folder';
import { useMoveItems } from './actions/move-items';
import type { BrowserItem, FilesOwner } from './files-owner';
import type { CanvasId } from '@/api/schemas/ids';

/** Our own drag type: a drag of rows is told apart from files dragged in from the desktop (those go to UploadArea). */
const ROWS_DRAG_TYPE = 'application/x-lectern-files';

interface DragMove {
  /** Null when the caller may not move things: rows are not draggable then. */
  enabled: boolean;
  start: (event: DragEvent, items: BrowserItem[]) => void;
  end: () => void;
  /** Props for a folder row or tree item that accepts a drop of rows. */
  dropTargetProps: (folder: CanvasFolder) => {
    onDragOver: (event: DragEvent) => void;
    onDragLeave: () => void;
    onDrop: (event: DragEvent) => void;
    'data-drop-target'?: true;
  };
}

const DragMoveContext = createContext<DragMove | null>(null);

/** A folder cannot go into itself or below itself: such a drag is refused as a whole, not moved in part. */
function containsTarget(item: BrowserItem, target: CanvasFolder): boolean {
  return item.kind === 'folder' && (item.folder.id === target.id || `${target.full_name}/`.startsWith(`${item.folder.full_name}/`));
}

/** What a drop onto `target` moves: the dragged rows not already in it; none when the drop is refused. */
export function movableInto(items: readonly BrowserItem[], target: CanvasFolder): BrowserItem[] {
  if (items.some((item) => containsTarget(item, target))) return [];
  return items.filter((item) => (item.kind === 'file' ? item.file.folder_id !== target.id : item.folder.parent_folder_id !== target.id));
}

/**
 * Drag-and-drop move between the list and the tree. The dragged rows live here, since a drop target cannot read
 * the drag's data until the drop; the move itself (progress, per-item results, cache updates) is useMoveItems'.
 */
export function DragMoveProvider({ owner, enabled, children }: { owner: FilesOwner; enabled: boolean; children: ReactNode }) {
  const move = useMoveItems(owner);
  const dragged = useRef<BrowserItem[] | null>(null);
  const [over, setOver] = useState<CanvasId | null>(null);

  const value: DragMove = {
    enabled,
    start: (event, items) => {
      dragged.current = items;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(ROWS_DRAG_TYPE, items.map((item) => item.kind).join(','));
      event.dataTransfer.setData('text/plain', items.length === 1 ? '1 item' : `${items.length} items`);
    },
    end: () => {
      dragged.current = null;
      setOver(null);
    },
    dropTargetProps: (folder) => ({
      onDragOver: (event) => {
        const items = dragged.current;
        if (!items || !event.dataTransfer.types.includes(ROWS_DRAG_TYPE) || movableInto(items, folder).length === 0) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'move';
        if (over !== folder.id) setOver(folder.id);
      },
      onDragLeave: () => setOver((current) => (current === folder.id ? null : current)),
      onDrop: (event) => {
        const items = movableInto(dragged.current ?? [], folder);
        if (items.length === 0 || !event.dataTransfer.types.includes(ROWS_DRAG_TYPE)) return;
        event.preventDefault();
        event.stopPropagation();
        dragged.current = null;
        setOver(null);
        move(items, folder);
      },
      ...(over === folder.id ? { 'data-drop-target': true as const } : {}),
    }),
  };
  return <DragMoveContext value={value}>{children}</DragMoveContext>;
}

export function useDragMove(): DragMove {
  const context = use(DragMoveContext);
  if (!context) throw new Error('useDragMove needs a DragMoveProvider');
  return context;
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { FileListSort } from '@/api/files';
import type { CanvasFolder } from '@/api/schemas/folder';
import { Spinner } from '@/components/spinner';
import { itemKey, type BrowserItem, type FilesOwner } from '../files-owner';
import type { Selection } from '../selection/use-selection';
import { BrowserRow } from './browser-row';
import { FileListHeader } from './file-list-header';
import type { useRename } from './use-rename';

const ROW_HEIGHT = 44;
/** Ask for the next page this many rows before the end, so scrolling rarely meets a spinner. */
const NEAR_END = 40;

export interface FileListProps {
  owner: FilesOwner;
  folder: CanvasFolder;
  items: BrowserItem[];
  /** How many rows the folder holds in all, when known: the grid's aria-rowcount before every page is loaded. */
  total: number | undefined;
  label: string;
  hrefOf: (item: BrowserItem) => string;
  folderPathOf?: (item: BrowserItem) => string | undefined;
  manages: boolean;
  selection: Selection;
  rename: ReturnType<typeof useRename>;
  sort: FileListSort;
  onSort: (sort: FileListSort) => void;
  hasMore: boolean;
  isFetchingMore: boolean;
  fetchMore: () => void;
}

/**
 * The folder's rows as an ARIA grid, virtualized (only the rows in view plus a margin are in the DOM) and fed
 * page by page. One row holds the focus (roving tabindex); the keys are a file manager's.
 */
export function FileList(props: FileListProps) {
  const { items, selection, manages, rename } = props;
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(0);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    initialRect: __SERVER_SCREEN__,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => (items[index] ? itemKey(items[index]) : index),
    overscan: __SERVER_SCREEN__ ? 0 : 12,
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;
  const { hasMore, isFetchingMore, fetchMore } = props;
  useEffect(() => {
    if (hasMore && !isFetchingMore && lastRendered >= items.length - NEAR_END) fetchMore();
  }, [hasMore, isFetchingMore, lastRendered, items.length, fetchMore]);

  const focusRow = (index: number) => {
    const next = Math.min(items.length - 1, Math.max(0, index));
    setFocused(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    // The row may only be rendered after the scroll. A rename field that opened meanwhile (a refused rename
    // reopens with what was typed) keeps the focus: the next keys are meant for it.
    requestAnimationFrame(() => {
      if (document.activeElement?.closest('.files-rename')) return;
      scrollRef.current?.querySelector<HTMLElement>(`[role="row"][data-index="${next}"]`)?.focus();
    });
    return next;
  };

  // A rename that ends (Enter or Escape) unmounts its field: focus goes back to the item's row, wherever the new
  // name sorted it, once the list has re-rendered.
  const [refocusKey, setRefocusKey] = useState<string | null>(null);
  const refocus = useEffectEvent((key: string) => {
    const index = items.findIndex((item) => itemKey(item) === key);
    if (index >= 0) focusRow(index);
  });
  useEffect(() => {
    if (refocusKey === null) return;
    setRefocusKey(null);
    refocus(refocusKey);
  }, [refocusKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys inside a row's controls (the actions menu, the checkbox, the rename field) are theirs.
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') !== 'row') return;
    // The row the key was pressed in: focus may have arrived by Tab or a click, not by our arrows.
    const current = Number(target.dataset.index ?? focused);
    const item = items[current];
    if (!item) return;
    const key = itemKey(item);
    const mod = event.ctrlKey || event.metaKey;
    const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10, Home: -items.length, End: items.length };
    if (event.key in step) {
      event.preventDefault();
      const next = focusRow(current + (step[event.key] ?? 0));
      const nextKey = items[next] ? itemKey(items[next]) : key;
      if (manages && event.shiftKey) selection.extendTo(key, nextKey);
      else if (manages) selection.anchorAt(nextKey);
    } else if (event.key === ' ' && manages) {
      event.preventDefault();
      selection.toggle(key);
    } else if (event.key.toLowerCase() === 'a' && mod && manages) {
      event.preventDefault();
      selection.selectAll();
    } else if (event.key === 'Escape') {
      selection.clear();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void navigate(props.hrefOf(item));
    } else if (event.key === 'F2' && manages) {
      event.preventDefault();
      rename.start(item);
    }
  };

  const count = (props.hasMore ? Math.max(props.total ?? 0, items.length) : items.length) + 1;
  return (
    <div role="grid" aria-label={props.label} aria-rowcount={count} aria-multiselectable={manages || undefined} className="files-grid">
      <div role="rowgroup" className="files-grid__head">
        <FileListHeader sort={props.sort} onSort={props.onSort} manages={manages} allSelected={selection.allSelected} onToggleAll={selection.toggleAll} />
      </div>
      <div
        role="rowgroup"
        ref={scrollRef}
        className="files-grid__scroll"
        onKeyDown={onKeyDown}
        // The roving tabindex follows focus however it arrived, so Tab back into the grid returns to this row.
        onFocus={(event) => {
          const index = (event.target as HTMLElement).getAttribute('role') === 'row' ? Number((event.target as HTMLElement).dataset.index) : NaN;
          if (!Number.isNaN(index) && index !== focused) setFocused(index);
        }}
      >
        <div className="files-grid__rows" style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => {
            const item = items[row.index];
            if (!item) return null;
            const key = itemKey(item);
            return (
              <BrowserRow
                key={row.key}
                owner={props.owner}
                folder={props.folder}
                item={item}
                index={row.index}
                href={props.hrefOf(item)}
                folderPath={props.folderPathOf?.(item)}
                manages={manages}
                selected={selection.selected.has(key)}
                focused={row.index === Math.min(focused, items.length - 1)}
                rename={rename.rename?.key === key ? rename.rename : null}
                style={{ transform: `translateY(${row.start}px)` }}
                rowRef={virtualizer.measureElement}
                onRowClick={(event) => {
                  setFocused(row.index);
                  if (!manages || (event.target as Element).closest('a, button, input')) return;
                  selection.click(key, event);
                }}
                onCheck={() => selection.toggle(key)}
                dragItems={() => (selection.selected.has(key) ? selection.selectedItems : [item])}
                onRenameStart={() => rename.start(item)}
                onRenameSubmit={(value) => {
                  rename.submit(item, value);
                  setRefocusKey(key);
                }}
                onRenameCancel={() => {
                  rename.cancel();
                  setRefocusKey(key);
                }}
              />
            );
          })}
        </div>
        {props.isFetchingMore ? <Spinner size="sm" label="Loading more files…" /> : null}
      </div>
    </div>
  );
}

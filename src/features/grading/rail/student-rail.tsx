import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { SubmissionDetail } from '@/api/schemas/submission-detail';
import { Spinner } from '@/components/spinner';
import type { RailSelection } from '../bulk/use-rail-selection';
import { RailRow } from './rail-row';
import type { CanvasId } from '@/api/schemas/ids';

const ROW_HEIGHT = 60;
/** Ask for the next page this many rows before the end, so scrolling rarely meets a spinner. */
const NEAR_END = 30;

export interface StudentRailProps {
  rows: SubmissionDetail[];
  selectedId: CanvasId | undefined;
  labelOf: (row: SubmissionDetail) => string;
  hrefOf: (userId: CanvasId) => string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Loading, an error or an empty result, shown instead of rows. */
  placeholder?: ReactNode;
  filters: ReactNode;
  /** At phone width the rail folds behind a "Students" button. */
  collapsible: boolean;
  /** Checked rows for bulk grading: Space checks the focused row, Shift+Arrow and Shift+click check a range. */
  selection?: RailSelection;
}

/**
 * The student rail: links with aria-current (the selected student is the URL, so back and forward work),
 * virtualized because a class can have thousands; arrow keys move between rows, Enter follows the link.
 */
export function StudentRail(props: StudentRailProps) {
  const { rows, selectedId, hasNextPage, isFetchingNextPage, fetchNextPage, collapsible } = props;
  const [open, setOpen] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    initialRect: __SERVER_SCREEN__,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.user_id ?? index,
    overscan: __SERVER_SCREEN__ ? 0 : 10,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastRendered = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && rows.length > 0 && lastRendered >= rows.length - NEAR_END) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastRendered, rows.length, fetchNextPage]);

  // Keep the selected student in view as j/k move through the class, and when the folded list opens.
  const hidden = collapsible && !open;
  const selectedIndex = rows.findIndex((row) => row.user_id === selectedId);
  useEffect(() => {
    if (selectedIndex >= 0 && !hidden) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer, hidden]);

  const { selection } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = Number((event.target as Element).closest('li')?.dataset.index ?? -1);
    if (event.key === ' ' && selection && current >= 0) {
      event.preventDefault();
      selection.toggle(current);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const next = Math.min(rows.length - 1, Math.max(0, current + (event.key === 'ArrowDown' ? 1 : -1)));
    event.preventDefault();
    if (event.shiftKey && selection) selection.extendTo(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    // The row may only be rendered after the scroll.
    requestAnimationFrame(() => scrollRef.current?.querySelector<HTMLElement>(`li[data-index="${next}"] a`)?.focus());
  };

  return (
    <nav className="grading-rail" aria-label="Students">
      {collapsible ? (
        <button type="button" className="btn btn--secondary grading-rail__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          Students
        </button>
      ) : null}
      <div className="grading-rail__body" hidden={hidden}>
        {props.filters}
        <div ref={scrollRef} className="grading-rail__scroll">
          {props.placeholder ?? (
            <ul
              className="grading-rail__list"
              style={{ height: virtualizer.getTotalSize() }}
              onKeyDown={onKeyDown}
              // At phone width a chosen student closes the list, so their submission is what shows.
              onClick={(event) => {
                if (collapsible && (event.target as Element).closest('a')) setOpen(false);
              }}
              aria-label={hasNextPage ? `Students, ${rows.length} loaded` : `Students, ${rows.length}`}
            >
              {items.map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                return (
                  <li
                    key={item.key}
                    ref={virtualizer.measureElement}
                    data-index={item.index}
                    className="grading-rail__item"
                    style={{ transform: `translateY(${item.start}px)` }}
                  >
                    {selection ? <RowCheckbox selection={selection} index={item.index} checked={selection.selected.has(row.user_id)} label={props.labelOf(row)} /> : null}
                    <RailRow row={row} label={props.labelOf(row)} href={props.hrefOf(row.user_id)} selected={row.user_id === selectedId} />
                  </li>
                );
              })}
            </ul>
          )}
          {isFetchingNextPage ? <Spinner size="sm" label="Loading more students…" /> : null}
        </div>
      </div>
    </nav>
  );
}

/**
 * Out of the Tab order: Tab reaches each row once (its link), where Space checks it, so the rail's keyboard loop
 * stays as it was; a pointer clicks the box, with Shift for a range.
 */
function RowCheckbox({ selection, index, checked, label }: { selection: RailSelection; index: number; checked: boolean; label: string }) {
  return (
    <input
      type="checkbox"
      className="grading-rail__check"
      tabIndex={-1}
      aria-label={`Select ${label}`}
      checked={checked}
      onChange={() => undefined}
      onClick={(event) => (event.shiftKey ? selection.extendTo(index) : selection.toggle(index))}
    />
  );
}

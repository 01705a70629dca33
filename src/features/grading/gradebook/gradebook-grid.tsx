import { defaultRangeExtractor, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CanvasId } from '@/api/schemas/ids';
import { useMediaQuery } from '@/components/use-media-query';
import { preloadLeaveGuard } from '../saving/leave-guard';
import type { CellMove } from './grade-cell-input';
import { columnWidth, gradingHref, sortKeyOf, type GradebookColumn } from './gradebook-columns';
import { GradebookHeader, type HeaderGroupSpan } from './gradebook-header';
import { GradebookRow } from './gradebook-row';
import { isTypingKey, moveFor, type CellPosition } from './gradebook-keys';
import type { GradebookStudent } from './gradebook-model';
import type { GradebookSortKey } from './gradebook-params';
import type { GradebookReader } from './gradebook-reader';

const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 32 + 72;

export interface GradebookGridProps {
  courseId: CanvasId;
  rows: readonly GradebookStudent[];
  columns: readonly GradebookColumn[];
  groupSpans: readonly HeaderGroupSpan[];
  reader: GradebookReader;
  sort: GradebookSortKey;
  descending: boolean;
  onSort: (key: GradebookSortKey) => void;
  /** The rows drawn now, so their submissions are loaded first. */
  onRowsInView: (rows: readonly GradebookStudent[]) => void;
}

interface Editing extends CellPosition {
  /** What the input starts with: the grade (Enter, F2), the key typed, or the text the server last refused. */
  initial: string;
}

/** Keeps one more index drawn than the window: the active cell's, so focus never lands on a removed element. */
function withIndex(index: number) {
  return (range: Range) => {
    const drawn = defaultRangeExtractor(range);
    if (index < 0 || index >= range.count || drawn.includes(index)) return drawn;
    return [...drawn, index].sort((a, b) => a - b);
  };
}

/**
 * Scrolls the grid just enough to show the item, and not at all when it is in view already; both from the
 * virtualizer's own figures. The grid scrolls as it does under a wheel, not through the virtualizer's scrollToIndex:
 * that one checks its write after React's commit by reading the grid's scroll size, a layout of the changed grid
 * forced in the middle of every Enter that scrolls (bench: a cell edit to its updated total).
 */
function scrollIntoView(virtualizer: Virtualizer<HTMLDivElement, Element>, index: number) {
  const [offset, align] = virtualizer.getOffsetForIndex(index, 'auto') ?? [];
  if (offset === undefined || align === 'auto') return;
  virtualizer.scrollElement?.scrollTo(virtualizer.options.horizontal ? { left: offset } : { top: offset });
}

/** The grid's element for a cell, when the virtualizers have it drawn. */
function drawnCell(grid: HTMLElement | null, at: CellPosition): HTMLElement | null | undefined {
  return grid?.querySelector<HTMLElement>(`[data-cell="${at.row}:${at.col}"]`);
}

/**
 * Students down, assignments across, drawn only where the reader looks in both directions. One element is the ARIA
 * grid and the scroll container; the names and the header rows stick. One cell at a time is in the tab order
 * (roving tabindex), and the keys of a spreadsheet move it, edit it and save.
 */
export function GradebookGrid(props: GradebookGridProps) {
  const { courseId, rows, columns, reader, onRowsInView } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const narrow = useMediaQuery('(max-width: 640px)');
  const nameWidth = narrow ? 124 : 224;
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const focusPending = useRef(false);
  // Set when Enter, Tab or Escape ends an edit: the input's blur as it goes must not save it again.
  const editEnded = useRef(false);
  const navigate = useNavigate();

  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // The server draws a laptop's screen and no more (docs/decisions/0093).
    initialRect: __SERVER_SCREEN__,
    // More than a wheel step (about 11 rows): the rows drawn before a scroll frame's render still cover the window.
    overscan: __SERVER_SCREEN__ ? 0 : 12,
    // Rendering inside the scroll event (flushSync) made every scroll frame a long task (bench, decision 0078).
    useFlushSync: false,
    rangeExtractor: useMemo(() => withIndex(active.row), [active.row]),
    getItemKey: useCallback((index: number) => rows[index]?.id ?? index, [rows]),
  });
  const colVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: useCallback((index: number) => columnWidth(columns[index]), [columns]),
    paddingStart: nameWidth,
    scrollPaddingStart: nameWidth,
    initialRect: __SERVER_SCREEN__,
    overscan: __SERVER_SCREEN__ ? 0 : 3,
    useFlushSync: false,
    rangeExtractor: useMemo(() => withIndex(active.col - 1), [active.col]),
    getItemKey: useCallback((index: number) => columns[index]?.id ?? index, [columns]),
  });
  useEffect(() => colVirtualizer.measure(), [nameWidth, columns, colVirtualizer]);

  const virtualRows = rowVirtualizer.getVirtualItems();
  const virtualCols = colVirtualizer.getVirtualItems();
  const firstRow = virtualRows[0]?.index ?? 0;
  const lastRow = virtualRows.at(-1)?.index ?? -1;
  useEffect(() => {
    onRowsInView(rows.slice(firstRow, lastRow + 1));
  }, [rows, firstRow, lastRow, onRowsInView]);

  // Rows or columns filtered away: the active cell stays inside the grid.
  const clamped = { row: Math.min(active.row, rows.length - 1), col: Math.min(active.col, columns.length) };
  if (clamped.row !== active.row || clamped.col !== active.col) setActive(clamped);

  const moveTo = useCallback((to: CellPosition) => {
    setActive(to);
    if (to.row >= 0) scrollIntoView(rowVirtualizer, to.row);
    else scrollRef.current?.scrollTo({ top: 0 });
    if (to.col > 0) scrollIntoView(colVirtualizer, to.col - 1);
    else scrollRef.current?.scrollTo({ left: 0 });
    // A cell in view is drawn already: it takes the focus now, before React's commit removes an editor, so the
    // browser neither blurs a removed input nor lays out the changed grid to focus. A cell scrolled to is focused
    // once drawn.
    const cell = drawnCell(scrollRef.current, to);
    focusPending.current = !cell;
    cell?.focus({ preventScroll: true });
  }, [rowVirtualizer, colVirtualizer]);

  useLayoutEffect(() => {
    if (!focusPending.current || editing) return;
    const cell = drawnCell(scrollRef.current, active);
    if (cell) {
      focusPending.current = false;
      cell.focus({ preventScroll: true });
    }
  });

  const activateHeader = useCallback((col: number) => setActive({ row: -1, col }), []);

  const columnAt = (col: number) => (col > 0 ? columns[col - 1] : undefined);

  const startEdit = (at: CellPosition, initial: string | undefined) => {
    const column = columnAt(at.col);
    const student = rows[at.row];
    if (column?.kind !== 'assignment' || !student) return false;
    const submission = reader.submission(student, column.assignment);
    if (submission === undefined) return false;
    editEnded.current = false;
    preloadLeaveGuard();
    const refused = reader.refusalOf(column.assignment.id, student.id)?.text;
    setEditing({ ...at, initial: initial ?? refused ?? reader.editText(submission) });
    return true;
  };

  const openSubmission = (at: CellPosition) => {
    const column = columnAt(at.col);
    const student = rows[at.row];
    if (column?.kind === 'assignment' && student) void navigate(gradingHref(courseId, column.assignment.id, student.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || event.target instanceof HTMLInputElement) return;
    const visible = Math.max(Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 3, 1);
    const to = moveFor(event.key, event.ctrlKey || event.metaKey, active, { rows: rows.length, cols: columns.length + 1, page: visible });
    if (to) {
      event.preventDefault();
      moveTo(to);
      return;
    }
    if (active.row < 0) {
      const column = columnAt(active.col);
      if ((event.key === 'Enter' || event.key === ' ') && column) {
        event.preventDefault();
        props.onSort(sortKeyOf(column));
      }
      return;
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      openSubmission(active);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      if (startEdit(active, undefined)) event.preventDefault();
    } else if (isTypingKey(event)) {
      if (startEdit(active, event.key)) event.preventDefault();
    }
  };

  /** Saves what the edit holds; what cannot be a grade of this assignment stays in the input with the reason. */
  const saveEdit = (text: string): string | undefined => {
    if (!editing) return undefined;
    const column = columnAt(editing.col);
    const student = rows[editing.row];
    if (column?.kind !== 'assignment' || !student) return undefined;
    return reader.save(student, column.assignment, text);
  };

  const endEdit = (move: CellMove | undefined) => {
    if (!editing) return;
    const at = { row: editing.row, col: editing.col };
    editEnded.current = true;
    setEditing(null);
    focusPending.current = true;
    if (move === 'down') moveTo({ row: Math.min(at.row + 1, rows.length - 1), col: at.col });
    else if (move === 'right') moveTo({ row: at.row, col: Math.min(at.col + 1, columns.length) });
    else if (move === 'left') moveTo({ row: at.row, col: Math.max(at.col - 1, 0) });
  };

  /** A click elsewhere while editing keeps what was typed, as a spreadsheet does. */
  const onBlurEdit = (event: FocusEvent<HTMLDivElement>) => {
    if (!editing || editEnded.current || !(event.target instanceof HTMLInputElement)) return;
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    if (saveEdit(event.target.value) === undefined) setEditing(null);
  };

  // The cells' callbacks keep their identity across renders, so memoized cells skip scroll frames; each call runs
  // the newest handler, which sees this render's rows and edit.
  const latest = useRef({ startEdit, saveEdit, endEdit });
  useLayoutEffect(() => {
    latest.current = { startEdit, saveEdit, endEdit };
  });
  const stable = useMemo(() => ({
    startEdit: (at: CellPosition) => void latest.current.startEdit(at, undefined),
    saveEdit: (text: string) => latest.current.saveEdit(text),
    cancelEdit: () => latest.current.endEdit(undefined),
    endEdit: (move: CellMove) => latest.current.endEdit(move),
  }), []);

  const totalWidth = colVirtualizer.getTotalSize();
  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label="Gradebook"
      aria-rowcount={rows.length + 2}
      aria-colcount={columns.length + 1}
      className="gradebook-grid"
      style={{ ['--gradebook-name-width' as string]: `${nameWidth}px` }}
      onKeyDown={onKeyDown}
      onBlur={onBlurEdit}
    >
      <div className="gradebook-grid__canvas" style={{ width: totalWidth, height: rowVirtualizer.getTotalSize() }}>
        <GradebookHeader
          courseId={courseId}
          columns={columns}
          groupSpans={props.groupSpans}
          virtualCols={virtualCols}
          allCols={colVirtualizer.measurementsCache}
          width={totalWidth}
          activeCol={active.row === -1 ? active.col : -1}
          sort={props.sort}
          descending={props.descending}
          hiddenCount={reader.hiddenCount}
          onSort={props.onSort}
          onActivate={activateHeader}
        />
        <div role="rowgroup">
          {virtualRows.map((virtualRow) => {
            const student = rows[virtualRow.index];
            if (!student) return null;
            const rowActive = active.row === virtualRow.index;
            return (
              <GradebookRow
                key={virtualRow.key}
                courseId={courseId}
                student={student}
                index={virtualRow.index}
                top={virtualRow.start}
                width={totalWidth}
                columns={columns}
                virtualCols={virtualCols}
                reader={reader.cells}
                block={reader.blockOf(student.id)}
                activeCol={rowActive ? active.col : -1}
                editing={editing?.row === virtualRow.index ? editing.initial : undefined}
                onActivate={setActive}
                onStartEdit={stable.startEdit}
                onSave={stable.saveEdit}
                onCancel={stable.cancelEdit}
                onMove={stable.endEdit}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

import { createContext, useContext } from 'react';
import type { Edits } from './date-edits';
import type { DateField, DateRow } from './date-rows';
import type { RowResult } from './use-bulk-date-editor';
import type { CanvasId } from '@/api/schemas/ids';

/** What every cell of the table reads; a context so the column definitions stay stable while edits change. */
export interface BulkDatesState {
  timeZone: string;
  edits: Edits;
  selected: ReadonlySet<string>;
  results: ReadonlyMap<string, RowResult>;
  /** The assignment's own date (edited or not), which an override inherits where it overrides nothing. */
  baseDate: (assignmentId: CanvasId, field: DateField) => string | null;
  editDate: (row: DateRow, field: DateField, value: string | null) => void;
  toggleRow: (rowId: string) => void;
  selectAll: (all: boolean) => void;
  rowCount: number;
}

export const BulkDatesContext = createContext<BulkDatesState | null>(null);

export function useBulkDates(): BulkDatesState {
  const state = useContext(BulkDatesContext);
  if (!state) throw new Error('useBulkDates needs a BulkDatesContext provider');
  return state;
}

/** How a row is named in labels: an override says whose assignment it belongs to. */
export function rowLabel(row: DateRow): string {
  return row.kind === 'assignment' ? row.assignmentName : `${row.title} (override of ${row.assignmentName})`;
}

/** The id of a row's date cell, so a save can focus the cell it blames. */
export const cellId = (rowId: string, field: DateField) => `bulk-date-${rowId}-${field}`;

/** Focuses an element once it is rendered: the table is virtualized, so a cell's row may first need scrolling to. */
export function focusWhenRendered(id: string, attempts = 10) {
  const element = document.getElementById(id);
  if (element) element.focus();
  else if (attempts > 0) requestAnimationFrame(() => focusWhenRendered(id, attempts - 1));
}

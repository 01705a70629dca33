import { createElement, type MouseEvent, type ReactNode } from 'react';
import type { ColumnMeta } from '@tanstack/react-table';
import './column-meta';

/**
 * What the data table draws from: the part of a TanStack Table instance it reads, which the instance satisfies as
 * it is, and which a list that needs none of TanStack Table's state can build itself (plain-table.ts).
 */
export interface ColumnView {
  id: string;
  columnDef: { header?: unknown; cell?: unknown; meta?: ColumnMeta<never, unknown> };
  getIsSorted(): false | 'asc' | 'desc';
  getCanSort(): boolean;
  getToggleSortingHandler(): ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;
}

export interface HeaderView {
  id: string;
  colSpan: number;
  isPlaceholder: boolean;
  column: ColumnView;
  getContext(): object;
}

interface CellView {
  id: string;
  column: Pick<ColumnView, 'id' | 'columnDef'>;
  getContext(): object;
}

export interface RowView {
  id: string;
  getVisibleCells(): CellView[];
}

export interface TableView<R extends RowView> {
  getRowModel(): { rows: R[] };
  getHeaderGroups(): { id: string; headers: HeaderView[] }[];
  getVisibleLeafColumns(): ColumnView[];
}

/**
 * A column's header or cell: a function is rendered as a component given the context (so a cell may use hooks), any
 * other value as it is.
 */
export function renderTemplate(template: unknown, context: object): ReactNode {
  if (typeof template === 'function') return createElement(template as (props: object) => ReactNode, context);
  return (template ?? null) as ReactNode;
}

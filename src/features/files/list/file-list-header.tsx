import { useEffect, useRef } from 'react';
import type { FileListSort, FileSort } from '@/api/files';

const COLUMNS: { label: string; sort?: FileSort; className: string }[] = [
  { label: 'Name', sort: 'name', className: 'files-cell--name' },
  { label: 'Size', sort: 'size', className: 'files-cell--size' },
  { label: 'Modified', sort: 'updated_at', className: 'files-cell--date' },
  { label: 'Modified by', sort: 'user', className: 'files-cell--user' },
  { label: 'Usage rights', className: 'files-cell--rights' },
];

export interface FileListHeaderProps {
  sort: FileListSort;
  onSort: (sort: FileListSort) => void;
  manages: boolean;
  /** 'some' draws the header checkbox as mixed. */
  allSelected: boolean | 'some';
  onToggleAll: () => void;
}

/** The grid's header row: sort buttons with aria-sort, the select-all checkbox for managers. */
export function FileListHeader({ sort, onSort, manages, allSelected, onToggleAll }: FileListHeaderProps) {
  const checkbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (checkbox.current) checkbox.current.indeterminate = allSelected === 'some';
  }, [allSelected]);
  return (
    <div role="row" aria-rowindex={1} className="files-row files-row--header">
      {manages ? (
        <div role="columnheader" className="files-cell files-cell--check">
          <input ref={checkbox} type="checkbox" aria-label="Select all" checked={allSelected === true} onChange={onToggleAll} />
        </div>
      ) : null}
      {COLUMNS.map((column) => {
        const active = column.sort !== undefined && column.sort === sort.sort;
        const ariaSort = active ? (sort.order === 'asc' ? 'ascending' : 'descending') : column.sort ? 'none' : undefined;
        return (
          <div key={column.label} role="columnheader" aria-sort={ariaSort} className={`files-cell ${column.className}`}>
            {column.sort ? (
              <button
                type="button"
                className="files-sort"
                onClick={() => onSort({ sort: column.sort ?? 'name', order: active && sort.order === 'asc' ? 'desc' : 'asc' })}
              >
                {column.label}
                {active ? (
                  <span aria-hidden="true" className="files-sort__arrow">
                    {sort.order === 'asc' ? '▲' : '▼'}
                  </span>
                ) : null}
              </button>
            ) : (
              column.label
            )}
          </div>
        );
      })}
      {manages ? (
        <div role="columnheader" className="files-cell files-cell--state">
          State
        </div>
      ) : null}
      <div role="columnheader" className="files-cell files-cell--actions">
        <span className="visually-hidden">Actions</span>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { NativeButton } from './native-button';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <svg className="empty-state__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path d="M4 6h16M4 12h16M4 18h10" />
      </svg>
      <h2 className="empty-state__title">{title}</h2>
      {description ? <p className="empty-state__description">{description}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}

export interface FilteredEmptyStateProps {
  title: string;
  isFiltered: boolean;
  /** With filters on: what to try instead. */
  filteredHint: string;
  /** With no filters: why the list is empty. */
  emptyHint: string;
  onClearFilters: () => void;
}

/** An empty filtered list: a hint, and a way back to the whole list when filters are what emptied it. */
export function FilteredEmptyState({ title, isFiltered, filteredHint, emptyHint, onClearFilters }: FilteredEmptyStateProps) {
  return (
    <EmptyState
      title={title}
      description={isFiltered ? filteredHint : emptyHint}
      action={
        isFiltered ? (
          <NativeButton size="sm" onClick={onClearFilters}>
            Clear filters
          </NativeButton>
        ) : null
      }
    />
  );
}

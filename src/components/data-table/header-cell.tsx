import type { StickyCells } from './table-frame';
import { renderTemplate, type HeaderView } from './table-view';

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  // Decorative: the state is conveyed by aria-sort on the header cell.
  return (
    <svg className={`sort-icon sort-icon--${direction || 'none'}`} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path className="sort-icon__up" d="M6 2 9 5H3z" />
      <path className="sort-icon__down" d="M6 10 3 7h6z" />
    </svg>
  );
}

/**
 * A column header. Sortable headers hold a real <button> (keyboard operable)
 * and expose the current order with aria-sort on the <th>.
 */
export function HeaderCell({ header, sticky }: { header: HeaderView; sticky?: ReturnType<StickyCells['get']> }) {
  const { column } = header;
  const sorted = column.getIsSorted();
  const { align = 'start', describedBy } = column.columnDef.meta ?? {};
  const content = header.isPlaceholder ? null : renderTemplate(column.columnDef.header, header.getContext());
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
  return (
    <th scope="col" colSpan={header.colSpan} aria-sort={ariaSort} aria-describedby={describedBy} className={`vtable__th vtable__cell--${align}${sticky?.className ?? ''}`}
      style={sticky?.style}
    >
      {column.getCanSort() ? (
        <button type="button" className="vtable__sort" onClick={column.getToggleSortingHandler()} aria-describedby={describedBy}>
          <span>{content}</span>
          <SortIcon direction={sorted} />
        </button>
      ) : (
        content
      )}
    </th>
  );
}

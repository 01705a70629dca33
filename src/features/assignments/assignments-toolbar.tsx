import { DebouncedSearchBox } from '@/components/debounced-search-box';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { toAssignmentOrder, toPublishedFilter, type AssignmentFilters } from './assignment-filters';

const PUBLISHED_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
];

const ORDER_OPTIONS: SelectOption[] = [
  { value: 'position', label: 'Group order' },
  { value: 'name', label: 'Name' },
  { value: 'due_at', label: 'Due date' },
];

export interface AssignmentsToolbarProps {
  filters: AssignmentFilters;
  onChange: (change: Partial<AssignmentFilters>) => void;
  /** Students only ever get published assignments, so the state filter is for those who manage. */
  showsPublishedFilter: boolean;
}

/** Search (on the server), state and overdue filters, and the order inside each group. */
export function AssignmentsToolbar({ filters, onChange, showsPublishedFilter }: AssignmentsToolbarProps) {
  return (
    <div className="assignments-toolbar" role="group" aria-label="Find assignments">
      <DebouncedSearchBox
        className="assignments-toolbar__search"
        label="Search assignments"
        placeholder="Assignment name"
        urlValue={filters.search}
        onSearch={(term) => onChange({ search: term ?? '' })}
      />
      {showsPublishedFilter ? (
        <SelectField
          inline
          label="State"
          options={PUBLISHED_OPTIONS}
          value={filters.published}
          onChange={(event) => onChange({ published: toPublishedFilter(event.target.value) })}
        />
      ) : null}
      <SelectField
        inline
        label="Order"
        options={ORDER_OPTIONS}
        value={filters.order}
        onChange={(event) => onChange({ order: toAssignmentOrder(event.target.value) })}
      />
      <CheckboxField label="Overdue only" checked={filters.overdue} onChange={(event) => onChange({ overdue: event.target.checked })} />
    </div>
  );
}

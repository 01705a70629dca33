import { useQuery } from '@tanstack/react-query';
import type { AccountCourseFilters } from '@/api/course-lists';
import { termQueries, type EnrollmentTerm } from '@/api/terms';
import { Button } from '@/components/button';
import { SelectField } from '@/components/form/select-field';
import { hasAccountFilters } from './account-course-filters';
import { AccountPicker } from './account-picker';
import { CourseSearchField } from './course-search-field';
import { CourseStateChips } from './course-state-chips';
import { idFromText, type CanvasId } from '@/api/schemas/ids';

export interface AccountCourseFilterBarProps {
  accountId: CanvasId;
  filters: AccountCourseFilters;
  /** The root account, whose terms courses belong to. */
  rootAccountId: CanvasId;
  onChange: (filters: AccountCourseFilters) => void;
  onClear: () => void;
}

const termOptions = (terms: EnrollmentTerm[]) => [
  { value: '', label: 'All terms' },
  ...terms.map((term) => ({ value: term.id, label: term.name })),
];

/** Account, search, state and term: all applied by the server, all kept in the URL. */
export function AccountCourseFilterBar({ accountId, filters, rootAccountId, onChange, onClear }: AccountCourseFilterBarProps) {
  const terms = useQuery(termQueries.list(rootAccountId));
  return (
    <div className="filter-bar" role="group" aria-label="Filter courses">
      <AccountPicker accountId={accountId} />
      <CourseSearchField
        urlValue={filters.search_term ?? ''}
        onSearch={(search_term) => onChange({ ...filters, search_term })}
      />
      <CourseStateChips states={filters.state} onChange={(state) => onChange({ ...filters, state })} />
      {/* Only admins of the root account may list its terms; others simply get no term filter. */}
      {terms.data ? (
        <SelectField
          inline
          label="Term"
          options={termOptions(terms.data)}
          value={filters.enrollment_term_id === undefined ? '' : filters.enrollment_term_id}
          onChange={(event) => onChange({ ...filters, enrollment_term_id: idFromText(event.target.value) })}
        />
      ) : null}
      {hasAccountFilters(filters) ? (
        <Button variant="ghost" size="sm" onPress={onClear}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

/** The term's name for the empty state, or its id while the terms load. */
export function useTermName(rootAccountId: CanvasId, termId: CanvasId | undefined): string | undefined {
  const terms = useQuery(termQueries.list(rootAccountId));
  if (termId === undefined) return undefined;
  return terms.data?.find((term) => term.id === termId)?.name ?? `term ${termId}`;
}

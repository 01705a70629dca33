import { Link } from 'react-router';
import type { Section } from '@/api/schemas/section';
import { Button, buttonClassName } from '@/components/button';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { hasActivePeopleFilters, toPeopleRole, type PeopleFilters } from './people-filters';
import { PeopleSearch } from './people-search';
import { idFromText } from '@/api/schemas/ids';

const ROLE_OPTIONS: SelectOption[] = [
  { value: '', label: 'Any role' },
  { value: 'student', label: 'Students' },
  { value: 'teacher', label: 'Teachers' },
  { value: 'ta', label: 'TAs' },
  { value: 'designer', label: 'Designers' },
  { value: 'observer', label: 'Observers' },
];

export interface PeopleFilterBarProps {
  filters: PeopleFilters;
  sections: readonly Section[];
  onChange: (filters: PeopleFilters) => void;
  /** Sets only the search, from the latest URL: typing is debounced, and other filters may change meanwhile. */
  onSearch: (q: string | undefined) => void;
  onClear: () => void;
  /** Changes when filters are cleared, so the search field starts empty again. */
  searchKey: number;
}

export function PeopleFilterBar({ filters, sections, onChange, onSearch, onClear, searchKey }: PeopleFilterBarProps) {
  const sectionOptions: SelectOption[] = [
    { value: '', label: 'All sections' },
    ...sections.map((section) => ({ value: section.id, label: section.name })),
  ];
  const selectedSection = sections.find((section) => section.id === filters.section);
  return (
    <div className="filter-bar people-filter-bar" role="group" aria-label="Filter people">
      <PeopleSearch key={searchKey} initialValue={filters.q ?? ''} onSearch={onSearch} />
      <SelectField
        inline
        label="Role"
        options={ROLE_OPTIONS}
        value={filters.role ?? ''}
        onChange={(event) => onChange({ ...filters, role: toPeopleRole(event.target.value) })}
      />
      {sections.length > 1 ? (
        <SelectField
          inline
          label="Section"
          options={sectionOptions}
          value={filters.section === undefined ? '' : filters.section}
          onChange={(event) => onChange({ ...filters, section: idFromText(event.target.value) })}
        />
      ) : null}
      {selectedSection ? (
        <Link to={`/courses/${selectedSection.course_id}/sections/${selectedSection.id}`} className={buttonClassName('ghost', 'sm')}>
          Section page
        </Link>
      ) : null}
      {hasActivePeopleFilters(filters) ? (
        <Button variant="ghost" size="sm" onPress={onClear}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

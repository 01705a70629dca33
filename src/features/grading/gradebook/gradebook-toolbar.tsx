import { lazy, Suspense, useEffect, useState } from 'react';
import type { Section } from '@/api/schemas/section';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { SearchBoxPlaceholder } from '@/components/search-box-placeholder';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { GradebookGroup } from './gradebook-model';
import type { GradebookParamChanges, GradebookParams } from './gradebook-params';

// The search box is React Aria's, whose code would otherwise be evaluated (and on a busy server, downloaded) before
// the grid could draw (docs/decisions/0089); the selects are native and draw with the grid. Its code is asked for
// once the grid's first frame is painted, so evaluating it cannot hold that frame back.
const DebouncedSearchBox = lazy(() => import('@/components/debounced-search-box').then((module) => ({ default: module.DebouncedSearchBox })));

const STATUS_OPTIONS: SelectOption[] = [
  { value: '', label: 'Any status' },
  { value: 'missing', label: 'Missing' },
  { value: 'late', label: 'Late' },
  { value: 'ungraded', label: 'Ungraded' },
];

export interface GradebookToolbarProps {
  params: GradebookParams;
  sections: readonly Section[];
  groups: readonly GradebookGroup[];
  onChange: (changes: GradebookParamChanges) => void;
}

/** The view's filters, each kept in the URL. */
export function GradebookToolbar({ params, sections, groups, onChange }: GradebookToolbarProps) {
  const sectionOptions: SelectOption[] = [{ value: '', label: 'All sections' }, ...sections.map((s) => ({ value: s.id, label: s.name }))];
  const painted = usePainted();
  const placeholder = <SearchBoxPlaceholder label="Search students" placeholder="Search students" value={params.search} />;
  const groupOptions: SelectOption[] = [{ value: '', label: 'All groups' }, ...groups.map((g) => ({ value: g.group.id, label: g.group.name }))];
  return (
    <div className="filter-bar gradebook-toolbar" role="group" aria-label="Filter the gradebook">
      <Suspense fallback={placeholder}>
        {painted ? (
          <DebouncedSearchBox label="Search students" placeholder="Search students" urlValue={params.search} onSearch={(term) => onChange({ q: term })} />
        ) : (
          placeholder
        )}
      </Suspense>
      {sections.length > 1 ? (
        <SelectField label="Section" options={sectionOptions} value={params.sectionId ?? ''} onChange={(e) => onChange({ section: e.target.value })} />
      ) : null}
      <SelectField label="Assignment group" options={groupOptions} value={params.groupId ?? ''} onChange={(e) => onChange({ group: e.target.value })} />
      <SelectField label="Status" options={STATUS_OPTIONS} value={params.status ?? ''} onChange={(e) => onChange({ status: e.target.value })} />
    </div>
  );
}

/** False until the frame that first shows the toolbar (and the grid beside it) has been painted. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

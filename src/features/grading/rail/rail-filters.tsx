import { useQuery } from '@tanstack/react-query';
import { sectionQueries } from '@/api/sections';
import type { GradingStatus } from '@/api/submissions';
import { DebouncedSearchBox } from '@/components/debounced-search-box';
import { SelectField } from '@/components/form/select-field';
import type { RailParams, RailSort } from './rail-params';
import type { CanvasId } from '@/api/schemas/ids';

const STATUS_OPTIONS: { value: GradingStatus | ''; label: string }[] = [
  { value: '', label: 'Any status' },
  { value: 'needs_grading', label: 'Needs grading' },
  { value: 'graded', label: 'Graded' },
  { value: 'late', label: 'Late' },
  { value: 'missing', label: 'Missing' },
  { value: 'excused', label: 'Excused' },
  { value: 'unsubmitted', label: 'Not submitted' },
];

interface RailFilterChange {
  q?: string;
  section?: number;
  status?: GradingStatus;
  sort?: RailSort;
}

export interface RailFiltersProps {
  courseId: CanvasId;
  params: RailParams;
  hideNames: boolean;
  onChange: (change: Partial<Record<keyof RailFilterChange, string | number | undefined>>) => void;
}

/** Search (on the server, 2+ characters), section, status and order; each choice lands in the URL. */
export function RailFilters({ courseId, params, hideNames, onChange }: RailFiltersProps) {
  const { data: sections } = useQuery(sectionQueries.list(courseId));
  const sectionOptions = [{ value: '', label: 'All sections' }, ...(sections ?? []).map((s) => ({ value: s.id, label: s.name }))];
  return (
    <div className="grading-rail__filters">
      {hideNames ? (
        <p className="grading-rail__note">Search by name is off while names are hidden.</p>
      ) : (
        <DebouncedSearchBox label="Search students" placeholder="Name" urlValue={params.search} onSearch={(term) => onChange({ q: term })} />
      )}
      <div className="grading-rail__selects">
      {sectionOptions.length > 2 ? (
        <SelectField
          label="Section"
          options={sectionOptions}
          value={params.sectionId === undefined ? '' : params.sectionId}
          onChange={(event) => onChange({ section: event.target.value || undefined })}
        />
      ) : null}
      <SelectField label="Status" options={STATUS_OPTIONS} value={params.status ?? ''} onChange={(event) => onChange({ status: event.target.value || undefined })} />
      <SelectField
        label="Order"
        options={[
          { value: 'name', label: hideNames ? 'Shuffled' : 'Name' },
          { value: 'submitted_at', label: 'Oldest submitted' },
        ]}
        value={params.sort}
        onChange={(event) => onChange({ sort: event.target.value === 'submitted_at' ? 'submitted_at' : undefined })}
      />
      </div>
    </div>
  );
}

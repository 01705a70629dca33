import type { CourseListFilters } from '@/api/course-lists';
import { NativeButton } from '@/components/native-button';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { hasActiveFilters, toEnrollmentState, toEnrollmentType } from './course-filters';
import { CourseStateChips, describeStates } from './course-state-chips';

const ENROLLMENT_TYPE_OPTIONS: SelectOption[] = [
  { value: '', label: 'Any role' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'ta', label: 'TA' },
  { value: 'designer', label: 'Designer' },
  { value: 'student', label: 'Student' },
  { value: 'observer', label: 'Observer' },
];

const ENROLLMENT_STATE_OPTIONS: SelectOption[] = [
  { value: '', label: 'Current (default)' },
  { value: 'active', label: 'Active' },
  { value: 'invited_or_pending', label: 'Invited or pending' },
  { value: 'completed', label: 'Completed' },
];

const labelOf = (options: SelectOption[], value: string) => options.find((option) => option.value === value)?.label ?? value;

/** The filters in force, as the bar names them: "role Teacher", "state Published or Concluded". */
export function describeCourseFilters(filters: CourseListFilters): string[] {
  return [
    filters.enrollment_type && `role ${labelOf(ENROLLMENT_TYPE_OPTIONS, filters.enrollment_type)}`,
    filters.enrollment_state && `enrollment ${labelOf(ENROLLMENT_STATE_OPTIONS, filters.enrollment_state)}`,
    filters.state?.length && `state ${describeStates(filters.state)}`,
  ].filter((text): text is string => typeof text === 'string');
}

export interface CourseFilterBarProps {
  filters: CourseListFilters;
  onChange: (filters: CourseListFilters) => void;
}

/** Every filter is applied by the server; the bar only edits the URL-backed filter object. */
export function CourseFilterBar({ filters, onChange }: CourseFilterBarProps) {
  return (
    <div className="filter-bar" role="group" aria-label="Filter courses">
      <SelectField
        inline
        label="Role"
        options={ENROLLMENT_TYPE_OPTIONS}
        value={filters.enrollment_type ?? ''}
        onChange={(event) => onChange({ ...filters, enrollment_type: toEnrollmentType(event.target.value) })}
      />
      <SelectField
        inline
        label="Enrollment"
        options={ENROLLMENT_STATE_OPTIONS}
        value={filters.enrollment_state ?? ''}
        onChange={(event) => onChange({ ...filters, enrollment_state: toEnrollmentState(event.target.value) })}
      />
      <CourseStateChips states={filters.state} onChange={(state) => onChange({ ...filters, state })} />
      {hasActiveFilters(filters) ? (
        <NativeButton variant="ghost" size="sm" onClick={() => onChange({})}>
          Clear filters
        </NativeButton>
      ) : null}
    </div>
  );
}

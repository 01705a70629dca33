import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import type { CourseListFilters } from '@/api/courses';
import { COURSE_WORKFLOW_STATES, type CourseWorkflowState } from '@/api/schemas/course';
import { Button } from '@/components/button';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { courseStateLabel } from './course-state';
import { hasActiveFilters, toEnrollmentState, toEnrollmentType } from './course-filters';

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

export interface CourseFilterBarProps {
  filters: CourseListFilters;
  onChange: (filters: CourseListFilters) => void;
}

/** Every filter is applied by the server; the bar only edits the URL-backed filter object. */
export function CourseFilterBar({ filters, onChange }: CourseFilterBarProps) {
  const selectedStates = new Set<Key>(filters.state ?? []);
  const onStatesChange = (keys: Set<Key>) => {
    const state = COURSE_WORKFLOW_STATES.filter((value) => keys.has(value));
    onChange({ ...filters, state: state.length > 0 ? state : undefined });
  };
  return (
    <div className="filter-bar" role="group" aria-label="Filter courses">
      <SelectField
        inline
        label="Role"
        options={ENROLLMENT_TYPE_OPTIONS}
        value={filters.enrollment_type ?? ''}
        onChange={(event) =>
          onChange({ ...filters, enrollment_type: toEnrollmentType(event.target.value) })
        }
      />
      <SelectField
        inline
        label="Enrollment"
        options={ENROLLMENT_STATE_OPTIONS}
        value={filters.enrollment_state ?? ''}
        onChange={(event) =>
          onChange({
            ...filters,
            enrollment_state: toEnrollmentState(event.target.value),
          })
        }
      />
      <div className="filter-bar__group">
        <span className="filter-bar__label" id="course-state-filter-label">
          State
        </span>
        <ToggleButtonGroup
          aria-labelledby="course-state-filter-label"
          selectionMode="multiple"
          selectedKeys={selectedStates}
          onSelectionChange={onStatesChange}
          className="chip-group"
        >
          {COURSE_WORKFLOW_STATES.map((state: CourseWorkflowState) => (
            <ToggleButton key={state} id={state} className="chip">
              {courseStateLabel(state).label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      {hasActiveFilters(filters) ? (
        <Button variant="ghost" size="sm" onPress={() => onChange({})}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

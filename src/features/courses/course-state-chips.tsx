import { useId } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { COURSE_WORKFLOW_STATES, type CourseWorkflowState } from '@/api/schemas/course';
import { courseStateLabel } from './course-state';

export interface CourseStateChipsProps {
  states: CourseWorkflowState[] | undefined;
  onChange: (states: CourseWorkflowState[] | undefined) => void;
}

/** Toggle chips for the course states a list shows; none selected means the server's default. */
export function CourseStateChips({ states, onChange }: CourseStateChipsProps) {
  const labelId = useId();
  const onSelectionChange = (keys: Set<Key>) => {
    const selected = COURSE_WORKFLOW_STATES.filter((value) => keys.has(value));
    onChange(selected.length > 0 ? selected : undefined);
  };
  return (
    <div className="filter-bar__group">
      <span className="filter-bar__label" id={labelId}>
        State
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        selectionMode="multiple"
        selectedKeys={new Set<Key>(states ?? [])}
        onSelectionChange={onSelectionChange}
        className="chip-group"
      >
        {COURSE_WORKFLOW_STATES.map((state) => (
          <ToggleButton key={state} id={state} className="chip">
            {courseStateLabel(state).label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

/** "Published or Concluded": the selected states as a reader would say them. */
export const describeStates = (states: CourseWorkflowState[]) => states.map((state) => courseStateLabel(state).label).join(' or ');

import { useId } from 'react';
import { COURSE_WORKFLOW_STATES, type CourseWorkflowState } from '@/api/schemas/course';
import { courseStateLabel } from './course-state';

export interface CourseStateChipsProps {
  states: CourseWorkflowState[] | undefined;
  onChange: (states: CourseWorkflowState[] | undefined) => void;
}

/**
 * Toggle chips for the course states a list shows; none selected means the server's default. Native toggle
 * buttons (`aria-pressed`): the course list is a first visit, and the platform's button already gives role,
 * focus and Enter/Space without a widget library.
 */
export function CourseStateChips({ states, onChange }: CourseStateChipsProps) {
  const labelId = useId();
  const selected = new Set(states ?? []);
  const toggle = (state: CourseWorkflowState) => {
    const next = COURSE_WORKFLOW_STATES.filter((value) => (value === state ? !selected.has(value) : selected.has(value)));
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <div className="filter-bar__group">
      <span className="filter-bar__label" id={labelId}>
        State
      </span>
      <div role="group" aria-labelledby={labelId} className="chip-group">
        {COURSE_WORKFLOW_STATES.map((state) => (
          <button
            key={state}
            type="button"
            className="chip"
            aria-pressed={selected.has(state)}
            onClick={() => toggle(state)}
          >
            {courseStateLabel(state).label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** "Published or Concluded": the selected states as a reader would say them. */
export const describeStates = (states: CourseWorkflowState[]) => states.map((state) => courseStateLabel(state).label).join(' or ');

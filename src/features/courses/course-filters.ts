import { COURSE_ENROLLMENT_STATE_FILTERS, type CourseEnrollmentStateFilter, type CourseListFilters } from '@/api/course-lists';
import { COURSE_WORKFLOW_STATES, type CourseWorkflowState } from '@/api/schemas/course';
import { COURSE_ENROLLMENT_TYPES, type CourseEnrollmentType } from '@/api/schemas/enrollment';

/**
 * Course list filters live in the URL (so reload and shared links keep them):
 * `?enrollment_type=teacher&enrollment_state=active&state=available&state=completed`.
 * Unknown values are dropped rather than sent to the server.
 */

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

export function toEnrollmentType(value: string | null): CourseEnrollmentType | undefined {
  return isOneOf(COURSE_ENROLLMENT_TYPES, value) ? value : undefined;
}

export function toEnrollmentState(value: string | null): CourseEnrollmentStateFilter | undefined {
  return isOneOf(COURSE_ENROLLMENT_STATE_FILTERS, value) ? value : undefined;
}

/** The `state` params that name a course state, once each; undefined when none does. */
export function readCourseStates(search: URLSearchParams): CourseWorkflowState[] | undefined {
  const states = search.getAll('state').filter((value): value is CourseWorkflowState => isOneOf(COURSE_WORKFLOW_STATES, value));
  return states.length > 0 ? [...new Set(states)] : undefined;
}

export function readCourseFilters(search: URLSearchParams): CourseListFilters {
  return {
    enrollment_type: toEnrollmentType(search.get('enrollment_type')),
    enrollment_state: toEnrollmentState(search.get('enrollment_state')),
    state: readCourseStates(search),
  };
}

/** Returns a copy of `search` with the filter params replaced; other params are kept. */
export function writeCourseFilters(search: URLSearchParams, filters: CourseListFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('enrollment_type');
  next.delete('enrollment_state');
  next.delete('state');
  if (filters.enrollment_type) next.set('enrollment_type', filters.enrollment_type);
  if (filters.enrollment_state) next.set('enrollment_state', filters.enrollment_state);
  for (const state of filters.state ?? []) next.append('state', state);
  return next;
}

export function hasActiveFilters(filters: CourseListFilters): boolean {
  return Boolean(filters.enrollment_type || filters.enrollment_state || (filters.state && filters.state.length > 0));
}

/** Stable string for React keys: a new filter set means a new list (and scroll to top). */
export function filtersKey(filters: CourseListFilters): string {
  return writeCourseFilters(new URLSearchParams(), filters).toString();
}

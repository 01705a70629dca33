import { queryOptions } from '@tanstack/react-query';
import { canvasFetch } from './http/canvas-fetch';
import { infiniteListOptions } from './http/paginated';
import type { RailsParams } from './http/rails-params';
import { courseListItemSchema, courseSchema, type Course, type CourseWorkflowState } from './schemas/course';
import type { CourseEnrollmentType } from './schemas/enrollment';

/** Values of `enrollment_state` accepted by the course lists (§2.1). */
export const COURSE_ENROLLMENT_STATE_FILTERS = ['active', 'invited_or_pending', 'completed'] as const;
export type CourseEnrollmentStateFilter = (typeof COURSE_ENROLLMENT_STATE_FILTERS)[number];

/** Server-side filters of GET /courses and GET /users/:id/courses. Absent = Canvas's default. */
export interface CourseListFilters {
  enrollment_type?: CourseEnrollmentType;
  enrollment_state?: CourseEnrollmentStateFilter;
  state?: CourseWorkflowState[];
}

/** Who a list belongs to: the caller (`/courses`) or a given user (`/users/:id/courses`). */
export type CourseListOwner = 'caller' | number;

// Equal filters must hash to one cache entry whatever order the UI built them in.
function normalizeFilters(filters: CourseListFilters): CourseListFilters {
  return {
    enrollment_type: filters.enrollment_type,
    enrollment_state: filters.enrollment_state,
    state: filters.state && filters.state.length > 0 ? [...new Set(filters.state)].sort() : undefined,
  };
}

export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (filters: CourseListFilters, owner: CourseListOwner = 'caller') =>
    [...courseKeys.lists(), { owner, ...normalizeFilters(filters) }] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (id: number) => [...courseKeys.details(), id] as const,
};

const LIST_INCLUDES = ['term', 'total_students', 'teachers'];
const DETAIL_INCLUDES = ['term', 'teachers', 'total_students', 'permissions'];

function listParams(filters: CourseListFilters): RailsParams {
  const { enrollment_type, enrollment_state, state } = normalizeFilters(filters);
  return { include: LIST_INCLUDES, enrollment_type, enrollment_state, state };
}

export async function fetchCourse(id: number, signal?: AbortSignal): Promise<Course> {
  const { data } = await canvasFetch(`/api/v1/courses/${id}`, {
    schema: courseSchema,
    params: { include: DETAIL_INCLUDES },
    signal,
  });
  return data;
}

export const courseQueries = {
  /** GET /api/v1/courses: only courses the caller is enrolled in, even for admins (§8.23). */
  list: (filters: CourseListFilters = {}) =>
    infiniteListOptions({
      queryKey: courseKeys.list(filters),
      path: '/api/v1/courses',
      params: listParams(filters),
      schema: courseListItemSchema,
    }),
  /** GET /api/v1/users/:user_id/courses (§2.2). */
  userList: (userId: number, filters: CourseListFilters = {}) =>
    infiniteListOptions({
      queryKey: courseKeys.list(filters, userId),
      path: `/api/v1/users/${userId}/courses`,
      params: listParams(filters),
      schema: courseListItemSchema,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: courseKeys.detail(id),
      queryFn: ({ signal }) => fetchCourse(id, signal),
    }),
};

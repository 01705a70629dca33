import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { canvasFetch } from './http/canvas-fetch';
import { fetchAllPages, infiniteListOptions } from './http/paginated';
import type { RailsParams } from './http/rails-params';
import type { CourseEnrollmentType } from './schemas/enrollment';
import { userSchema, type User } from './schemas/user';
import type { CanvasId } from '@/api/schemas/ids';

/** Canvas refuses shorter search terms with a 400 (§2.10), so they are never sent. */
export const MIN_SEARCH_LENGTH = 2;

/** Server-side filters of GET /courses/:id/users. */
export interface CourseUserFilters {
  enrollment_type?: CourseEnrollmentType;
  /** Dropped unless it has at least MIN_SEARCH_LENGTH characters. */
  search_term?: string;
}

/** The search term as it is sent, or undefined when it is too short to send. */
export function sendableSearchTerm(term: string | undefined): string | undefined {
  const trimmed = term?.trim() ?? '';
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : undefined;
}

function normalizeFilters(filters: CourseUserFilters): CourseUserFilters {
  return { enrollment_type: filters.enrollment_type, search_term: sendableSearchTerm(filters.search_term) };
}

const courseUserKeys = {
  all: ['course-users'] as const,
  course: (courseId: CanvasId) => [...courseUserKeys.all, courseId] as const,
  lists: (courseId: CanvasId) => [...courseUserKeys.course(courseId), 'list'] as const,
  list: (courseId: CanvasId, filters: CourseUserFilters) => [...courseUserKeys.lists(courseId), normalizeFilters(filters)] as const,
  detail: (courseId: CanvasId, userId: CanvasId) => [...courseUserKeys.course(courseId), 'detail', userId] as const,
  recent: (courseId: CanvasId) => [...courseUserKeys.course(courseId), 'recent'] as const,
  contentShare: (courseId: CanvasId, term: string) => [...courseUserKeys.course(courseId), 'content-share', term] as const,
  allStudents: (courseId: CanvasId) => [...courseUserKeys.course(courseId), 'all-students'] as const,
  gradebookStudents: (courseId: CanvasId) => [...courseUserKeys.course(courseId), 'gradebook-students'] as const,
  studentsById: (courseId: CanvasId, ids: readonly CanvasId[]) => [...courseUserKeys.course(courseId), 'students-by-id', ids] as const,
  graders: (courseId: CanvasId) => [...courseUserKeys.course(courseId), 'graders'] as const,
};

/**
 * Every enrollment state Canvas's roster filter knows but rejected: effective due dates list concluded and
 * inactive students too, and a page that names them needs them all.
 */
const EVERY_STUDENT_STATE = ['active', 'invited', 'inactive', 'completed'];

/** Enrollments give roles, sections and activity; email is shown only when Canvas lets the caller see it. */
const USER_INCLUDES = ['enrollments', 'avatar_url', 'email'];

function listParams(filters: CourseUserFilters): RailsParams {
  const { enrollment_type, search_term } = normalizeFilters(filters);
  return { include: USER_INCLUDES, enrollment_type: enrollment_type ? [enrollment_type] : undefined, search_term };
}

/** GET /courses/:id/users/:user_id (§2.11): 404 when the user is not visible in the course. */
async function fetchCourseUser(courseId: CanvasId, userId: CanvasId, signal?: AbortSignal): Promise<User> {
  const { data } = await canvasFetch(`/api/v1/courses/${courseId}/users/${userId}`, {
    schema: userSchema,
    params: { include: USER_INCLUDES },
    signal,
  });
  return data;
}

/** GET /courses/:id/content_share_users (§2.13): the first page is plenty for a pick-list. */
async function fetchContentShareUsers(courseId: CanvasId, term: string, signal?: AbortSignal): Promise<User[]> {
  const { data } = await canvasFetch(`/api/v1/courses/${courseId}/content_share_users`, {
    schema: z.array(userSchema),
    params: { search_term: term, per_page: 20 },
    signal,
  });
  return data;
}

export const courseUserQueries = {
  /** GET /courses/:id/users (§2.10): numeric pages without a `last` link, so no total is known. */
  list: (courseId: CanvasId, filters: CourseUserFilters = {}) =>
    infiniteListOptions({
      queryKey: courseUserKeys.list(courseId, filters),
      path: `/api/v1/courses/${courseId}/users`,
      params: listParams(filters),
      schema: userSchema,
    }),
  detail: (courseId: CanvasId, userId: CanvasId) =>
    queryOptions({
      queryKey: courseUserKeys.detail(courseId, userId),
      queryFn: ({ signal }) => fetchCourseUser(courseId, userId, signal),
    }),
  /** GET /courses/:id/recent_students (§2.12): students by last login, newest first. */
  recent: (courseId: CanvasId) =>
    infiniteListOptions({
      queryKey: courseUserKeys.recent(courseId),
      path: `/api/v1/courses/${courseId}/recent_students`,
      schema: userSchema,
    }),
  /**
   * Every student with their enrollments (sections), every page in one query: for pages that join students to
   * due dates or filter them by section, which need the whole roster rather than a page of it.
   */
  allStudents: (courseId: CanvasId) =>
    queryOptions({
      queryKey: courseUserKeys.allStudents(courseId),
      queryFn: ({ signal }): Promise<User[]> =>
        fetchAllPages(`/api/v1/courses/${courseId}/users`, {
          params: { include: ['enrollments'], enrollment_type: ['student'], enrollment_state: EVERY_STUDENT_STATE },
          schema: userSchema,
          signal,
        }),
    }),
  /**
   * The gradebook's rows: active and invited students with their enrollments (sections, server grades), by
   * sortable name, a page of 100 at a time, so the first rows show while the rest of a large roster arrives.
   */
  gradebookStudents: (courseId: CanvasId) =>
    infiniteListOptions({
      queryKey: courseUserKeys.gradebookStudents(courseId),
      path: `/api/v1/courses/${courseId}/users`,
      params: { include: ['enrollments'], enrollment_type: ['student'], enrollment_state: ['active', 'invited'] },
      schema: userSchema,
    }),
  /**
   * These students (at most a page of ids) with their enrollments, in any state and the test student too: names
   * for ids another answer listed (effective due dates), without paging through the whole roster. Canvas's
   * `user_ids` filter (§2.10); students it does not return are not visible to the caller.
   */
  studentsById: (courseId: CanvasId, ids: readonly CanvasId[]) =>
    queryOptions({
      queryKey: courseUserKeys.studentsById(courseId, ids),
      queryFn: ({ signal }): Promise<User[]> =>
        fetchAllPages(`/api/v1/courses/${courseId}/users`, {
          params: { user_ids: ids, include: ['enrollments'], enrollment_type: ['student', 'student_view'], enrollment_state: EVERY_STUDENT_STATE },
          schema: userSchema,
          signal,
        }),
      // Names rarely change; scrolling back to a batch should not ask again.
      staleTime: 5 * 60_000,
    }),
  /** The course's teachers and TAs, every page: a handful of people, so screens can tell staff from students. */
  graders: (courseId: CanvasId) =>
    queryOptions({
      queryKey: courseUserKeys.graders(courseId),
      queryFn: ({ signal }): Promise<User[]> =>
        fetchAllPages(`/api/v1/courses/${courseId}/users`, { params: { enrollment_type: ['teacher', 'ta'] }, schema: userSchema, signal }),
      staleTime: 5 * 60_000,
    }),
  contentShare: (courseId: CanvasId, term: string) => {
    const sendable = sendableSearchTerm(term) ?? '';
    return queryOptions({
      queryKey: courseUserKeys.contentShare(courseId, sendable),
      queryFn: ({ signal }) => fetchContentShareUsers(courseId, sendable, signal),
      enabled: sendable !== '',
      staleTime: 60_000,
    });
  },
};

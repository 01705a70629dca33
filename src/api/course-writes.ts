import { canvasFetch } from './http/canvas-fetch';
import { courseSchema, type Course } from './schemas/course';
import { courseConcludeResultSchema, courseDeleteResultSchema } from './schemas/course-actions';
import type { CanvasId } from '@/api/schemas/ids';

/** The course writes (§2.4–§2.7). Their mutation hooks, which keep the cache right, live in courses.ts. */

/** The `course[...]` keys the app writes (§2.4, §2.5); absent keys are left unchanged. */
export interface CourseFields {
  name?: string;
  course_code?: string;
  start_at?: string | null;
  end_at?: string | null;
  /** Canvas keeps course dates only while this is true ("course dates override term dates"). */
  restrict_enrollments_to_course_dates?: boolean;
  term_id?: CanvasId;
  time_zone?: string;
  license?: string;
  is_public?: boolean;
  is_public_to_auth_users?: boolean;
  default_view?: string;
  course_format?: string | null;
  syllabus_body?: string | null;
}

export interface CreateCourseParams {
  course: CourseFields;
  /** Publish at once. */
  offer?: boolean;
  /** Enroll the caller as an active teacher. */
  enroll_me?: boolean;
}

/** Publish, unpublish, reopen a concluded course (`unconclude`), restore a deleted one (`undelete`). */
export type CourseEvent = 'offer' | 'claim' | 'unconclude' | 'undelete';

export async function createCourse(accountId: CanvasId, { course, offer, enroll_me }: CreateCourseParams): Promise<Course> {
  const { data } = await canvasFetch(`/api/v1/accounts/${accountId}/courses`, {
    method: 'POST',
    // Canvas honours enroll_me only as the exact string "true" (§1.3).
    body: { course, offer: offer === true, ...(enroll_me ? { enroll_me: 'true' } : {}) },
    schema: courseSchema,
  });
  return data;
}

export async function updateCourse(id: CanvasId, course: CourseFields & { event?: CourseEvent }): Promise<Course> {
  const { data } = await canvasFetch(`/api/v1/courses/${id}`, { method: 'PUT', body: { course }, schema: courseSchema });
  return data;
}

/** DELETE /courses/:id with `event` in the query string: some proxies drop DELETE bodies (§8.9). */
export async function concludeCourse(id: CanvasId): Promise<boolean> {
  const { data } = await canvasFetch(`/api/v1/courses/${id}`, {
    method: 'DELETE',
    params: { event: 'conclude' },
    schema: courseConcludeResultSchema,
  });
  return data.conclude;
}

export async function deleteCourse(id: CanvasId): Promise<boolean> {
  const { data } = await canvasFetch(`/api/v1/courses/${id}`, {
    method: 'DELETE',
    params: { event: 'delete' },
    schema: courseDeleteResultSchema,
  });
  return data.delete;
}

/** Answers the NEW course: a new id; the old one is deleted and 404s from now on (§2.7). */
export async function resetCourseContent(id: CanvasId): Promise<Course> {
  const { data } = await canvasFetch(`/api/v1/courses/${id}/reset_content`, { method: 'POST', schema: courseSchema });
  return data;
}

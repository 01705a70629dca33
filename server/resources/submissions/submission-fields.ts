import { z } from 'zod';
import { stringList } from '../../canvas/coerce';
import type { AppContext } from '../../canvas/context';
import { parseParams } from '../../canvas/validate';
import type { CourseRow } from '../courses/course-row';
import { serializeCourses } from '../courses/course.serialize';
import { requestOrigin } from '../../canvas/urls';
import type { StudentIdentity } from './anonymity';
import type { SubmissionRow } from './submission-row';

/**
 * The keys response_fields[] and exclude_response_fields[] choose among: lib/api/v1/submission.rb's
 * SUBMISSION_JSON_FIELDS, its methods and its other fields. Keys outside these (includes, Lectern's updated_at) stay.
 */
const CHOOSABLE = new Set([
  'id', 'user_id', 'url', 'score', 'grade', 'excused', 'attempt', 'submission_type', 'submitted_at', 'body', 'assignment_id',
  'graded_at', 'grade_matches_current_submission', 'grader_id', 'workflow_state', 'late_policy_status', 'points_deducted',
  'grading_period_id', 'cached_due_date', 'extra_attempts', 'posted_at', 'redo_request', 'sticker', 'custom_grade_status_id',
  'late', 'missing', 'seconds_late', 'entered_grade', 'entered_score', 'attachments', 'discussion_entries',
]);

export type ResponseFields = { only?: Set<string>; exclude?: Set<string> };

/** response_fields[] keeps only the choosable keys it names; exclude_response_fields[] drops those it names and preview_url. */
export function chooseFields(json: Record<string, unknown>, fields: ResponseFields | undefined): Record<string, unknown> {
  if (!fields) return json;
  const { only, exclude } = fields;
  return Object.fromEntries(
    Object.entries(json).filter(([key]) => {
      if (key === 'preview_url') return !exclude?.has(key);
      if (!CHOOSABLE.has(key)) return true;
      return (!only || only.has(key)) && !exclude?.has(key);
    }),
  );
}

type Place = { courseId: number; identity: StudentIdentity };

/**
 * submission_attempt_json's preview_url: the attempt's page with preview=1 and its version (Lectern keeps one
 * history entry per attempt, so the version is the attempt number). None while the students are anonymized.
 */
export function previewUrl(c: AppContext, row: Pick<SubmissionRow, 'assignment_id' | 'user_id' | 'attempt'>, place: Place): Record<string, string> {
  if (place.identity.anonymized) return {};
  const base = `${requestOrigin(c)}/courses/${place.courseId}/assignments/${row.assignment_id}/submissions/${row.user_id}`;
  return { preview_url: `${base}?preview=1&version=${row.attempt ?? 0}` };
}

/** include[]=html_url: the submission's page, or SpeedGrader by anonymous id while the students are anonymized. */
export function htmlUrl(c: AppContext, row: Pick<SubmissionRow, 'assignment_id' | 'user_id' | 'anonymous_id'>, place: Place): string {
  const origin = requestOrigin(c);
  if (place.identity.anonymized) {
    return `${origin}/courses/${place.courseId}/gradebook/speed_grader?assignment_id=${row.assignment_id}&anonymous_id=${row.anonymous_id ?? ''}`;
  }
  return `${origin}/courses/${place.courseId}/assignments/${row.assignment_id}/submissions/${row.user_id}`;
}

/**
 * submission_html_comments: the comment as Canvas's format_message renders it, HTML-escaped with line breaks as
 * `<br/>` (Lectern stores comments as plain text).
 */
export function htmlComment(comment: Record<string, unknown>): Record<string, unknown> {
  const text = typeof comment.comment === 'string' ? comment.comment : '';
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return { ...comment, comment: escaped.replace(/\r?\n/g, '<br/>') };
}

const fieldParams = z.object({ response_fields: stringList().optional(), exclude_response_fields: stringList().optional() });

/**
 * What every submission read adds from its request: response_fields[] / exclude_response_fields[] and the Course
 * JSON include[]=course embeds (course_json without enrollments, as the serializer asks for it).
 */
export function readExtras(c: AppContext, course: CourseRow, includes: Set<string>): { fields?: ResponseFields; courseJson?: Record<string, unknown> } {
  const asked = parseParams(fieldParams, c.get('params'));
  const only = asked.response_fields?.length ? new Set(asked.response_fields) : undefined;
  const exclude = asked.exclude_response_fields?.length ? new Set(asked.exclude_response_fields) : undefined;
  const extras: { fields?: ResponseFields; courseJson?: Record<string, unknown> } = {};
  if (only || exclude) extras.fields = { ...(only ? { only } : {}), ...(exclude ? { exclude } : {}) };
  if (includes.has('course')) extras.courseJson = serializeCourses(c, [course], { includes: new Set(), callerEnrollments: false })[0];
  return extras;
}

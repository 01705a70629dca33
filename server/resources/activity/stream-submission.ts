import type { AppContext } from '../../canvas/context';
import { requestOrigin } from '../../canvas/urls';
import { expectsSubmission, submissionTypes, type AssignmentRow } from '../assignments/assignment-row';
import { loadReadFacts } from '../assignments/assignment-read-fields';
import { assignmentJson } from '../assignments/assignment.serialize';
import type { CourseAccess } from '../../canvas/permissions';
import type { CourseRow } from '../courses/course-row';
import { serializeCourses } from '../courses/course.serialize';
import { avatarUrl, userDisplay, type UserRow } from '../users/user-row';
import type { SubmissionRow } from '../submissions/submission-row';
import { submissionJson } from '../submissions/submission.serialize';
import { mayReadComment, type SubmissionViewer } from '../submissions/submission-visibility';
import { findUser } from '../users/users.store';
import { prepared } from '../../db/statements';

/**
 * The Submission part of a Submission stream item: Submission JSON (docs/canvas-contract.md §7.11) with
 * submission_comments, assignment, course, user and html_url, as `submission_json` renders it for the
 * stream: the submissions resource's serializer and read rule, with the stream's extra keys.
 */

type CommentRow = { id: number; author_id: number | null; comment: string; attempt: number | null; created_at: string; edited_at: string | null };

export type StreamSubmissionOptions = { course: CourseRow; access: CourseAccess; viewer: SubmissionViewer; canManage: boolean };

function commentJson(c: AppContext, row: CommentRow, authors: Map<number, UserRow | undefined>, courseId: number) {
  const author = row.author_id === null ? undefined : authors.get(row.author_id);
  return {
    id: row.id,
    author_id: row.author_id,
    author_name: author?.name ?? null,
    comment: row.comment,
    // The stream kept `body` from before it used submission_json.
    body: row.comment,
    created_at: row.created_at,
    edited_at: row.edited_at,
    attempt: row.attempt,
    author: author ? userDisplay(c, author, courseId) : {},
  };
}

/** Submission JSON for the stream, or undefined when the submission or its assignment is gone. */
export function streamSubmission(c: AppContext, submissionId: number, options: StreamSubmissionOptions) {
  const { db } = c.get('deps');
  const s = prepared<[number], SubmissionRow>(db, `SELECT * FROM submissions WHERE id = ? AND workflow_state != 'deleted'`).get(submissionId);
  const assignment = s
    ? prepared<[number], AssignmentRow>(db, `SELECT * FROM assignments WHERE id = ? AND workflow_state != 'deleted'`).get(s.assignment_id)
    : undefined;
  const student = s ? findUser(db, s.user_id) : undefined;
  if (!s || !assignment || !student) return undefined;
  const comments = prepared<[number], CommentRow>(db, 'SELECT * FROM submission_comments WHERE submission_id = ? ORDER BY created_at, id')
    .all(s.id)
    .filter((row) => mayReadComment(options.viewer, s, row.author_id));
  const authors = new Map(comments.flatMap((row) => (row.author_id === null ? [] : [[row.author_id, findUser(db, row.author_id)] as const])));
  const origin = requestOrigin(c);
  const submissionUrl = `${origin}/courses/${assignment.course_id}/assignments/${assignment.id}/submissions/${s.user_id}`;
  const [course] = serializeCourses(c, [options.course], { includes: new Set() });
  const view = { viewer: options.viewer, expectsSubmission: expectsSubmission(submissionTypes(assignment)), postManually: Boolean(assignment.post_manually) };
  const { id: _id, updated_at: _updatedAt, ...submission } = submissionJson(s, view);
  return {
    ...submission,
    grading_period_id: null,
    extra_attempts: null,
    redo_request: false,
    preview_url: `${submissionUrl}?preview=1&version=${s.attempt ?? 0}`,
    html_url: submissionUrl,
    submission_comments: comments.map((row) => commentJson(c, row, authors, assignment.course_id)),
    assignment: {
      ...assignmentJson(c, assignment, { timeZone: options.course.time_zone, canManage: options.canManage }, loadReadFacts(c, options, [assignment])),
      title: assignment.name,
    },
    course,
    user: {
      id: student.id, name: student.name, created_at: student.created_at, sortable_name: student.sortable_name,
      short_name: student.short_name, avatar_url: avatarUrl(c, student),
    },
  };
}

import type { AppContext } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { groupBy } from '../../lib/group-by';
import { userJson } from '../users/user-json';
import { attemptKey, submissionFiles, type SubmissionFiles } from '../files/submission-files';
import type { SubmissionRow } from './submission-row';
import { submissionJson, type SubmissionView } from './submission.serialize';
import { mayReadComment, mayReadSubmission } from './submission-visibility';
import { groupsInSet, loadUsers } from './submissions.store';
import type { CommentRow } from './comment-attachments.store';
import { renderComments } from './submission-comment.serialize';
import { prepared } from '../../db/statements';

type VersionRow = { submission_id: number; attempt: number | null; snapshot: string };

/** The include[] values the list and the single GET answer (Canvas ignores the others), and who reads them. */
export type SubmissionContext = SubmissionView & {
  includes: Set<string>;
  courseId: number;
  /** The assignment's group set: include[]=group names each student's group in it. */
  groupCategoryId: number | null;
  /** The Assignment JSON include[]=assignment embeds. */
  assignmentJson?: Record<string, unknown>;
};

/**
 * Submission JSON with its includes for a page of rows, through the read rule: rows the viewer may not read
 * are left out, hidden grades withheld, and comments the viewer may not read dropped. Comments, history and
 * users cost one query each for the whole page, not one per row.
 */
export function renderSubmissions(c: AppContext, stored: SubmissionRow[], context: SubmissionContext): Record<string, unknown>[] {
  const { db } = c.get('deps');
  const { includes, viewer } = context;
  const rows = stored.filter((row) => mayReadSubmission(viewer, row));
  const ids = rows.map((row) => row.id);
  const comments = includes.has('submission_comments') ? commentsOf(c, ids, context.courseId) : undefined;
  const history = includes.has('submission_history') ? versionsOf(c, ids) : undefined;
  const users = includes.has('user') ? loadUsers(db, rows.map((row) => row.user_id)) : undefined;
  const groups = includes.has('group') ? groupsOf(c, context.groupCategoryId, rows) : undefined;
  // Canvas writes attachments whenever an attempt has files, include[] or not.
  const files = submissionFiles(c, ids);
  const callerId = c.get('caller').id;
  return rows.map((row) => {
    const json: Record<string, unknown> = withFiles(submissionJson(row, context), files, row);
    if (history) json.submission_history = submissionHistory(row, history.get(row.id) ?? [], context, files);
    if (comments) json.submission_comments = (comments.get(row.id) ?? []).filter((comment) => mayReadComment(viewer, row, comment.author_id)).map((comment) => comment.json);
    if (context.assignmentJson) json.assignment = context.assignmentJson;
    const user = users?.get(row.user_id);
    if (user) json.user = userJson(c, user);
    if (groups) json.group = groups.get(row.user_id) ?? { id: null, name: null };
    if (includes.has('visibility')) json.assignment_visible = true;
    if (includes.has('read_status')) json.read_status = readStatus(row, callerId, (comments?.get(row.id)?.length ?? commentCount(c, row.id)) > 0);
    return json;
  });
}

/** Canvas's submission_minimal_group_json: `{id, name}`, both null outside a group assignment or a group. */
function groupsOf(c: AppContext, groupCategoryId: number | null, rows: SubmissionRow[]) {
  if (groupCategoryId === null) return new Map<number, { id: number; name: string }>();
  return groupsInSet(c.get('deps').db, groupCategoryId, rows.map((row) => row.user_id));
}

function commentsOf(c: AppContext, submissionIds: number[], courseId: number) {
  const rows = prepared<number[], CommentRow>(c.get('deps').db, `SELECT * FROM submission_comments WHERE submission_id IN (${placeholders(submissionIds)}) ORDER BY created_at, id`)
    .all(...submissionIds);
  const rendered = renderComments(c, rows, courseId);
  const grouped = groupBy(rows, (row) => row.submission_id);
  return new Map([...grouped].map(([id, items]) => [id, items.map((row) => ({ author_id: row.author_id, json: rendered.get(row.id) ?? {} }))]));
}

function versionsOf(c: AppContext, submissionIds: number[]): Map<number, VersionRow[]> {
  const rows = prepared<number[], VersionRow>(c.get('deps').db, `SELECT submission_id, attempt, snapshot FROM submission_versions WHERE submission_id IN (${placeholders(submissionIds)}) ORDER BY id`)
    .all(...submissionIds);
  return groupBy(rows, (row) => row.submission_id);
}

/**
 * Submission#submission_history: one Submission per attempt, oldest first, each the last version kept for that
 * attempt; the current attempt is the row itself. A submission never versioned has just itself.
 */
function submissionHistory(row: SubmissionRow, versions: VersionRow[], view: SubmissionView, files: SubmissionFiles) {
  const byAttempt = new Map<number | null, SubmissionRow>();
  for (const version of versions) byAttempt.set(version.attempt, { ...row, ...(JSON.parse(version.snapshot) as Partial<SubmissionRow>) });
  byAttempt.set(row.attempt, row);
  return [...byAttempt.values()]
    .sort((a, b) => (a.attempt ?? 0) - (b.attempt ?? 0))
    .map((attempt) => withFiles(submissionJson(attempt, view, row), files, attempt));
}

/** Each attempt carries its own files (submission_attachments.attempt); none means no `attachments` key, as Canvas. */
function withFiles(json: Record<string, unknown>, files: SubmissionFiles, row: Pick<SubmissionRow, 'id' | 'attempt'>) {
  const attached = files.get(attemptKey(row.id, row.attempt));
  return attached ? { ...json, attachments: attached } : json;
}

const commentCount = (c: AppContext, submissionId: number) =>
  prepared<[number], { n: number }>(c.get('deps').db, 'SELECT COUNT(*) AS n FROM submission_comments WHERE submission_id = ?').get(submissionId)?.n ?? 0;

/**
 * Submission#read_state without content participations (Lectern stores none): graders always read "read";
 * the student reads "unread" while a posted grade or a comment is there for them.
 */
function readStatus(row: SubmissionRow, callerId: number, hasComments: boolean): 'read' | 'unread' {
  if (row.user_id !== callerId) return 'read';
  const posted = row.posted_at !== null;
  return posted && (row.score !== null || row.grade !== null || hasComments) ? 'unread' : 'read';
}

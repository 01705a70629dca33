import type { AppContext } from '../../canvas/context';
import { placeholders } from '../../db/sql';
import { groupBy } from '../../lib/group-by';
import { userJson } from '../users/user-json';
import { attemptKey, submissionFiles, type SubmissionFiles } from '../files/submission-files';
import { anonymousAuthor, NAMED } from './anonymity';
import type { AssessmentRow } from '../rubrics/rubric-row';
import { assessmentKeys, loadSubmissionAssessments, type AssessmentBundle } from '../rubrics/submission-assessments';
import type { SubmissionRow } from './submission-row';
import { submissionJson, type SubmissionView } from './submission.serialize';
import { mayReadAssessment, mayReadComment, mayReadSubmission } from './submission-visibility';
import { groupsInSet, loadUsers } from './submissions.store';
import type { CommentRow } from './comment-attachments.store';
import { renderComments } from './submission-comment.serialize';
import { prepared } from '../../db/statements';
import { userDisplay } from '../users/user-row';
import { chooseFields, htmlComment, htmlUrl, previewUrl, type ResponseFields } from './submission-fields';

type VersionRow = { submission_id: number; attempt: number | null; snapshot: string };
/** A version's snapshot: the row as it was, and since rubrics the assessment it then had. */
type Snapshot = Partial<SubmissionRow> & { rubric_assessment?: AssessmentRow | null };

/** The include[] values the list and the single GET answer (Canvas ignores the others), and who reads them. */
export type SubmissionContext = SubmissionView & {
  includes: Set<string>;
  courseId: number;
  /** The assignment's group set: include[]=group names each student's group in it. */
  groupCategoryId: number | null;
  /** The Assignment JSON include[]=assignment embeds. */
  assignmentJson?: Record<string, unknown>;
  /** The Course JSON include[]=course embeds. */
  courseJson?: Record<string, unknown>;
  /** response_fields[] / exclude_response_fields[]. */
  fields?: ResponseFields;
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
  const wantsComments = includes.has('submission_comments') || includes.has('submission_html_comments');
  const comments = wantsComments ? commentsOf(c, ids, context.courseId) : undefined;
  const history = includes.has('submission_history') ? versionsOf(c, ids) : undefined;
  const identity = context.identity ?? NAMED;
  const kept = () => [...(history?.values() ?? [])].flat().flatMap((v) => (v.snapshot.rubric_assessment ? [v.snapshot.rubric_assessment] : []));
  const assessments = loadSubmissionAssessments(c, ids, includes, kept);
  // An anonymized grader never gets the student (Submission#can_read_submission_user_name?).
  const wantsUser = includes.has('user') || includes.has('user_summary');
  const users = wantsUser && !identity.anonymized ? loadUsers(db, rows.map((row) => row.user_id)) : undefined;
  const groups = includes.has('group') ? groupsOf(c, context.groupCategoryId, rows) : undefined;
  // Canvas writes attachments whenever an attempt has files, include[] or not.
  const files = submissionFiles(c, ids);
  const callerId = c.get('caller').id;
  const place = { courseId: context.courseId, identity };
  const attemptJson = (attempt: SubmissionRow, current: SubmissionRow) =>
    withFiles({ ...submissionJson(attempt, context, current), ...previewUrl(c, attempt, place) }, files, attempt);
  return rows.map((row) => {
    const json: Record<string, unknown> = attemptJson(row, row);
    // A rubric assessment is part of the grade: withheld, every attempt's, while the learner may not see the grade.
    const rubric = assessments && mayReadAssessment(viewer, row, context) ? assessments : undefined;
    if (rubric) Object.assign(json, assessmentKeys(rubric, rubric.live.get(row.id)));
    if (history) json.submission_history = submissionHistory(row, history.get(row.id) ?? [], attemptJson, rubric).map((item) => chooseFields(item, context.fields));
    if (comments) {
      const readable = (comments.get(row.id) ?? []).filter((comment) => mayReadComment(viewer, row, comment.author_id));
      const seen = readable.map((comment) => anonymousAuthor({ ...comment.json, author_id: comment.author_id }, row, identity));
      if (includes.has('submission_comments')) json.submission_comments = seen;
      if (includes.has('submission_html_comments')) json.submission_html_comments = seen.map(htmlComment);
    }
    if (context.assignmentJson) json.assignment = context.assignmentJson;
    if (context.courseJson) json.course = context.courseJson;
    if (includes.has('html_url')) json.html_url = htmlUrl(c, row, place);
    const user = users?.get(row.user_id);
    // include[]=user_summary writes the UserDisplay over include[]=user's User, as Canvas's serializer does.
    if (user) json.user = includes.has('user_summary') ? userDisplay(c, user, context.courseId) : userJson(c, user);
    if (groups) json.group = groups.get(row.user_id) ?? { id: null, name: null };
    if (includes.has('visibility')) json.assignment_visible = true;
    const unread = () => readStatus(row, callerId, (comments?.get(row.id)?.length ?? commentCount(c, row.id)) > 0);
    if (includes.has('read_status')) json.read_status = unread();
    if (includes.has('read_state')) json.read_state = unread();
    return chooseFields(json, context.fields);
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

function versionsOf(c: AppContext, submissionIds: number[]): Map<number, { attempt: number | null; snapshot: Snapshot }[]> {
  const rows = prepared<number[], VersionRow>(c.get('deps').db, `SELECT submission_id, attempt, snapshot FROM submission_versions WHERE submission_id IN (${placeholders(submissionIds)}) ORDER BY id`)
    .all(...submissionIds);
  const parsed = rows.map((row) => ({ submission_id: row.submission_id, attempt: row.attempt, snapshot: JSON.parse(row.snapshot) as Snapshot }));
  return groupBy(parsed, (row) => row.submission_id);
}

/**
 * Submission#submission_history: one Submission per attempt, oldest first, each the last version kept for that
 * attempt; the current attempt is the row itself. A submission never versioned has just itself.
 */
function submissionHistory(
  row: SubmissionRow,
  versions: { attempt: number | null; snapshot: Snapshot }[],
  attemptJson: (attempt: SubmissionRow, current: SubmissionRow) => Record<string, unknown>,
  rubric: AssessmentBundle | undefined,
) {
  const byAttempt = new Map<number | null, { attempt: SubmissionRow; assessment: AssessmentRow | null | undefined }>();
  for (const { attempt, snapshot } of versions) {
    const { rubric_assessment, ...fields } = snapshot;
    byAttempt.set(attempt, { attempt: { ...row, ...fields }, assessment: rubric_assessment });
  }
  byAttempt.set(row.attempt, { attempt: row, assessment: rubric?.live.get(row.id) });
  return [...byAttempt.values()]
    .sort((a, b) => (a.attempt.attempt ?? 0) - (b.attempt.attempt ?? 0))
    .map(({ attempt, assessment }) => ({
      ...attemptJson(attempt, row),
      ...(rubric ? assessmentKeys(rubric, assessment) : {}),
    }));
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

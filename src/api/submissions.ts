import { queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { anonymousIdOf, keyedByStudent, studentSubmissionPath } from './anonymous-submissions';
import { noteGradeConflictCheck } from './grade-conflict-check';
import { canvasFetch } from './http/canvas-fetch';
import { fetchPage, firstPageUrl, linkPagedOptions, type Page } from './http/paginated';
import { keepValidElements, unknownArray } from './http/tolerant-list';
import { gradedSubmissionSchema, submissionWithCommentsSchema } from './schemas/graded-submission';
import type { Submission } from './schemas/submission';
import { submissionDetailSchema, type SubmissionDetail } from './schemas/submission-detail';
import { submissionScoreSchema, submissionSummarySchema, type SubmissionSummary } from './schemas/submission-summary';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * The grader's filters. `workflow_state[]`, `search_term`, `grading_status[]` and `order` are Lectern extensions a
 * real Canvas ignores (docs/decisions/0014-submission-list-reads.md, docs/lectern-extensions.md); against Canvas the
 * rail loads every page and filters and sorts them itself. `section_id` is sent as Canvas's section form of the path.
 */
export interface SubmissionListFilters {
  section_id?: CanvasId;
  workflow_state?: readonly ('submitted' | 'unsubmitted' | 'graded' | 'pending_review')[];
  search_term?: string;
  /** Lectern extension (docs/decisions/0014): rows in any of these grader statuses. */
  grading_status?: readonly GradingStatus[];
  /** Lectern extension: name (the default), oldest submission first, or a keyed shuffle for hidden names. */
  order?: 'name' | 'submitted_at' | 'anonymous';
  /**
   * Canvas's own switch (lib/api/v1/submission.rb): rows carry `anonymous_id`, not `user_id`, and the list asks for
   * no students. Set for an anonymized assignment (docs/decisions/0056), which Lectern anonymizes in any case.
   */
  anonymize_user_id?: true;
}

export const GRADING_STATUSES = ['needs_grading', 'graded', 'late', 'missing', 'excused', 'unsubmitted'] as const;
export type GradingStatus = (typeof GRADING_STATUSES)[number];

export const submissionKeys = {
  all: ['submissions'] as const,
  /** Everything about one assignment's submissions: a prefix for invalidation and optimistic writes. */
  assignment: (courseId: CanvasId, assignmentId: CanvasId) => [...submissionKeys.all, courseId, assignmentId] as const,
  lists: (courseId: CanvasId, assignmentId: CanvasId) => [...submissionKeys.assignment(courseId, assignmentId), 'list'] as const,
  list: (courseId: CanvasId, assignmentId: CanvasId, filters: SubmissionListFilters = {}) =>
    [...submissionKeys.lists(courseId, assignmentId), filters] as const,
  details: (courseId: CanvasId, assignmentId: CanvasId) => [...submissionKeys.assignment(courseId, assignmentId), 'detail'] as const,
  detail: (courseId: CanvasId, assignmentId: CanvasId, userId: CanvasId) =>
    [...submissionKeys.details(courseId, assignmentId), userId] as const,
  /** Graded / ungraded / not submitted counts. */
  summary: (courseId: CanvasId, assignmentId: CanvasId) => [...submissionKeys.assignment(courseId, assignmentId), 'summary'] as const,
  /** Every submission's score, for the mean and the distribution. */
  scores: (courseId: CanvasId, assignmentId: CanvasId) => [...submissionKeys.assignment(courseId, assignmentId), 'scores'] as const,
};

const submissionsPath = (courseId: CanvasId, assignmentId: CanvasId) =>
  `/api/v1/courses/${courseId}/assignments/${assignmentId}/submissions`;

/**
 * The rail's first page. One section's students come from Canvas's own section form of the list
 * (submissions_api_controller#index under /sections/:section_id), which any Canvas narrows, not from `section_id`.
 */
function railFirstPage(courseId: CanvasId, assignmentId: CanvasId, { section_id, ...filters }: SubmissionListFilters): string {
  const path = section_id === undefined ? submissionsPath(courseId, assignmentId) : `/api/v1/sections/${section_id}/assignments/${assignmentId}/submissions`;
  return firstPageUrl(path, { include: filters.anonymize_user_id ? [] : ['user'], ...filters });
}

/** What the grading view shows of one student: every attempt, the comment thread and the student. */
const DETAIL_INCLUDES = ['submission_history', 'submission_comments', 'user', 'rubric_assessment'] as const;

const detailSchema = keyedByStudent(submissionDetailSchema);

/** GET …/submissions/:user_id (§5.1's single form), or …/anonymous_submissions/:anonymous_id without the student. */
export async function fetchSubmission(courseId: CanvasId, assignmentId: CanvasId, userId: CanvasId, signal?: AbortSignal): Promise<SubmissionDetail> {
  const includes = anonymousIdOf(userId) === undefined ? DETAIL_INCLUDES : DETAIL_INCLUDES.filter((include) => include !== 'user');
  const { data } = await canvasFetch(studentSubmissionPath(courseId, assignmentId, userId), {
    params: { include: [...includes] },
    schema: detailSchema,
    signal,
  });
  return data;
}

/** One criterion of the grade PUT's `rubric_assessment`: the rating chosen, its points and the grader's comment. */
export interface CriterionEdit {
  points?: number | null;
  rating_id?: string | null;
  comments?: string | null;
}

/** The grade PUT's `submission[...]` keys (§5.2); absent keys leave the submission as it is. */
export interface GradeEdit {
  posted_grade?: string;
  excuse?: boolean;
  late_policy_status?: 'late' | 'missing' | 'extended' | 'none';
  seconds_late_override?: number;
  /**
   * Sent as the PUT's top-level `rubric_assessment[criterion_id][points|rating_id|comments]`. Canvas replaces the
   * whole assessment with what is sent (RubricAssociation#assess), so it always holds every criterion assessed so far.
   */
  rubric_assessment?: Readonly<Record<string, CriterionEdit>>;
}

export interface CommentEdit {
  text_comment: string;
  group_comment?: boolean;
  attempt?: number;
}

export interface GradeRequest {
  submission?: GradeEdit;
  comment?: CommentEdit;
  /**
   * The submission's updated_at as the grader last read it: a stale one is a 409 (docs/decisions/0015) where the
   * server checks it (grade-conflict-check.ts); Canvas ignores it.
   */
  expected_updated_at?: string;
}

/** PUT …/submissions/:user_id: grade and/or comment; the answer is §5.2's, with `all_submissions`. */
export async function putGrade(courseId: CanvasId, assignmentId: CanvasId, userId: CanvasId, request: GradeRequest, signal?: AbortSignal) {
  const { submission, ...rest } = request;
  const { rubric_assessment, ...grade } = submission ?? {};
  const body = {
    ...rest,
    ...(submission && Object.keys(grade).length > 0 ? { submission: grade } : {}),
    ...(rubric_assessment ? { rubric_assessment } : {}),
  };
  const { data, headers } = await canvasFetch(studentSubmissionPath(courseId, assignmentId, userId), {
    method: 'PUT',
    body,
    schema: keyedByStudent(gradedSubmissionSchema),
    signal,
  });
  noteGradeConflictCheck(headers);
  return data;
}

/** The body of a 409 from the grade PUT: the submission as it is now (docs/decisions/0015). */
export const gradeConflictSchema = z.looseObject({ submission: keyedByStudent(submissionWithCommentsSchema) });

/** A page of the rail; `serverOrdered` when the server says it sent the order asked for (Canvas orders by user id). */
export interface SubmissionPage extends Page<SubmissionDetail> {
  serverOrdered: boolean;
}

/** The header by which Lectern's server names the order it applied; a real Canvas never sends it. */
const ORDER_ACKNOWLEDGEMENT_HEADER = 'X-Lectern-Order';

/** One page of the rail: each row with its student, `per_page=100`. */
async function fetchSubmissionPage(url: string, order: string, signal?: AbortSignal): Promise<SubmissionPage> {
  const { data, links, headers, url: requested } = await canvasFetch(url, { schema: unknownArray, signal });
  noteGradeConflictCheck(headers);
  return {
    items: keepValidElements(data, detailSchema, requested),
    next: links.next ?? null,
    serverOrdered: headers.get(ORDER_ACKNOWLEDGEMENT_HEADER) === order,
  };
}

/** GET …/assignments/:assignment_id/submission_summary. */
async function fetchSubmissionSummary(courseId: CanvasId, assignmentId: CanvasId, signal?: AbortSignal): Promise<SubmissionSummary> {
  const path = `/api/v1/courses/${courseId}/assignments/${assignmentId}/submission_summary`;
  const { data } = await canvasFetch(path, { schema: submissionSummarySchema, signal });
  return data;
}

const scoreSchema = keyedByStudent(submissionScoreSchema);

export const submissionQueries = {
  list: (courseId: CanvasId, assignmentId: CanvasId, filters: SubmissionListFilters = {}) =>
    linkPagedOptions(
      submissionKeys.list(courseId, assignmentId, filters),
      railFirstPage(courseId, assignmentId, filters),
      (url, signal) => fetchSubmissionPage(url, filters.order ?? 'name', signal),
    ),
  detail: (courseId: CanvasId, assignmentId: CanvasId, userId: CanvasId) =>
    queryOptions({
      queryKey: submissionKeys.detail(courseId, assignmentId, userId),
      queryFn: ({ signal }) => fetchSubmission(courseId, assignmentId, userId, signal),
    }),
  summary: (courseId: CanvasId, assignmentId: CanvasId) =>
    queryOptions({
      queryKey: submissionKeys.summary(courseId, assignmentId),
      queryFn: ({ signal }) => fetchSubmissionSummary(courseId, assignmentId, signal),
    }),
  /**
   * Every submission of the assignment, 100 a page with no includes: the scores behind the mean and the
   * distribution. The caller pages through it in the background; it sits under the assignment's key, so a
   * saved grade refreshes it. Scores need no student, so it asks Canvas for none (`anonymize_user_id`,
   * docs/decisions/0056): an anonymous assignment's statistics name nobody.
   */
  scores: (courseId: CanvasId, assignmentId: CanvasId) =>
    linkPagedOptions(
      submissionKeys.scores(courseId, assignmentId),
      firstPageUrl(submissionsPath(courseId, assignmentId), { anonymize_user_id: true }),
      (url, signal) => fetchPage(url, scoreSchema, signal),
    ),
};

/**
 * Sends a comment on one student's submission (the grade PUT with `comment[...]` only). The answer carries the
 * whole thread, which replaces the cached one; the rest of the cached submission is left alone so an optimistic
 * grade the saving queue holds there is not overwritten by this answer. The server moves updated_at on every write
 * (docs/decisions/0015), so the cached detail and rail row take the new one: a grade saved next must not be a 409.
 */
export function useSendComment(courseId: CanvasId, assignmentId: CanvasId, userId: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: CommentEdit) => putGrade(courseId, assignmentId, userId, { comment }),
    onSuccess: (answer) =>
      updateCachedSubmission(queryClient, courseId, assignmentId, userId, (cached) => ({
        ...cached,
        submission_comments: answer.submission_comments,
        updated_at: answer.updated_at,
      })),
  });
}

/**
 * Rewrites one student's submission wherever this assignment's caches hold it: the detail and every loaded rail
 * page (each filter's list). `update` gets the cached submission and returns the new one; rows keep their place,
 * so the rail does not jump (a graded row stays under "needs grading" until the list is next fetched).
 */
export function updateCachedSubmission(
  queryClient: QueryClient,
  courseId: CanvasId,
  assignmentId: CanvasId,
  userId: CanvasId,
  update: <T extends Submission>(submission: T) => T,
): void {
  queryClient.setQueryData<SubmissionDetail>(submissionKeys.detail(courseId, assignmentId, userId), (old) => (old ? update(old) : old));
  queryClient.setQueriesData<InfiniteData<Page<SubmissionDetail>, string>>({ queryKey: submissionKeys.lists(courseId, assignmentId) }, (old) => {
    if (!old?.pages.some((page) => page.items.some((row) => row.user_id === userId))) return old;
    const pages = old.pages.map((page) => ({ ...page, items: page.items.map((row) => (row.user_id === userId ? update(row) : row)) }));
    return { ...old, pages };
  });
}

/**
 * After a grade lands: what is computed over many submissions (the stats) refetches; the rail and the detail do not,
 * since the server's submission was written into them and a refetch would reorder or refilter the rail under the grader.
 */
export function refreshAssignmentStats(queryClient: QueryClient, courseId: CanvasId, assignmentId: CanvasId) {
  const depth = submissionKeys.assignment(courseId, assignmentId).length;
  return queryClient.invalidateQueries({
    queryKey: submissionKeys.assignment(courseId, assignmentId),
    predicate: (query) => query.queryKey[depth] !== 'list' && query.queryKey[depth] !== 'detail',
  });
}

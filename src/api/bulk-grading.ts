import { useMutation, type QueryClient } from '@tanstack/react-query';
import { canvasFetch } from './http/canvas-fetch';
import { fetchAllPages, fetchPage, firstPageUrl, type Page } from './http/paginated';
import { bulkGradeResultsSchema, type BulkGradeResult } from './schemas/bulk-grade';
import { progressSchema, type Progress } from './schemas/progress';
import { studentSubmissionSchema } from './schemas/student-submissions';
import { submissionDetailSchema, type SubmissionDetail } from './schemas/submission-detail';
import { submissionKeys, type SubmissionListFilters } from './submissions';
import type { CanvasId } from '@/api/schemas/ids';

/** One student's change in grade_data (§5.4): a grade or an excuse, and the version the grader previewed. */
export interface BulkGradeEntry {
  userId: CanvasId;
  posted_grade?: string;
  excuse?: boolean;
  /** Lectern's per-student conflict check (docs/decisions/0058): a grade given since the preview is kept. */
  expected_updated_at?: string;
}

const gradeData = (entries: readonly BulkGradeEntry[]) =>
  Object.fromEntries(entries.map(({ userId, ...change }) => [userId, change]));

/** POST …/assignments/:assignment_id/submissions/update_grades: answers the Progress of the background job. */
async function postBulkGrades(courseId: CanvasId, assignmentId: CanvasId, entries: readonly BulkGradeEntry[]): Promise<Progress> {
  const { data } = await canvasFetch(`/api/v1/courses/${courseId}/assignments/${assignmentId}/submissions/update_grades`, {
    method: 'POST',
    body: { grade_data: gradeData(entries) },
    schema: progressSchema,
  });
  return data;
}

/** One student's change to one assignment in the course form's grade_data. */
export interface CourseBulkGradeEntry extends BulkGradeEntry {
  assignmentId: CanvasId;
}

/** The course form's grade_data: assignments first, then students (SubmissionsApiController#bulk_update). */
function courseGradeData(entries: readonly CourseBulkGradeEntry[]) {
  const data: Record<CanvasId, Record<CanvasId, Omit<BulkGradeEntry, 'userId'>>> = {};
  for (const { assignmentId, userId, ...change } of entries) (data[assignmentId] ??= {})[userId] = change;
  return data;
}

/** POST /courses/:course_id/submissions/update_grades: many assignments' grades in one background job. */
export async function postCourseBulkGrades(courseId: CanvasId, entries: readonly CourseBulkGradeEntry[]): Promise<Progress> {
  const { data } = await canvasFetch(`/api/v1/courses/${courseId}/submissions/update_grades`, {
    method: 'POST',
    body: { grade_data: courseGradeData(entries) },
    schema: progressSchema,
  });
  return data;
}

export function useBulkGrade(courseId: CanvasId, assignmentId: CanvasId) {
  return useMutation({ mutationFn: (entries: readonly BulkGradeEntry[]) => postBulkGrades(courseId, assignmentId, entries) });
}

/**
 * Each student's result once the job ended; undefined while it runs or when the server keeps none (a real Canvas,
 * whose progress says only completed or failed).
 */
export function bulkGradeResults(progress: Progress | undefined): BulkGradeResult[] | undefined {
  const parsed = bulkGradeResultsSchema.safeParse(progress?.results);
  return parsed.success ? parsed.data.grades : undefined;
}

/**
 * Every submission of the assignment the filters keep, page after page (100 each), with the student: what a bulk
 * action previews. Against a real Canvas the Lectern filters are ignored, and the caller's own test decides.
 */
export async function fetchAllSubmissions(courseId: CanvasId, assignmentId: CanvasId, filters: SubmissionListFilters = {}): Promise<SubmissionDetail[]> {
  const rows: SubmissionDetail[] = [];
  let url: string | null = firstPageUrl(`/api/v1/courses/${courseId}/assignments/${assignmentId}/submissions`, { include: ['user'], ...filters });
  while (url) {
    const page: Page<SubmissionDetail> = await fetchPage(url, submissionDetailSchema);
    rows.push(...page.items);
    url = page.next;
  }
  return rows;
}

/** Canvas answers 400 when student_ids[] names more students than one page holds. */
const STUDENTS_PER_READ = 100;

/**
 * The students' submissions to the assignments, read again from …/students/submissions a hundred students at a
 * time: what a job that reports no results per student (a real Canvas) actually saved.
 */
export async function fetchChangedSubmissions(courseId: CanvasId, studentIds: readonly CanvasId[], assignmentIds: readonly CanvasId[]): Promise<SubmissionDetail[]> {
  const rows: SubmissionDetail[] = [];
  for (let start = 0; start < studentIds.length; start += STUDENTS_PER_READ) {
    const params = { student_ids: studentIds.slice(start, start + STUDENTS_PER_READ), assignment_ids: [...assignmentIds] };
    rows.push(...(await fetchAllPages(`/api/v1/courses/${courseId}/students/submissions`, { params, schema: studentSubmissionSchema })));
  }
  return rows;
}

/** After a bulk job: everything cached about the assignment's submissions is read again (rail, detail, stats). */
export const refreshAfterBulkGrade = (queryClient: QueryClient, courseId: CanvasId, assignmentId: CanvasId) =>
  queryClient.invalidateQueries({ queryKey: submissionKeys.assignment(courseId, assignmentId) });

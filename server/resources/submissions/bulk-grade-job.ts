import type { AppContext } from '../../canvas/context';
import { CanvasError } from '../../canvas/errors';
import type { AssignmentRow } from '../assignments/assignment-row';
import { JobFailure, yieldToRequests, type ReportProgress } from '../progress/progress-runner';
import { errorMessage, type BulkGradeItem } from './bulk-grade-params';
import { saveGrade } from './submission-grade-save';
import { findLiveSubmission } from './submission-grade.store';

/** What happened to one student's entry: docs/decisions/0058-bulk-grading.md. */
export type BulkGradeResult = {
  assignment_id: number;
  /** The student key as sent in grade_data. */
  user_id: string;
  status: 'saved' | 'refused';
  /** Why it was refused; null when saved. */
  message: string | null;
  /** The grade as saved (null when refused or ungraded). */
  score: number | null;
  grade: string | null;
  excused: boolean;
};

export type BulkGradePlan = {
  items: BulkGradeItem[];
  assignments: ReadonlyMap<number, AssignmentRow>;
  /** Whether the caller may grade this student here (their sections, the path's section). */
  reachable: (userId: number) => boolean;
};

/** Students per transaction: each chunk commits once, then other requests run before the next. */
const CHUNK = 100;

/**
 * Grades each entry through the grade PUT's own save (saveGrade: validation, group grading, posting, history),
 * in chunks, so one bad grade is reported for its student and never stops the others. Any refusal fails the
 * progress, as Canvas fails it for students it cannot find, with every student's result kept.
 */
export async function runBulkGrade(c: AppContext, plan: BulkGradePlan, report: ReportProgress, keep: (results: unknown) => void) {
  const { db } = c.get('deps');
  const results: BulkGradeResult[] = [];
  for (let start = 0; start < plan.items.length; start += CHUNK) {
    const chunk = plan.items.slice(start, start + CHUNK);
    db.transaction(() => {
      for (const item of chunk) results.push(gradeOne(c, plan, item));
    }).immediate();
    report(Math.round((results.length / plan.items.length) * 100));
    await yieldToRequests();
  }
  const answer = { grades: results };
  const failure = failureMessage(results);
  if (failure === undefined) return answer;
  keep(answer);
  throw new JobFailure(failure);
}

function gradeOne(c: AppContext, plan: BulkGradePlan, item: BulkGradeItem): BulkGradeResult {
  if ('refusal' in item.outcome) return refused(item, item.outcome.refusal);
  const assignment = plan.assignments.get(item.assignmentId);
  const row = assignment && item.userId !== undefined && plan.reachable(item.userId) ? findLiveSubmission(c.get('deps').db, assignment.id, item.userId) : undefined;
  if (!assignment || !row) return refused(item, NOT_FOUND);
  const { request } = item.outcome;
  // Lectern's conflict check (docs/decisions/0015), per student: a grade given since the grader's preview stays.
  if (request.expectedUpdatedAt !== undefined && request.expectedUpdatedAt !== row.updated_at) {
    return refused(item, 'The submission changed since expected_updated_at.');
  }
  try {
    const [saved = row] = saveGrade(c, row, assignment, request, { instructor: true });
    return { ...base(item), status: 'saved', message: null, score: saved.score, grade: saved.grade, excused: Boolean(saved.excused) };
  } catch (error) {
    if (error instanceof CanvasError) return refused(item, errorMessage(error.body));
    throw error;
  }
}

const NOT_FOUND = 'No such student for this assignment.';

const base = (item: BulkGradeItem) => ({ assignment_id: item.assignmentId, user_id: item.studentKey });

const refused = (item: BulkGradeItem, message: string): BulkGradeResult => ({
  ...base(item), status: 'refused', message, score: null, grade: null, excused: false,
});

/** Canvas's wording for unknown students first, then a count of the other refusals; undefined when all saved. */
function failureMessage(results: BulkGradeResult[]): string | undefined {
  const refusals = results.filter((result) => result.status === 'refused');
  if (refusals.length === 0) return undefined;
  const missing = refusals.filter((result) => result.message === NOT_FOUND).map((result) => `'${result.user_id}'`);
  const others = refusals.length - missing.length;
  return [
    missing.length > 0 ? `Couldn't find User(s) with API ids ${missing.join(', ')}` : undefined,
    others > 0 ? `${others} of ${results.length} grades were not saved` : undefined,
  ].filter(Boolean).join('. ');
}

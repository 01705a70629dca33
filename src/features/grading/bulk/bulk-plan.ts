import type { BulkGradeEntry } from '@/api/bulk-grading';
import type { Submission } from '@/api/schemas/submission';
import type { CanvasId } from '@/api/schemas/ids';

/** What the grader asked for: each bulk action of the grading header. */
export type BulkAction =
  | { kind: 'default'; grade: string; scope: 'ungraded' | 'all' }
  | { kind: 'missing' }
  | { kind: 'selection'; grade: string }
  | { kind: 'excuse' };

/** One student who would change, as the preview lists them. */
export interface PlannedChange {
  userId: CanvasId;
  label: string;
  before: string;
  after: string;
  entry: BulkGradeEntry;
}

/** A grade as the rail shows it: the grade, "Excused", or a dash for none. */
const gradeText = (row: Pick<Submission, 'grade' | 'excused'>): string => (row.excused ? 'Excused' : (row.grade ?? '–'));

const ungraded = (row: Submission) => row.score === null && row.grade === null && !row.excused;

/**
 * Canvas's missing rule as the server sends it (Submission#missing?: past due, nothing in, or marked missing), and
 * still without a grade: a grade already given is the grader's and stays.
 */
const missingUngraded = (row: Submission) => row.missing === true && ungraded(row);

function change(row: Submission, label: string, after: string, edit: Omit<BulkGradeEntry, 'userId'>): PlannedChange {
  return { userId: row.user_id, label, before: gradeText(row), after, entry: { userId: row.user_id, ...edit, expected_updated_at: row.updated_at } };
}

/**
 * Who the action changes among `rows` and how; students it would leave as they are are not listed. Each entry
 * carries the version previewed, so a grade given meanwhile by someone else is refused, not overwritten.
 */
export function planChanges(action: BulkAction, rows: readonly Submission[], labelOf: (row: Submission) => string): PlannedChange[] {
  const grade = (row: Submission, text: string) => change(row, labelOf(row), text, { posted_grade: text });
  switch (action.kind) {
    case 'default':
      return rows.filter((row) => (action.scope === 'all' || ungraded(row)) && gradeText(row) !== action.grade).map((row) => grade(row, action.grade));
    case 'missing':
      return rows.filter(missingUngraded).map((row) => grade(row, '0'));
    case 'selection':
      return rows.filter((row) => gradeText(row) !== action.grade).map((row) => grade(row, action.grade));
    case 'excuse':
      return rows.filter((row) => !row.excused).map((row) => change(row, labelOf(row), 'Excused', { excuse: true }));
  }
}

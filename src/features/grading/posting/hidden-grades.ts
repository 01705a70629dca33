import type { CanvasId } from '@/api/schemas/ids';

/** What the posting controls read of a submission: its grade and whether its student can see it. */
export interface PostableRow {
  user_id: CanvasId;
  score: number | null;
  grade: string | null;
  excused?: boolean | null;
  workflow_state: string;
  posted_at?: string | null;
}

/** A grade (or an excuse) is there to see: what "graded" means in the header's count. */
const isGraded = (row: PostableRow): boolean =>
  row.excused === true || (row.workflow_state === 'graded' && (row.score !== null || row.grade !== null));

/** The student cannot see this grade yet: graded, not posted (Canvas's hide_grade_from_student? for graded work). */
export const isHiddenGrade = (row: PostableRow): boolean => isGraded(row) && !row.posted_at;

export interface PostingCounts {
  students: number;
  graded: number;
  hidden: number;
  /** Students whose submission is posted: the ones hiding reaches. */
  posted: number;
}

export function postingCounts(rows: readonly PostableRow[]): PostingCounts {
  return {
    students: rows.length,
    graded: rows.filter(isGraded).length,
    hidden: rows.filter(isHiddenGrade).length,
    posted: rows.filter((row) => Boolean(row.posted_at)).length,
  };
}

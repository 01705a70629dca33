/** A row of the submissions table, as stored. */
export type SubmissionRow = {
  id: number;
  assignment_id: number;
  user_id: number;
  attempt: number | null;
  body: string | null;
  url: string | null;
  submission_type: string | null;
  submitted_at: string | null;
  workflow_state: string;
  score: number | null;
  grade: string | null;
  excused: number | null;
  graded_at: string | null;
  grader_id: number | null;
  grade_matches_current_submission: number;
  late_policy_status: string | null;
  seconds_late_override: number | null;
  points_deducted: number | null;
  cached_due_date: string | null;
  posted_at: string | null;
  /** Canvas's five-character id for anonymous grading, unique within the assignment (migration 015). */
  anonymous_id: string | null;
  /** Attempts granted this student on top of the assignment's allowed_attempts (migration 018). */
  extra_attempts: number | null;
  /** The grader asked for the work again; the next attempt clears it (migration 018). */
  redo_request: number;
  created_at: string;
  updated_at: string;
};

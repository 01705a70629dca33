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
  created_at: string;
  updated_at: string;
};

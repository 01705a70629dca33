/** The tokens `lectern-canvas` prints: the demo seed's four people (the admin is a root-account administrator). */
export type Tokens = { admin: string; teacher: string; ta: string; student: string };

/** Canvas's course object, the fields a test usually reads (the server answers with all of Canvas's). */
export type Course = { id: number; name: string; course_code: string; workflow_state: string; account_id: number; created_at: string };

export type Section = { id: number; name: string; course_id: number };

/** A user enrolled as a student, with an access token of their own to act as them. */
export type Student = { id: number; name: string; sortable_name: string; login_id: string; token: string; enrollment_id: number };

export type SubmissionType = 'online_text_entry' | 'online_url' | 'online_upload' | 'none' | 'on_paper' | 'external_tool';

export type Assignment = {
  id: number;
  course_id: number;
  name: string;
  due_at: string | null;
  points_possible: number | null;
  submission_types: SubmissionType[];
};

export type Submission = {
  id: number;
  assignment_id: number;
  user_id: number;
  workflow_state: string;
  submission_type: SubmissionType | null;
  submitted_at: string | null;
  score: number | null;
  grade: string | null;
  late: boolean;
  missing: boolean;
  attachments?: CanvasFile[];
};

export type CanvasFile = { id: number; display_name: string; filename: string; size: number; url: string; 'content-type': string };

/** A date as the API takes it: a Date or an ISO 8601 string. */
export type DateInput = Date | string;

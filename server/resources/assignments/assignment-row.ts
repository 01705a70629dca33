/** A row of the assignments table, as stored. */
export type AssignmentRow = {
  id: number;
  course_id: number;
  assignment_group_id: number;
  name: string;
  description: string | null;
  position: number;
  points_possible: number | null;
  grading_type: string;
  grading_standard_id: number | null;
  /** JSON array text, e.g. `["online_upload"]`. */
  submission_types: string;
  /** JSON array text or null. */
  allowed_extensions: string | null;
  due_at: string | null;
  lock_at: string | null;
  unlock_at: string | null;
  workflow_state: 'published' | 'unpublished' | 'deleted';
  only_visible_to_overrides: number;
  group_category_id: number | null;
  grade_group_students_individually: number;
  omit_from_final_grade: number;
  allowed_attempts: number;
  peer_reviews: number;
  post_manually: number;
  anonymous_grading: number;
  automatic_peer_reviews: number;
  peer_review_count: number;
  /** The API's peer_reviews_assign_at. */
  peer_reviews_due_at: string | null;
  anonymous_peer_reviews: number;
  intra_group_peer_reviews: number;
  hide_in_gradebook: number;
  post_to_sis: number;
  /** The API's sis_assignment_id. */
  sis_source_id: string | null;
  integration_id: string | null;
  /** JSON object text or null. */
  integration_data: string | null;
  external_tool_url: string | null;
  external_tool_new_tab: number;
  moderated_grading: number;
  grader_count: number;
  final_grader_id: number | null;
  grader_comments_visible_to_graders: number;
  grader_names_visible_to_final_grader: number;
  graders_anonymous_to_graders: number;
  important_dates: number;
  /** The assignment this one was duplicated from (migration 022). */
  duplicate_of_id: number | null;
  created_at: string;
  updated_at: string;
};

/** A row of the assignment_overrides table; each date is either overridden (possibly to null) or not. */
export type OverrideRow = {
  id: number;
  assignment_id: number;
  title: string;
  set_type: 'ADHOC' | 'CourseSection' | 'Group';
  set_id: number | null;
  due_at: string | null;
  due_at_overridden: number;
  all_day: number;
  all_day_date: string | null;
  unlock_at: string | null;
  unlock_at_overridden: number;
  lock_at: string | null;
  lock_at_overridden: number;
  workflow_state: string;
  created_at: string;
  updated_at: string;
};

function parseList(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const submissionTypes = (row: Pick<AssignmentRow, 'submission_types'>): string[] =>
  parseList(row.submission_types);

export const allowedExtensions = (row: Pick<AssignmentRow, 'allowed_extensions'>): string[] =>
  parseList(row.allowed_extensions);

/**
 * Canvas stores submission types as one comma string and its scopes compare the whole string,
 * so a list only counts as "offline" when it is exactly one of these values.
 */
const NOT_EXPECTING = new Set(['none', 'not_graded', 'on_paper', 'wiki_page']);
const OFFLINE = new Set(['on_paper', 'external_tool', 'none', 'not_graded', 'wiki_page']);

const onlyOneOf = (types: string[], set: Set<string>) =>
  types.length === 0 || (types.length === 1 && set.has(types[0] ?? ''));

/** Assignment.expecting_submission: anything but none, not_graded, on_paper and wiki_page. */
export const expectsSubmission = (types: string[]): boolean => !onlyOneOf(types, NOT_EXPECTING);

/** Assignment.submittable: can be turned in online through Canvas (external tools excluded). */
export const submittableOnline = (types: string[]): boolean => !onlyOneOf(types, OFFLINE);

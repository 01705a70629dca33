/** How Canvas's assignment enums read in the UI (the names Canvas's own assignment page uses). */

const GRADING_TYPES: Record<string, string> = {
  points: 'Points',
  percent: 'Percentage',
  letter_grade: 'Letter grade',
  gpa_scale: 'GPA scale',
  pass_fail: 'Complete/Incomplete',
  not_graded: 'Not graded',
};

const SUBMISSION_TYPES: Record<string, string> = {
  online_upload: 'File upload',
  online_text_entry: 'Text entry',
  online_url: 'Website URL',
  media_recording: 'Media recording',
  student_annotation: 'Student annotation',
  online_quiz: 'Quiz',
  discussion_topic: 'Discussion',
  external_tool: 'External tool',
  on_paper: 'On paper',
  none: 'No submission',
  not_graded: 'Not graded',
  wiki_page: 'Page',
};

/** An unknown value (a newer Canvas) reads as itself rather than disappearing. */
export const gradingTypeLabel = (type: string) => GRADING_TYPES[type] ?? type;

export const submissionTypesLabel = (types: readonly string[]) =>
  types.length === 0 ? 'No submission' : types.map((type) => SUBMISSION_TYPES[type] ?? type).join(', ');

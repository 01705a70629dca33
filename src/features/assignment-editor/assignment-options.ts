import type { SelectOption } from '@/components/form/select-field';

/** Canvas's grading types (§4.4) with the labels of its "Display grade as" select. */
export const GRADING_TYPES = ['points', 'percent', 'pass_fail', 'letter_grade', 'gpa_scale', 'not_graded'] as const;
export type GradingType = (typeof GRADING_TYPES)[number];

export const GRADING_TYPE_OPTIONS: readonly SelectOption[] = [
  { value: 'points', label: 'Points' },
  { value: 'percent', label: 'Percentage' },
  { value: 'pass_fail', label: 'Complete/Incomplete' },
  { value: 'letter_grade', label: 'Letter grade' },
  { value: 'gpa_scale', label: 'GPA scale' },
  { value: 'not_graded', label: 'Not graded' },
];

/**
 * Canvas's "Submission type" select: "Online" opens the online types below it; the other three stand alone
 * (Canvas's EditView sends `[submission_type]` for them, so they never mix with online types).
 */
export const SUBMISSION_MODES = ['online', 'none', 'on_paper', 'external_tool'] as const;
export type SubmissionMode = (typeof SUBMISSION_MODES)[number];

export const SUBMISSION_MODE_OPTIONS: readonly SelectOption[] = [
  { value: 'online', label: 'Online' },
  { value: 'none', label: 'No submission' },
  { value: 'on_paper', label: 'On paper' },
  { value: 'external_tool', label: 'External tool' },
];

export const ONLINE_TYPES = ['online_text_entry', 'online_url', 'media_recording', 'student_annotation', 'online_upload'] as const;
export type OnlineType = (typeof ONLINE_TYPES)[number];

export const ONLINE_TYPE_LABELS: Readonly<Record<OnlineType, string>> = {
  online_text_entry: 'Text entry',
  online_url: 'Website URL',
  media_recording: 'Media recordings',
  student_annotation: 'Student annotation',
  online_upload: 'File uploads',
};

export const isOnlineType = (value: string): value is OnlineType => (ONLINE_TYPES as readonly string[]).includes(value);

import type { FileRow } from './file-row';

/** Attachment::VALID_VISIBILITIES in canvas-lms app/models/attachment.rb. */
export const VISIBILITY_LEVELS = ['inherit', 'context', 'institution', 'public'] as const;

/** attachment.supports_visibility?: only course files carry a visibility level (lib/api/v1/attachment.rb). */
export const supportsVisibility = (file: Pick<FileRow, 'context_type'>): boolean => file.context_type === 'Course';

/**
 * Whether the file's own level opens it beyond its course's members. Lectern serves one institution and has no
 * anonymous reading, so `institution` and `public` both mean everyone signed in; `inherit` follows the course,
 * which Lectern always keeps to its members, as `context` does (decision 0067).
 */
export const openBeyondCourse = (file: Pick<FileRow, 'context_type' | 'visibility_level'>): boolean =>
  supportsVisibility(file) && (file.visibility_level === 'institution' || file.visibility_level === 'public');

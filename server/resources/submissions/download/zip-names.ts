/**
 * The names inside "download all submissions", after canvas-lms lib/content_zipper.rb (get_filename,
 * sanitize_user_name, sanitize_attachment_filename). Canvas puts every file at the top level, prefixed with the
 * student's name; Lectern gives each student a folder of that name and each attempt a folder inside it, so the
 * upload-feedback step (src/features/grading/download/) can read the student back from the folder alone.
 */

/** Ruby's [[:word:]]: letters, marks, digits and connector punctuation; everything else goes. */
const NOT_WORD = /[^\p{L}\p{M}\p{N}\p{Pc}]/gu;

/** sanitize_user_name: "_12_" inside a name would read as an id, so its underscores go; lower case. */
function userNamePart(sortableName: string): string {
  return sortableName.replace(/_(\d+)_/g, '$1').toLowerCase();
}

/**
 * A student's folder: `<sortable name>_<user id>`, with `LATE` between them for a late submission, and with
 * every non-word character removed ("Smith, Jane" id 42 → `smithjane_42`). Anonymous grading names the folder
 * `anon_<anonymous id>` alone, as Canvas does.
 */
export function studentFolder(student: { sortableName: string; userId: number; late: boolean } | { anonymousId: string; late: boolean }): string {
  const late = student.late ? 'LATE' : undefined;
  const parts = 'anonymousId' in student
    ? [late, `anon_${student.anonymousId}`]
    : [userNamePart(student.sortableName), late, String(student.userId)];
  return parts.filter((part) => part !== undefined).join('_').replace(NOT_WORD, '');
}

/** sanitize_attachment_filename: characters no file system takes become "_"; a blank name stays a name. */
export function safeFileName(displayName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
  const name = displayName.replace(/[\x00-\x1f/\\:*?"<>|]+/g, '_').trim();
  return name === '' || name === '.' || name === '..' ? 'file' : name;
}

/** `report.pdf`, then `report (2).pdf`, … for a name already used in the same folder. */
export function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** The folder of one attempt inside the student's folder. */
export const attemptFolder = (attempt: number) => `attempt_${attempt}`;

/** The page written for a text entry and for a URL entry (Canvas: `<prefix>_text.html`, `<prefix>_link.html`). */
export const TEXT_PAGE = 'text.html';
export const LINK_PAGE = 'link.html';

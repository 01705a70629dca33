/**
 * Whether the server checks `expected_updated_at` on grade writes (docs/decisions/0015): Lectern's server says so
 * on every grade PUT and submission list answer; a real Canvas ignores the parameter and never sends the header, and then the app
 * reads the submission just before writing instead (docs/decisions/0069). One server per tab, so one answer here.
 */
const CONFLICT_CHECK_HEADER = 'X-Lectern-Conflict-Check';

let confirmed = false;

export const serverChecksGradeConflicts = (): boolean => confirmed;

/** Learns from a grade PUT's or a submission list's answer whether its server checks for another grader's write. */
export function noteGradeConflictCheck(headers: Headers): void {
  confirmed = headers.get(CONFLICT_CHECK_HEADER) === 'expected_updated_at';
}

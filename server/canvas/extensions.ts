import type { AppContext } from './context';

/**
 * Whether this server offers Lectern's extensions of Canvas's API (docs/lectern-extensions.md). Off
 * (LECTERN_EXTENSIONS=off), a handler answers as Canvas does: no Lectern-only order, filter, check or header.
 */
export const extensionsOn = (c: AppContext): boolean => c.get('deps').extensions;

/**
 * Tells the client this server checks `expected_updated_at` on grade writes (docs/decisions/0015): a real Canvas
 * ignores it and never sends this header, so the app checks for another grader's write itself (docs/decisions/0069).
 */
export function confirmConflictCheck(c: AppContext): void {
  if (extensionsOn(c)) c.header('X-Lectern-Conflict-Check', 'expected_updated_at');
}

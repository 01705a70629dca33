import type { EffectiveDueDates } from '@/api/schemas/effective-due-dates';
import type { User } from '@/api/schemas/user';
import { compareIds, type CanvasId } from '@/api/schemas/ids';

/**
 * The grid's rows come from the effective-dates answer itself (every student any assignment is assigned to),
 * so the page needs names only for the rows on screen, fetched by id in batches of one roster page.
 */

/** Ids per name request: one page of GET /courses/:id/users at per_page=100. */
export const NAME_BATCH = 100;

/** Every student the answer lists under any assignment, once each, in id order (stable as names arrive). */
export function assignedStudentIds(dates: EffectiveDueDates): CanvasId[] {
  const ids = new Set<CanvasId>();
  for (const students of Object.values(dates)) for (const id of Object.keys(students)) ids.add(id);
  return [...ids].sort(compareIds);
}

/** The batches (fixed blocks of NAME_BATCH rows, so each is fetched once) that rows first..last fall in. */
export function batchesFor(ids: readonly CanvasId[], first: number, last: number): CanvasId[][] {
  if (ids.length === 0 || last < first) return [];
  const batches: CanvasId[][] = [];
  const lastBlock = Math.floor(Math.min(last, ids.length - 1) / NAME_BATCH);
  for (let block = Math.floor(Math.max(first, 0) / NAME_BATCH); block <= lastBlock; block++) {
    batches.push(ids.slice(block * NAME_BATCH, (block + 1) * NAME_BATCH));
  }
  return batches;
}

/** What the row header shows: the student once their batch is in, or why there is no name. */
export type StudentLabel = { kind: 'loading' } | { kind: 'missing' } | { kind: 'student'; user: User };

/**
 * Canvas's due dates also list students whose enrollment has ended or been deactivated; the grid says so,
 * since other pages' student counts leave them out. Undefined while any student enrollment is current.
 */
export function enrollmentNote(user: User): string | undefined {
  const states = (user.enrollments ?? []).map((enrollment) => enrollment.enrollment_state);
  if (states.length === 0 || states.some((state) => state !== 'completed' && state !== 'inactive')) return undefined;
  return states.includes('inactive') ? 'Inactive' : 'Concluded';
}

import { GRADING_STATUSES, type GradingStatus, type SubmissionListFilters } from '@/api/submissions';
import { ANONYMOUS_ID } from '@/api/anonymous-submissions';
import { idFromText, type CanvasId } from '@/api/schemas/ids';

/** The rail's state lives in the URL, so reloads, links and back/forward keep the student and the filters. */
export type RailSort = 'name' | 'submitted_at';

export interface RailParams {
  student: CanvasId | undefined;
  /** While names are hidden the URL names the student by their number ("Student N"), never by user id. */
  anon: number | undefined;
  /** On an anonymized assignment the URL names the student by their anonymous id (docs/decisions/0056). */
  anonymousId: string | undefined;
  search: string;
  sectionId: CanvasId | undefined;
  status: GradingStatus | undefined;
  sort: RailSort;
}

const id = idFromText;

export function readRailParams(search: URLSearchParams): RailParams {
  const status = search.get('status');
  const anon = Number(search.get('anon') ?? Number.NaN);
  const anonymousId = search.get('anonymous_id') ?? '';
  return {
    student: id(search.get('student')),
    anon: Number.isSafeInteger(anon) && anon >= 0 ? anon : undefined,
    anonymousId: ANONYMOUS_ID.test(anonymousId) ? anonymousId : undefined,
    search: search.get('q') ?? '',
    sectionId: id(search.get('section')),
    status: GRADING_STATUSES.find((known) => known === status),
    sort: search.get('sort') === 'submitted_at' ? 'submitted_at' : 'name',
  };
}

/** The query the rail asks the server for. Hidden names: no name search, and no name order (it would tell). */
export function railFilters(params: RailParams, hideNames: boolean): SubmissionListFilters {
  const filters: SubmissionListFilters = {};
  if (params.sectionId !== undefined) filters.section_id = params.sectionId;
  if (params.status) filters.grading_status = [params.status];
  if (params.search.length >= 2 && !hideNames) filters.search_term = params.search;
  if (params.sort === 'submitted_at') filters.order = 'submitted_at';
  else if (hideNames) filters.order = 'anonymous';
  return filters;
}

/** A copy of the URL's search with these rail values changed (undefined or '' removes one). */
export type RailParamChanges = Partial<Record<'student' | 'anon' | 'anonymous_id' | 'q' | 'section' | 'status' | 'sort', string | number | undefined>>;

export function withRailParams(search: URLSearchParams, changes: RailParamChanges) {
  const next = new URLSearchParams(search);
  for (const key of Object.keys(changes) as (keyof RailParamChanges)[]) {
    const value = changes[key];
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * The students before and after the selected one (at `index`, or -1 when it is not in the list). A student who
 * left the list (graded under "Needs grading") keeps their place: `lastIndex` is where they were, so next is
 * the row that moved up into it and previous the one before.
 */
export function neighbours<T>(rows: readonly T[], index: number, lastIndex: number): { previous: T | undefined; next: T | undefined } {
  if (index >= 0) return { previous: rows[index - 1], next: rows[index + 1] };
  if (lastIndex < 0) return { previous: undefined, next: rows[0] };
  return { previous: lastIndex > 0 ? rows[lastIndex - 1] : undefined, next: rows[lastIndex] };
}

import { idFromText } from '@/api/schemas/ids';
import type { AccountCourseFilters } from '@/api/course-lists';
import { sendableSearchTerm } from '@/api/course-users';
import { readCourseStates } from './course-filters';

/**
 * The account list's filters in the URL: `?search=bio&state=available&term=3`. The search is kept only once
 * it is long enough to send (the server refuses one character).
 */
export function readAccountCourseFilters(search: URLSearchParams): AccountCourseFilters {
  return {
    search_term: sendableSearchTerm(search.get('search') ?? undefined),
    state: readCourseStates(search),
    enrollment_term_id: idFromText(search.get('term')),
  };
}

/** Returns a copy of `search` with the filter params replaced; other params (the sort) are kept. */
export function writeAccountCourseFilters(search: URLSearchParams, filters: AccountCourseFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['search', 'state', 'term']) next.delete(key);
  if (filters.search_term) next.set('search', filters.search_term);
  for (const state of filters.state ?? []) next.append('state', state);
  if (filters.enrollment_term_id !== undefined) next.set('term', filters.enrollment_term_id);
  return next;
}

export const hasAccountFilters = (filters: AccountCourseFilters) =>
  Boolean(filters.search_term || filters.state?.length || filters.enrollment_term_id !== undefined);

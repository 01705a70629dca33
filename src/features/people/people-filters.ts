import { sendableSearchTerm, type CourseUserFilters } from '@/api/course-users';
import { COURSE_ENROLLMENT_TYPES, type CourseEnrollmentType } from '@/api/schemas/enrollment';
import { idFromText, type CanvasId } from '@/api/schemas/ids';

/**
 * The People page keeps its state in the URL so reloads and shared links show the same list:
 * `?role=student&section=2&q=chl&tab=recent&person=40`. Unknown values are dropped.
 */

export interface PeopleFilters {
  role?: CourseEnrollmentType;
  /** Section id; applied to the loaded rows, since GET /courses/:id/users has no section filter. */
  section?: CanvasId;
  /** The search as typed in the URL; only a term of 2+ characters is sent. */
  q?: string;
}

export type PeopleTab = 'all' | 'recent';

const PARAMS = { role: 'role', section: 'section', q: 'q', tab: 'tab', person: 'person' } as const;

const positiveId = idFromText;

export function toPeopleRole(value: string | null): CourseEnrollmentType | undefined {
  return COURSE_ENROLLMENT_TYPES.find((type) => type === value);
}

export function readPeopleFilters(search: URLSearchParams): PeopleFilters {
  const q = search.get(PARAMS.q)?.trim();
  return {
    role: toPeopleRole(search.get(PARAMS.role)),
    section: positiveId(search.get(PARAMS.section)),
    q: q ? q : undefined,
  };
}

/** Returns a copy of `search` with the filter params replaced; other params (tab, person) are kept. */
export function writePeopleFilters(search: URLSearchParams, filters: PeopleFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [PARAMS.role, PARAMS.section, PARAMS.q]) next.delete(key);
  if (filters.role) next.set(PARAMS.role, filters.role);
  if (filters.section !== undefined) next.set(PARAMS.section, filters.section);
  if (filters.q?.trim()) next.set(PARAMS.q, filters.q.trim());
  return next;
}

/** What goes to the server: the role, and the search only when it is long enough. */
export function serverFilters(filters: PeopleFilters): CourseUserFilters {
  return { enrollment_type: filters.role, search_term: sendableSearchTerm(filters.q) };
}

export function hasActivePeopleFilters(filters: PeopleFilters): boolean {
  return Boolean(filters.role || filters.section !== undefined || sendableSearchTerm(filters.q));
}

export function readPeopleTab(search: URLSearchParams): PeopleTab {
  return search.get(PARAMS.tab) === 'recent' ? 'recent' : 'all';
}

export function writePeopleTab(search: URLSearchParams, tab: PeopleTab): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === 'recent') next.set(PARAMS.tab, 'recent');
  else next.delete(PARAMS.tab);
  return next;
}

export function readSelectedPerson(search: URLSearchParams): CanvasId | undefined {
  return positiveId(search.get(PARAMS.person));
}

export function writeSelectedPerson(search: URLSearchParams, userId: CanvasId | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  if (userId === undefined) next.delete(PARAMS.person);
  else next.set(PARAMS.person, userId);
  return next;
}

import type { AssignmentListParams } from '@/api/assignments';
import { sendableSearchTerm } from '@/api/course-users';
import type { Assignment } from '@/api/schemas/assignment';

export type PublishedFilter = 'all' | 'published' | 'unpublished';
export type AssignmentOrder = NonNullable<AssignmentListParams['order_by']>;

/** The page's filters, all kept in the URL so a reload or a shared link shows the same list. */
export interface AssignmentFilters {
  search: string;
  published: PublishedFilter;
  overdue: boolean;
  order: AssignmentOrder;
}

const ORDERS: readonly AssignmentOrder[] = ['position', 'name', 'due_at'];
const PUBLISHED: readonly PublishedFilter[] = ['all', 'published', 'unpublished'];

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.find((option) => option === value) ?? fallback;

export const toPublishedFilter = (value: string | null) => pick(value, PUBLISHED, 'all');
export const toAssignmentOrder = (value: string | null) => pick(value, ORDERS, 'position');

export function readAssignmentFilters(search: URLSearchParams): AssignmentFilters {
  return {
    search: search.get('search') ?? '',
    published: toPublishedFilter(search.get('published')),
    overdue: search.get('overdue') === '1',
    order: toAssignmentOrder(search.get('order')),
  };
}

/** Writes a change into the URL; defaults are left out so the plain page has a plain address. */
export function writeAssignmentFilters(search: URLSearchParams, change: Partial<AssignmentFilters>): URLSearchParams {
  const next = { ...readAssignmentFilters(search), ...change };
  const params = new URLSearchParams(search);
  const set = (key: string, value: string, isDefault: boolean) => (isDefault ? params.delete(key) : params.set(key, value));
  set('search', next.search, next.search === '');
  set('published', next.published, next.published === 'all');
  set('overdue', '1', !next.overdue);
  set('order', next.order, next.order === 'position');
  return params;
}

/**
 * What the server filters: the name search (2+ characters), Canvas's overdue bucket and the order. Canvas has
 * no published filter on this list, so that one applies to the rows the server sent.
 */
export function assignmentListParams(filters: AssignmentFilters): AssignmentListParams {
  return {
    include: ['all_dates'],
    search_term: sendableSearchTerm(filters.search),
    bucket: filters.overdue ? 'overdue' : undefined,
    order_by: filters.order === 'position' ? undefined : filters.order,
  };
}

export function filterByPublished(assignments: readonly Assignment[], published: PublishedFilter): Assignment[] {
  if (published === 'all') return [...assignments];
  return assignments.filter((assignment) => assignment.published === (published === 'published'));
}

/** Whether the list is narrowed at all (the order only rearranges it). */
export const isFiltered = (filters: AssignmentFilters) =>
  sendableSearchTerm(filters.search) !== undefined || filters.published !== 'all' || filters.overdue;

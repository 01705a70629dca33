import { describe, expect, it } from 'vitest';
import type { Assignment } from '@/api/schemas/assignment';
import { assignmentListParams, filterByPublished, isFiltered, readAssignmentFilters, writeAssignmentFilters } from './assignment-filters';

describe('assignment filters', () => {
  it('reads defaults from an empty URL and ignores unknown values', () => {
    expect(readAssignmentFilters(new URLSearchParams('order=bogus&published=maybe'))).toEqual({
      search: '',
      published: 'all',
      overdue: false,
      order: 'position',
    });
  });

  it('round-trips through the URL and leaves defaults out', () => {
    const written = writeAssignmentFilters(new URLSearchParams('tab=x'), { search: 'lab', overdue: true, order: 'name' });
    expect(written.toString()).toBe('tab=x&search=lab&overdue=1&order=name');
    expect(writeAssignmentFilters(written, { search: '', overdue: false, order: 'position' }).toString()).toBe('tab=x');
  });

  it('sends the search only from two characters, the overdue bucket and a non-default order', () => {
    expect(assignmentListParams({ search: ' l ', published: 'all', overdue: false, order: 'position' })).toEqual({
      include: ['all_dates'],
      search_term: undefined,
      bucket: undefined,
      order_by: undefined,
    });
    expect(assignmentListParams({ search: 'lab', published: 'published', overdue: true, order: 'due_at' })).toMatchObject({
      search_term: 'lab',
      bucket: 'overdue',
      order_by: 'due_at',
    });
  });

  it('filters published state on the rows and knows when the list is narrowed', () => {
    const rows = [{ id: '1', published: true }, { id: '2', published: false }] as Assignment[];
    expect(filterByPublished(rows, 'unpublished').map((row) => row.id)).toEqual(['2']);
    expect(filterByPublished(rows, 'all')).toHaveLength(2);
    expect(isFiltered({ search: 'a', published: 'all', overdue: false, order: 'name' })).toBe(false);
    expect(isFiltered({ search: 'ab', published: 'all', overdue: false, order: 'name' })).toBe(true);
  });
});

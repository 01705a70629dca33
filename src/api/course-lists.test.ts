import { describe, expect, it } from 'vitest';
import { courseListQueries, sortableColumns } from './course-lists';

const params = (url: string) => new URL(url, 'http://lectern.test').searchParams;

describe('course list queries', () => {
  it('ask the account list in Canvas’s own vocabulary: internal states and its sort names', () => {
    const { initialPageParam } = courseListQueries.account(
      '3',
      { search_term: ' bio ', state: ['unpublished', 'available'], enrollment_term_id: '7' },
      { column: 'name', order: 'desc' },
    );
    const search = params(initialPageParam);
    expect(search.getAll('state[]')).toEqual(['available', 'created', 'claimed']);
    expect([search.get('search_term'), search.get('enrollment_term_id')]).toEqual(['bio', '7']);
    expect([search.get('sort'), search.get('order'), search.get('per_page')]).toEqual(['course_name', 'desc', '100']);
  });

  it('ask the user lists with Lectern’s sort extension, and never for a column they cannot sort', () => {
    const byCode = params(courseListQueries.list('caller', {}, { column: 'code', order: 'asc' }).initialPageParam);
    expect([byCode.get('sort'), byCode.get('order')]).toEqual(['course_code', 'asc']);
    const byTeacher = params(courseListQueries.list({ userId: '5' }, {}, { column: 'teachers', order: 'asc' }).initialPageParam);
    expect(byTeacher.has('sort')).toBe(false);
    expect(sortableColumns('user')).toEqual(['name', 'code', 'term']);
    expect(sortableColumns('account')).toEqual(['name', 'term', 'teachers']);
  });

  it('share one cache entry for the same filters given in another order', () => {
    const a = courseListQueries.list('caller', { state: ['completed', 'available'] }).queryKey;
    const b = courseListQueries.list('caller', { state: ['available', 'completed', 'available'] }).queryKey;
    expect(a).toEqual(b);
  });
});

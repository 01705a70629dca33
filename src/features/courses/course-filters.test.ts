import { describe, expect, it } from 'vitest';
import { hasActiveFilters, readCourseFilters, writeCourseFilters } from './course-filters';

describe('course filters in the URL', () => {
  it('reads known values and drops unknown ones', () => {
    const search = new URLSearchParams('enrollment_type=teacher&enrollment_state=bogus&state=available&state=nope&state=available');
    expect(readCourseFilters(search)).toEqual({ enrollment_type: 'teacher', enrollment_state: undefined, state: ['available'] });
    expect(readCourseFilters(new URLSearchParams())).toEqual({ enrollment_type: undefined, enrollment_state: undefined, state: undefined });
  });

  it('round-trips and keeps unrelated params', () => {
    const written = writeCourseFilters(new URLSearchParams('q=bio&state=deleted'), {
      enrollment_state: 'completed',
      state: ['unpublished', 'completed'],
    });
    expect(written.toString()).toBe('q=bio&enrollment_state=completed&state=unpublished&state=completed');
    expect(readCourseFilters(written)).toEqual({ enrollment_type: undefined, enrollment_state: 'completed', state: ['unpublished', 'completed'] });
  });

  it('knows when any filter is set', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ state: [] })).toBe(false);
    expect(hasActiveFilters({ enrollment_type: 'ta' })).toBe(true);
  });
});

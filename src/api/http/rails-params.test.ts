import { describe, expect, it } from 'vitest';
import { appendRailsParams, encodeRailsParams } from './rails-params';

describe('encodeRailsParams', () => {
  it('repeats array keys with brackets', () => {
    expect(encodeRailsParams({ include: ['term', 'teachers'] })).toBe('include[]=term&include[]=teachers');
    expect(encodeRailsParams({ 'state[]': ['available'] })).toBe('state[]=available');
  });

  it('nests objects and arrays inside objects', () => {
    expect(encodeRailsParams({ course: { name: 'Bio 101', term_id: 4 } })).toBe('course[name]=Bio%20101&course[term_id]=4');
    expect(encodeRailsParams({ assignment_override: { student_ids: [4, 5] } })).toBe(
      'assignment_override[student_ids][]=4&assignment_override[student_ids][]=5',
    );
  });

  it('sends booleans as strings and skips null and undefined', () => {
    expect(encodeRailsParams({ force: true, offer: false, a: undefined, b: null })).toBe('force=true&offer=false');
  });

  it('encodes reserved characters in values', () => {
    expect(encodeRailsParams({ search_term: 'a&b=c?' })).toBe('search_term=a%26b%3Dc%3F');
  });
});

describe('appendRailsParams', () => {
  it('appends to paths with and without a query', () => {
    expect(appendRailsParams('/api/v1/courses', { per_page: 100 })).toBe('/api/v1/courses?per_page=100');
    expect(appendRailsParams('/api/v1/courses?page=2', { per_page: 100 })).toBe('/api/v1/courses?page=2&per_page=100');
    expect(appendRailsParams('/api/v1/courses', {})).toBe('/api/v1/courses');
  });
});

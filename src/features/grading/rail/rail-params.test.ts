import { describe, expect, it } from 'vitest';
import { neighbours, railFilters, readRailParams, withRailParams } from './rail-params';

describe('rail params', () => {
  it('reads the URL and asks the server for what it says; hidden names drop the name search and order', () => {
    const params = readRailParams(new URLSearchParams('student=7&q=ada&section=3&status=late&sort=name'));
    expect(params).toEqual({ student: '7', search: 'ada', sectionId: '3', status: 'late', sort: 'name' });
    expect(railFilters(params, false)).toEqual({ section_id: '3', grading_status: ['late'], search_term: 'ada' });
    expect(railFilters(params, true)).toEqual({ section_id: '3', grading_status: ['late'], order: 'anonymous' });
    expect(railFilters({ ...params, sort: 'submitted_at', search: 'a' }, false)).toEqual({ section_id: '3', grading_status: ['late'], order: 'submitted_at' });
    expect(readRailParams(new URLSearchParams('student=x&status=bogus'))).toMatchObject({ student: undefined, status: undefined });
  });

  it('changes one value and keeps the others', () => {
    expect(withRailParams(new URLSearchParams('student=1&q=ada'), { student: 2, q: undefined }).toString()).toBe('student=2');
  });
});

describe('neighbours', () => {
  const rows = ['a', 'b', 'c', 'd'];
  it('are the rows either side of the selected one', () => {
    expect(neighbours(rows, 1, 1)).toEqual({ previous: 'a', next: 'c' });
    expect(neighbours(rows, 3, 3)).toEqual({ previous: 'c', next: undefined });
  });

  it('keep the place of a student who left the list, and start at the top for one never in it', () => {
    // "b" was graded under "Needs grading": the list is now a, c, d.
    expect(neighbours(['a', 'c', 'd'], -1, 1)).toEqual({ previous: 'a', next: 'c' });
    expect(neighbours(rows, -1, -1)).toEqual({ previous: undefined, next: 'a' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  hasActivePeopleFilters,
  readPeopleFilters,
  readPeopleTab,
  readSelectedPerson,
  serverFilters,
  writePeopleFilters,
  writeSelectedPerson,
} from './people-filters';

describe('people filters in the URL', () => {
  it('reads known values and drops the rest', () => {
    expect(readPeopleFilters(new URLSearchParams('role=student&section=2&q=%20chl%20'))).toEqual({ role: 'student', section: '2', q: 'chl' });
    expect(readPeopleFilters(new URLSearchParams('role=admin&section=two&q='))).toEqual({ role: undefined, section: undefined, q: undefined });
  });

  it('writes filters and keeps the tab and the open person', () => {
    const next = writePeopleFilters(new URLSearchParams('tab=recent&role=ta&person=4'), { section: '3', q: 'ab' });
    expect(next.toString()).toBe('tab=recent&person=4&section=3&q=ab');
    expect(readPeopleTab(next)).toBe('recent');
    expect(readSelectedPerson(writeSelectedPerson(next, '40'))).toBe('40');
    expect(readSelectedPerson(writeSelectedPerson(next, undefined))).toBeUndefined();
  });

  it('never sends a one-character search', () => {
    expect(serverFilters({ q: 'a' })).toEqual({ enrollment_type: undefined, search_term: undefined });
    expect(serverFilters({ role: 'student', q: 'le' })).toEqual({ enrollment_type: 'student', search_term: 'le' });
    expect(hasActivePeopleFilters({ q: 'a' })).toBe(false);
    expect(hasActivePeopleFilters({ section: '1' })).toBe(true);
  });
});

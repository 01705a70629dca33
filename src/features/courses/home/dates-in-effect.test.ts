import { describe, expect, it } from 'vitest';
import { datesInEffect } from './dates-in-effect';

const term = { id: '3', name: 'Current Term', start_at: '2026-08-20T06:00:00Z', end_at: '2026-12-20T06:00:00Z' };

describe('datesInEffect', () => {
  it('uses the term’s dates while the course follows its term, even if the course stored its own', () => {
    const course = { restrict_enrollments_to_course_dates: false, start_at: '2026-01-01T00:00:00Z', end_at: '2026-02-01T00:00:00Z', term };
    expect(datesInEffect(course)).toEqual({ start: term.start_at, end: term.end_at, source: 'term' });
  });

  it('uses the course’s dates while they override the term', () => {
    const course = { restrict_enrollments_to_course_dates: true, start_at: '2026-09-01T00:00:00Z', end_at: null, term };
    expect(datesInEffect(course)).toEqual({ start: '2026-09-01T00:00:00Z', end: null, source: 'course' });
  });

  it('has no dates when the term is unknown or open-ended', () => {
    expect(datesInEffect({ restrict_enrollments_to_course_dates: false, start_at: null, end_at: null })).toEqual({ start: null, end: null, source: 'term' });
  });
});

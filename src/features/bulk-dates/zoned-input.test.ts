import { describe, expect, it } from 'vitest';
import { inputValueToIso } from './zoned-input';

describe('inputValueToIso', () => {
  it('reads the value in the course zone', () => {
    expect(inputValueToIso('2026-02-06T09:00', null, 'America/Denver')).toBe('2026-02-06T16:00:00Z');
  });

  it('keeps the seconds of an end-of-day due date moved to another day', () => {
    expect(inputValueToIso('2026-02-13T23:59', '2026-02-07T06:59:59Z', 'America/Denver')).toBe('2026-02-14T06:59:59Z');
  });

  it('starts a new time of day on the minute', () => {
    expect(inputValueToIso('2026-02-13T17:00', '2026-02-07T06:59:59Z', 'America/Denver')).toBe('2026-02-14T00:00:00Z');
  });

  it('reads an empty input as no date', () => {
    expect(inputValueToIso('', '2026-02-07T06:59:59Z', 'UTC')).toBeNull();
  });
});

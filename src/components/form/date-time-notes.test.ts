import { describe, expect, it } from 'vitest';
import { viewerTimeNote, zoneNote } from './date-time-notes';

describe('the notes under a date-time field', () => {
  it('names the course zone as it is called on the chosen date', () => {
    expect(zoneNote('America/Denver', '2026-01-12T09:00')).toBe('Course time: Mountain Standard Time.');
    expect(zoneNote('America/Denver', '2026-07-12T09:00')).toBe('Course time: Mountain Daylight Time.');
  });

  it('shows the viewer’s own time and day when their zone differs', () => {
    expect(viewerTimeNote('2026-01-12T09:00', 'America/Denver', 'Europe/Paris', 'en-US')).toBe('5:00 PM in your time, Mon, Jan 12.');
    expect(viewerTimeNote('2026-01-12T23:30', 'America/Denver', 'Asia/Tokyo', 'en-US')).toBe('3:30 PM in your time, Tue, Jan 13.');
  });

  it('says nothing more when the zones agree at that instant, or without a complete value', () => {
    expect(viewerTimeNote('2026-01-12T09:00', 'America/Denver', 'America/Denver')).toBeNull();
    expect(viewerTimeNote('2026-01-12T09:00', 'America/Denver', 'America/Edmonton')).toBeNull();
    expect(viewerTimeNote('', 'America/Denver', 'Europe/Paris')).toBeNull();
    expect(viewerTimeNote('2026-01-12', 'America/Denver', 'Europe/Paris')).toBeNull();
  });
});

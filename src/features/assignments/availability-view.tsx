import { formatDate } from '@/lib/dates';
import type { Assignment } from '@/api/schemas/assignment';
import { summarizeAvailability } from './due-summary';

/** Canvas's availability words; nothing when the assignment is simply open. */
export function AvailabilityView({ assignment, timeZone, now }: { assignment: Assignment; timeZone: string | undefined; now: Date }) {
  const availability = summarizeAvailability(assignment, now);
  const at = (iso: string) => <time dateTime={iso}>{formatDate(iso, { style: 'day-time', timeZone })}</time>;
  switch (availability.kind) {
    case 'open':
      return null;
    case 'multiple':
      return <span>Availability varies</span>;
    case 'not-yet':
      return <span>Not available until {at(availability.unlockAt)}</span>;
    case 'until':
      return <span>Available until {at(availability.lockAt)}</span>;
    case 'closed':
      return <span>Closed</span>;
  }
}

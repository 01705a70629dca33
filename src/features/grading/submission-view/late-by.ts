const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;

/**
 * "Late by 2 days 3 hours" from Canvas's seconds_late: the two largest units, so a grader sees at a glance
 * whether it is minutes or weeks. Null when not late.
 */
export function lateBy(secondsLate: number | null | undefined): string | null {
  if (!secondsLate || secondsLate <= 0 || !Number.isFinite(secondsLate)) return null;
  const days = Math.floor(secondsLate / DAY);
  const hours = Math.floor((secondsLate % DAY) / HOUR);
  const minutes = Math.floor((secondsLate % HOUR) / MINUTE);
  if (days > 0) return `Late by ${unit(days, 'day')}${hours > 0 ? ` ${unit(hours, 'hour')}` : ''}`;
  if (hours > 0) return `Late by ${unit(hours, 'hour')}${minutes > 0 ? ` ${unit(minutes, 'minute')}` : ''}`;
  return `Late by ${unit(Math.max(1, minutes), 'minute')}`;
}

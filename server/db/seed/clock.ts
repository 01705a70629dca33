import { nowDate } from '../../canvas/clock';

const DAY_MS = 86_400_000;

/** Canvas's wire format: UTC, whole seconds, trailing Z. */
function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export type Clock = {
  /** `opts.now` floored to whole seconds. */
  now: Date;
  /** now plus a number of days (fractions allowed) and minutes. */
  rel: (days: number, minutes?: number) => string;
  /** 23:59:59 in America/Denver on the day `days` away from today, Canvas's usual due time. */
  due: (days: number) => string;
  /** 00:00:00 in America/Denver on the day `days` away from today. */
  startOfDay: (days: number) => string;
  /** The calendar date (YYYY-MM-DD) of an ISO time in America/Denver. */
  localDate: (iso: string) => string;
  /** An ISO time shifted by minutes. */
  shift: (iso: string, minutes: number) => string;
};

// en-CA formats dates as YYYY-MM-DD.
const denverDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Denver',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const denverHour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', hour: 'numeric', hourCycle: 'h23' });

export function createClock(now: Date = nowDate()): Clock {
  const base = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const todayUtc = Math.floor(base.getTime() / DAY_MS) * DAY_MS;
  const due = (days: number): string => {
    // 06:59:59Z is 23:59:59 MST; in summer (MDT) the same local time is an hour earlier in UTC.
    const winter = todayUtc + days * DAY_MS + (7 * 3600 - 1) * 1000;
    const dst = Number(denverHour.format(new Date(winter))) === 0;
    return isoSeconds(new Date(dst ? winter - 3_600_000 : winter));
  };
  return {
    now: base,
    rel: (days, minutes = 0) => isoSeconds(new Date(base.getTime() + days * DAY_MS + minutes * 60_000)),
    due,
    startOfDay: (days) => isoSeconds(new Date(Date.parse(due(days - 1)) + 1000)),
    localDate: (iso) => denverDate.format(new Date(iso)),
    shift: (iso, minutes) => isoSeconds(new Date(Date.parse(iso) + minutes * 60_000)),
  };
}

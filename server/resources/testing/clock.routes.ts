import { Hono } from 'hono';
import { z } from 'zod';
import { advanceClock, now, setClock, useRealTime } from '../../canvas/clock';
import { canvasNumber, canvasString } from '../../canvas/coerce';
import type { AppContext, AppEnv } from '../../canvas/context';
import { isoToCanvasTime, nowIso } from '../../canvas/dates';
import { fieldError, validationFailed } from '../../canvas/errors';
import { json } from '../../canvas/respond';
import { parseParams } from '../../canvas/validate';

const clockParams = z.object({
  now: canvasString
    .transform((text) => isoToCanvasTime(text))
    .refine((time) => time !== undefined, 'must be an ISO 8601 time, such as 2026-12-01T17:00:00Z')
    .optional(),
  // Negative steps are allowed: `now` can already put the clock in the past, so going back is no new power.
  advance_seconds: canvasNumber.optional(),
});

// Every stored time is a four-digit-year Canvas time, so the clock may not leave the years 0000 to 9999.
const EARLIEST = Date.parse('0000-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59Z');

const exactlyOne = () => {
  const message = 'give exactly one of now and advance_seconds';
  return validationFailed({ ...fieldError('now', 'invalid', message), ...fieldError('advance_seconds', 'invalid', message) });
};

function withinYears(time: number, field: string): number {
  if (time >= EARLIEST && time <= LATEST) return time;
  throw validationFailed(fieldError(field, 'invalid', 'would take the clock outside the years 0000 to 9999'));
}

function moveClock(c: AppContext): void {
  const { now: at, advance_seconds: seconds } = parseParams(clockParams, c.get('params'));
  if (at !== undefined && seconds === undefined) {
    setClock(new Date(withinYears(Date.parse(at), 'now')));
  } else if (seconds !== undefined && at === undefined) {
    withinYears(now() + seconds * 1000, 'advance_seconds');
    advanceClock(seconds);
  } else {
    throw exactlyOne();
  }
}

/**
 * PUT /clock moves the server's one clock (server/canvas/clock.ts, decision 0083), which runs on from there;
 * DELETE /clock puts it back on real time. Both answer the time the server now reads.
 */
export function clockRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .put('/clock', (c) => {
      moveClock(c);
      return json(c, { now: nowIso(), real_time: false });
    })
    .delete('/clock', (c) => {
      useRealTime();
      return json(c, { now: nowIso(), real_time: true });
    });
}

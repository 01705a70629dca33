import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';

/** PUT/DELETE /clock (helper: clock). */
export function clockRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>();
}

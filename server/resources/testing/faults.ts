import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../canvas/context';

/** The fault rules of one app (helper: faults). */
export type FaultRules = { clear: () => void };

export function createFaultRules(): FaultRules {
  return { clear: () => undefined };
}

/** Runs before every route but /lectern/testing/* and /healthz. */
export function injectFaults(_rules: FaultRules) {
  return createMiddleware<AppEnv>(async (_c, next) => {
    await next();
  });
}

/** PUT/DELETE /faults. */
export function faultRoutes(_rules: FaultRules): Hono<AppEnv> {
  return new Hono<AppEnv>();
}

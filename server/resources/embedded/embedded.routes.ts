import { Hono } from 'hono';
import { demoAllowed } from '../../canvas/auth';
import type { AppEnv } from '../../canvas/context';
import { notFound } from '../../canvas/errors';

export type DemoAccount = { token: string; role: string; name: string; description: string };

/**
 * Not part of Canvas: the embedded server tells the sign-in page which demo accounts exist.
 * Answers 404 when the server runs without demo data, or to a caller the demo tokens would not work for,
 * so the page falls back to pasting a token.
 */
export function embeddedRoutes(demoAccounts: DemoAccount[]): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/demo-accounts', (c) => {
    if (demoAccounts.length === 0 || !demoAllowed(c)) throw notFound();
    return c.json(demoAccounts);
  });
}

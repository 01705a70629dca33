import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';
import { notFound } from '../../canvas/errors';

export type DemoAccount = { token: string; role: string; name: string; description: string };

/**
 * Not part of Canvas: the embedded server tells the sign-in page which demo accounts exist.
 * Answers 404 when the server runs without demo data, so the page falls back to pasting a token.
 */
export function embeddedRoutes(demoAccounts: DemoAccount[]): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/demo-accounts', (c) => {
    if (demoAccounts.length === 0) throw notFound();
    return c.json(demoAccounts);
  });
}

import type { Context } from 'hono';
import { csrfRefused } from '../session/session.routes';
import { csrfSatisfied, readSession, type SessionData } from '../session/session-cookie';
import { freshSession } from './oauth-tokens';
import type { ProxyDeps } from './proxy-deps';

export type Credentials = { authorization?: string; session?: SessionData };

/**
 * An API client's own Authorization header wins (it never relies on Lectern's cookie); otherwise the browser's
 * session supplies the token, and then a request that changes data must carry the CSRF header.
 */
export async function callerCredentials(c: Context, deps: ProxyDeps): Promise<Credentials> {
  const header = c.req.header('authorization');
  if (header) return { authorization: header };
  const session = readSession(c, deps.key);
  if (!session) return {};
  if (!csrfSatisfied(c, session)) throw csrfRefused();
  const fresh = await freshSession(c, deps, session);
  return { authorization: `Bearer ${fresh.accessToken}`, session: fresh };
}

import type { Context } from 'hono';
import { demoAllowed, isDemoToken, verifyAccessToken } from '../../canvas/auth';
import type { AppContext } from '../../canvas/context';
import { requestOrigin } from '../../canvas/urls';
import type { SealKey } from '../../session/sealed';
import { embeddedSessionLedger } from '../../session/embedded-sessions';
import { sessionRoutes } from '../../session/session.routes';

export type DemoAccount = { token: string; role: string; name: string; description: string };

// sessionRoutes is shared with proxy mode and typed for a plain Context; here every request went through createApp.
const asApp = (c: Context) => c as unknown as AppContext;

/**
 * Not part of Canvas: the browser's sign-in under /lectern in embedded mode. A pasted token is checked exactly as
 * the API checks it, and signing out ends the session on the server (a copied cookie stops working) but not the
 * token: it is the user's, still valid for API clients.
 * Demo accounts are offered only to callers the demo tokens would work for.
 */
export function embeddedSessionRoutes(key: SealKey, demoAccounts: DemoAccount[]) {
  return sessionRoutes({
    key,
    isSecure: (c) => requestOrigin(asApp(c)).startsWith('https:'),
    verifyToken: (c, token) => {
      const caller = verifyAccessToken(asApp(c), token);
      return Promise.resolve({ user: { id: caller.id, name: caller.name }, method: isDemoToken(token) ? 'demo' : 'token' });
    },
    demoAccounts: (c) => (demoAllowed(asApp(c)) ? demoAccounts : []),
    ledger: embeddedSessionLedger,
  });
}

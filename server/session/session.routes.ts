import { Hono, type Context } from 'hono';
import { CanvasError, unauthenticated } from '../canvas/errors';
import { readBodyBytes } from '../canvas/request-body';
import type { DemoAccount } from '../resources/embedded/embedded.routes';
import type { SealKey } from './sealed';
import { clearSession, csrfSatisfied, newCsrfToken, readSession, writeSession, type SessionData } from './session-cookie';

/** How the browser signs in, in both modes; the mode supplies how a token is checked and what sign-out undoes. */
export type SessionRoutesOptions = {
  key: SealKey;
  /** Whether the page was served over TLS (directly, or as a trusted proxy in front says). */
  isSecure: (c: Context) => boolean;
  /** The owner of a pasted token, or a thrown CanvasError saying why it does not work. */
  verifyToken: (c: Context, token: string) => Promise<{ user: SessionData['user']; method: 'token' | 'demo' }>;
  /** The demo accounts this caller may use (none in proxy mode, none for a remote caller by default). */
  demoAccounts: (c: Context) => DemoAccount[];
  /** Present when "Sign in with Canvas" (OAuth2) is configured: the Canvas host it signs in to. */
  oauth?: { host: string };
  /** What signing out undoes beyond the cookie: an OAuth2 token is deleted at Canvas. */
  onSignOut?: (c: Context, session: SessionData) => Promise<void>;
  /** Where the server keeps its own record of each session, when it has a database (embedded mode). */
  ledger?: SessionLedger;
};

/**
 * The server's record of browser sessions: a sealed cookie is only as good as its record, so ending the record
 * ends every copy of the cookie.
 */
export type SessionLedger = {
  /** Records a new session of the user and returns its id, which the cookie then carries. */
  open: (c: Context, userId: number) => string;
  live: (c: Context, session: SessionData) => boolean;
  end: (c: Context, session: SessionData) => void;
};

/** A pasted token is a few dozen characters; nothing bigger is read from a caller who is not signed in. */
const SIGN_IN_BODY_LIMIT = 4096;

const sessionBody = (session: SessionData) => ({
  user: session.user,
  csrf_token: session.csrfToken,
  method: session.method,
});

async function pastedToken(c: Context): Promise<string> {
  const refused = () => new CanvasError(400, { errors: [{ message: 'Send the access token as a small JSON body.' }] });
  // A cross-site form can post a text/plain body that reads as JSON (login CSRF), but never an application/json one.
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) throw refused();
  // Counted as it arrives, so a chunked body without Content-Length is capped too.
  const bytes = await readBodyBytes(c.req.raw, SIGN_IN_BODY_LIMIT);
  if (!bytes) throw refused();
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw refused();
  }
  const token = typeof body === 'object' && body !== null && 'access_token' in body ? body.access_token : undefined;
  if (typeof token !== 'string' || token.trim() === '') throw new CanvasError(400, { errors: [{ message: 'access_token is missing' }] });
  return token.trim();
}

export function sessionRoutes(options: SessionRoutesOptions): Hono {
  const { key, isSecure, ledger } = options;
  // A cookie whose record has ended (signed out elsewhere, or copied) is no session at all.
  const current = (c: Context) => {
    const session = readSession(c, key);
    return session && (!ledger || ledger.live(c, session)) ? session : undefined;
  };
  return new Hono()
    .get('/sign-in-options', (c) =>
      c.json({ demo_accounts: options.demoAccounts(c), oauth: options.oauth ? { host: options.oauth.host } : null }),
    )
    .get('/session', (c) => {
      const session = current(c);
      if (!session) throw unauthenticated();
      c.header('Cache-Control', 'no-store');
      return c.json(sessionBody(session));
    })
    .post('/session', async (c) => {
      const accessToken = await pastedToken(c);
      const { user, method } = await options.verifyToken(c, accessToken);
      const session: SessionData = { user, accessToken, method, csrfToken: newCsrfToken() };
      if (ledger && typeof user.id === 'number') session.sessionId = ledger.open(c, user.id);
      writeSession(c, key, session, isSecure(c));
      c.header('Cache-Control', 'no-store');
      return c.json(sessionBody(session));
    })
    .delete('/session', async (c) => {
      const session = current(c);
      if (session && !csrfSatisfied(c, session)) throw csrfRefused();
      if (session) await options.onSignOut?.(c, session);
      if (session) ledger?.end(c, session);
      clearSession(c, isSecure(c));
      return c.json({});
    });
}

/** Like Rails (which Canvas runs on), a request without its CSRF token is refused as unprocessable. */
export const csrfRefused = () =>
  new CanvasError(422, { errors: [{ message: 'Invalid authenticity token' }] });

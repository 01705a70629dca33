import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { AppContext, Db } from '../canvas/context';
import { now } from '../canvas/clock';
import { nowIso, toCanvasTime } from '../canvas/dates';
import { prepared } from '../db/statements';
import { readSession, SESSION_TTL_SECONDS, type SessionData } from './session-cookie';
import type { SessionLedger } from './session.routes';

// sessionRoutes is typed for a plain Context; in embedded mode every request went through createApp.
const dbOf = (c: Context) => (c as unknown as AppContext).get('deps').db;

/** Records a new browser session of the user and returns its id, which the sealed cookie then carries. */
export function openBrowserSession(db: Db, userId: number): string {
  const at = now();
  const opened = toCanvasTime(new Date(at));
  const id = randomBytes(24).toString('base64url');
  db.transaction(() => {
    prepared<[string]>(db, 'DELETE FROM browser_sessions WHERE expires_at <= ?').run(opened);
    prepared<[string, number, string, string]>(db, 'INSERT INTO browser_sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(id, userId, opened, toCanvasTime(new Date(at + SESSION_TTL_SECONDS * 1000)));
  }).immediate();
  return id;
}

/**
 * Embedded mode keeps a row per signed-in browser (migration 011), so signing out ends the session on the server:
 * the sealed cookie alone, copied before sign-out, no longer works. Proxy mode has no database and no ledger.
 */
export const embeddedSessionLedger: SessionLedger = {
  open: (c, userId) => openBrowserSession(dbOf(c), userId),
  live: (c, session) =>
    session.sessionId !== undefined &&
    prepared<[string, string], { id: string }>(dbOf(c), 'SELECT id FROM browser_sessions WHERE id = ? AND expires_at > ?')
      .get(session.sessionId, nowIso()) !== undefined,
  end: (c, session) => {
    if (session.sessionId !== undefined) prepared<[string]>(dbOf(c), 'DELETE FROM browser_sessions WHERE id = ?').run(session.sessionId);
  },
};

/** The browser's session in embedded mode: a cookie the server sealed, whose session has not ended. */
export function readEmbeddedSession(c: AppContext): SessionData | undefined {
  const session = readSession(c, c.get('deps').sessionKey);
  return session && embeddedSessionLedger.live(c, session) ? session : undefined;
}

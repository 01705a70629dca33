import { seal } from '../session/sealed';
import { embeddedSessionKey } from '../session/embedded-session-key';
import { openBrowserSession } from '../session/embedded-sessions';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, type SessionData } from '../session/session-cookie';
import { createTestApp, type TestApp } from './test-app';
import { standardWorld } from './test-data';

export const APP_REDIRECT = 'https://app.example.org/oauth/callback';

export type DeveloperKeyBody = { id: number; api_key: string; name: string | null };

/** A signed-in browser: the session cookie exactly as the server writes it (server/session/session-cookie.ts). */
export function sessionCookie(app: TestApp, user: SessionData['user'], accessToken: string, csrfToken = 'csrf-of-this-session'): string {
  const sessionId = typeof user.id === 'number' ? openBrowserSession(app.db, user.id) : undefined;
  const session: SessionData = { user, accessToken, method: 'token', csrfToken, sessionId };
  return `${SESSION_COOKIE}=${seal(embeddedSessionKey(app.db, undefined), 'session', session, SESSION_TTL_SECONDS)}`;
}

/** The standard cast plus a developer key made by the admin through the API, as a school's admin would. */
export async function oauth2World(name = 'Grade Sync') {
  const app = createTestApp();
  const world = standardWorld(app.data);
  const { status, body } = await app.send('POST', `/api/v1/accounts/${world.accountId}/developer_keys`, 'admin-token', {
    developer_key: { name, redirect_uris: `${APP_REDIRECT}\nhttps://other.example.org/cb` },
  });
  if (status !== 200) throw new Error(`developer key not created: ${status} ${JSON.stringify(body)}`);
  const key = body as DeveloperKeyBody;
  const teacherCookie = sessionCookie(app, { id: world.teacher, name: 'Terry Teacher' }, 'teacher-token');
  return { app, world, key, teacherCookie };
}

export const formBody = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** The hidden fields of the consent page's form. */
export function consentFields(page: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1] ?? ''] = (match[2] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  }
  return fields;
}

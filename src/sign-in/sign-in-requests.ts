import { CanvasApiError } from '@/api/http/canvas-api-error';
import type { DemoAccount, Session, SignInOptions } from '@/api/session';

/*
 * The sign-in document's three requests, with plain fetch and checks written out: the app's client (canvasFetch
 * with zod schemas, src/api/session.ts) would bring zod into a page that reads three small answers of our own
 * server. Failures are the app's CanvasApiError, so the page words them exactly as inside the app.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

function isSession(value: unknown): value is Session {
  if (!isRecord(value) || !isRecord(value.user)) return false;
  const { id, name } = value.user;
  return (typeof id === 'number' || isString(id)) && isString(name) && isString(value.csrf_token) && isString(value.method);
}

function isDemoAccount(value: unknown): value is DemoAccount {
  if (!isRecord(value)) return false;
  const { token, role, name, description } = value;
  return isString(token) && isString(role) && isString(name) && (description === undefined || isString(description));
}

/** Lenient as the app's schema: a malformed part offers nothing rather than failing the page. */
function signInOptionsFrom(value: unknown): SignInOptions {
  if (!isRecord(value)) return NO_OPTIONS;
  const { demo_accounts: accounts, oauth } = value;
  return {
    demo_accounts: Array.isArray(accounts) && accounts.every(isDemoAccount) ? accounts : [],
    oauth: isRecord(oauth) && isString(oauth.host) ? { host: oauth.host } : null,
  };
}

const NO_OPTIONS: SignInOptions = { demo_accounts: [], oauth: null };

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** One same-origin request; the JSON answer, or a CanvasApiError for a failure, a refusal or an unreadable body. */
async function lecternRequest(path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  let text: string;
  try {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    response = await fetch(path, { ...init, credentials: 'same-origin', headers });
    text = await response.text();
  } catch (cause) {
    throw new CanvasApiError({ kind: 'network', status: 0, url: path, body: null, cause });
  }
  const parsed = parseJson(text);
  if (!response.ok) {
    const hasAuthenticateHeader = response.headers.has('WWW-Authenticate');
    throw new CanvasApiError({ status: response.status, url: path, body: parsed ? parsed.value : text, hasAuthenticateHeader });
  }
  if (!parsed) throw new CanvasApiError({ kind: 'invalid-response', status: response.status, url: path, body: text });
  return parsed.value;
}

/** Whether the browser already has a session (its cookie is HttpOnly, so the server says); false when unsure. */
export async function hasSession(): Promise<boolean> {
  return lecternRequest('/lectern/session').then(isSession, () => false);
}

/** How this server lets people sign in; nothing special when it cannot say (not Lectern's server, unreachable). */
export async function fetchSignInOptions(): Promise<SignInOptions> {
  return lecternRequest('/lectern/sign-in-options').then(signInOptionsFrom, () => NO_OPTIONS);
}

/** Signs in with a pasted (or demo) access token; the server checks it and sets the session cookie. */
export async function createSession(accessToken: string): Promise<Session> {
  const path = '/lectern/session';
  const body = await lecternRequest(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ access_token: accessToken }),
  });
  if (!isSession(body)) throw new CanvasApiError({ kind: 'invalid-response', status: 200, url: path, body });
  return body;
}

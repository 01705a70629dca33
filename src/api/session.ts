import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { setCsrfToken } from './http/csrf-token';
import { isCanvasApiError } from './http/canvas-api-error';
import { canvasFetch } from './http/canvas-fetch';

/**
 * Lectern's own endpoints (not Canvas): the browser's session lives in an HttpOnly cookie the app cannot read,
 * so the app asks the server who is signed in; the answer carries the CSRF token for requests that change data.
 */
const sessionSchema = z.looseObject({
  user: z.looseObject({ id: z.union([z.number(), z.string()]), name: z.string() }),
  csrf_token: z.string(),
  method: z.string(),
});

export type Session = z.infer<typeof sessionSchema>;

export const sessionKeys = {
  current: ['lectern-session'] as const,
};

/** The session, or null when the browser has none (401). */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const { data } = await canvasFetch('/lectern/session', { schema: sessionSchema, signal });
    setCsrfToken(data.csrf_token);
    return data;
  } catch (error) {
    if (isCanvasApiError(error) && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

/** Signs in with a pasted (or demo) access token; the server checks it and sets the session cookie. */
export async function createSession(accessToken: string): Promise<Session> {
  const { data } = await canvasFetch('/lectern/session', {
    method: 'POST',
    schema: sessionSchema,
    body: { access_token: accessToken },
  });
  return data;
}

/** Forgets the session cookie on the server (and, for Canvas sign-in, the token at Canvas). */
export async function deleteSession(): Promise<void> {
  await canvasFetch('/lectern/session', { method: 'DELETE', schema: z.unknown() });
}

/** What a successful sign-in leaves behind: the cached session and its CSRF token. */
export function rememberSession(queryClient: QueryClient, session: Session | null): void {
  setCsrfToken(session?.csrf_token ?? null);
  queryClient.setQueryData(sessionKeys.current, session);
}

export const sessionQueries = {
  // Changes only by signing in or out, which update the cache themselves; a dead token shows up as an API 401.
  current: () =>
    queryOptions({ queryKey: sessionKeys.current, queryFn: ({ signal }) => fetchSession(signal), staleTime: Infinity, retry: false }),
};

const demoAccountSchema = z.looseObject({
  token: z.string(),
  role: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
});

export type DemoAccount = z.infer<typeof demoAccountSchema>;

const signInOptionsSchema = z.looseObject({
  demo_accounts: z.catch(z.array(demoAccountSchema), []),
  oauth: z.catch(z.nullable(z.looseObject({ host: z.string() })), null),
});

export type SignInOptions = z.infer<typeof signInOptionsSchema>;

export const signInOptionsKeys = {
  all: ['sign-in-options'] as const,
};

/** Nothing beyond the token form: what a server that cannot say (not Lectern's, unreachable) offers. */
export const NO_SIGN_IN_OPTIONS: SignInOptions = { demo_accounts: [], oauth: null };

/** How this server lets people sign in; nothing special when it is not Lectern's own server (404). */
export async function fetchSignInOptions(signal?: AbortSignal): Promise<SignInOptions> {
  try {
    const { data } = await canvasFetch('/lectern/sign-in-options', { schema: signInOptionsSchema, signal });
    return data;
  } catch (error) {
    if (isCanvasApiError(error) && (error.isNotFound || error.kind === 'invalid-response')) return NO_SIGN_IN_OPTIONS;
    throw error;
  }
}

export const signInOptionsQueries = {
  current: () =>
    queryOptions({ queryKey: signInOptionsKeys.all, queryFn: ({ signal }) => fetchSignInOptions(signal), staleTime: Infinity, retry: false }),
};

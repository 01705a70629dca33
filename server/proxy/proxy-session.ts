import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CanvasError } from '../canvas/errors';
import { sessionRoutes } from '../session/session.routes';
import { isSecure, revokeToken } from './oauth-tokens';
import type { ProxyDeps } from './proxy-deps';
import { badGateway, canvasTarget, fetchCanvas } from './upstream';

/** A pasted token is whoever Canvas says it is; Canvas's refusal (401 and its body) is the answer. */
async function verifyToken(deps: ProxyDeps, token: string) {
  const response = await fetchCanvas(deps, canvasTarget(deps, '/api/v1/users/self'), { headers: { Accept: 'application/json' } }, `Bearer ${token}`);
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status >= 400 && response.status < 500) {
    const challenge = response.headers.get('www-authenticate');
    throw new CanvasError(response.status as ContentfulStatusCode, body ?? {}, challenge ? { 'WWW-Authenticate': challenge } : {});
  }
  const user = body as { id?: number | string; name?: unknown } | undefined;
  if (!response.ok || user?.id === undefined || typeof user.name !== 'string') throw badGateway();
  return { user: { id: user.id, name: user.name }, method: 'token' as const };
}

/** The /lectern session routes in proxy mode: no demo accounts; tokens and sign-out are Canvas's business. */
export function proxySessionRoutes(deps: ProxyDeps) {
  return sessionRoutes({
    key: deps.key,
    isSecure: (c: Context) => isSecure(c, deps),
    verifyToken: (_c, token) => verifyToken(deps, token),
    demoAccounts: () => [],
    oauth: deps.oauth ? { host: new URL(deps.canvasUrl).host } : undefined,
    onSignOut: (_c, session) => revokeToken(deps, session),
  });
}

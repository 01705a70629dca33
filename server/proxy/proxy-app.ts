import { Hono } from 'hono';
import { answerErrorsAsCanvas } from '../canvas/respond';
import { lecternSecureHeaders } from '../canvas/secure-headers';
import { spaRoutes } from '../resources/spa/spa.routes';
import type { SealKey } from '../session/sealed';
import { readSession } from '../session/session-cookie';
import { downloadRoutes } from './downloads';
import { fastPathServer, type CreateServer } from './fast-path';
import { forwardApi } from './forward';
import { oauthClientRoutes } from './oauth-client';
import type { ProxyDeps } from './proxy-deps';
import { proxySessionRoutes } from './proxy-session';
import { sharedRefresh } from './shared-refresh';
import { submissionsZipRedirect } from './submissions-zip';
import { uploadRelayRoutes } from './upload-relay';

export type ProxyAppOptions = {
  canvasUrl: string;
  oauth?: ProxyDeps['oauth'];
  /** File stores on a private network that Canvas may send downloads and uploads to (LECTERN_FILE_ORIGINS). */
  fileOrigins?: string[];
  sessionKey: SealKey;
  trustProxy?: boolean;
  /** Serve the built SPA from this directory (omitted in tests, or when a static host serves it). */
  distDir?: string;
  /** Defaults to a minute: long enough for Canvas's slow reports, short enough that a hung host is noticed. */
  upstreamTimeoutMs?: number;
  onUnexpectedError?: (error: unknown) => void;
};

/**
 * Lectern in front of a school's Canvas (CANVAS_URL): the app, the session routes, and /api/v1 and /api/graphql forwarded with the
 * caller's credentials. Nothing is stored here; every instance holding the same session secret serves every user.
 */
export function createProxyApp(options: ProxyAppOptions): Hono {
  return createProxy(options).app;
}

/**
 * The proxy as a server runs it: the Hono app, and a createServer for @hono/node-server's `serve` that answers the hot
 * path (fast-path.ts) before the app, with the same dependencies.
 */
export function createProxy(options: ProxyAppOptions): { app: Hono; createServer: CreateServer } {
  const deps: ProxyDeps = {
    canvasUrl: new URL(options.canvasUrl).origin,
    fileOrigins: (options.fileOrigins ?? []).map((origin) => new URL(origin).origin),
    oauth: options.oauth,
    key: options.sessionKey,
    trustProxy: options.trustProxy ?? false,
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? 60_000,
    shareRefresh: sharedRefresh(),
  };
  return { app: proxyApp(deps, options), createServer: fastPathServer(deps, options.onUnexpectedError) };
}

function proxyApp(deps: ProxyDeps, options: ProxyAppOptions): Hono {
  const app = new Hono();
  app.use('*', lecternSecureHeaders());
  app.get('/healthz', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));
  if (deps.oauth) app.route('/lectern', oauthClientRoutes({ ...deps, oauth: deps.oauth }));
  app.route('/lectern', uploadRelayRoutes(deps));
  app.route('/lectern', proxySessionRoutes(deps));
  // Canvas compresses as the browser asked (forward.ts passes Accept-Encoding on); its bytes are relayed as they are.
  app.all('/api/v1/*', (c) => forwardApi(c, deps));
  // Canvas's GraphQL endpoint (posting grades), forwarded the same way so the app sends the same operations.
  app.post('/api/graphql', (c) => forwardApi(c, deps));
  // Before the SPA, whose fallback would otherwise answer these paths with index.html.
  app.route('/', downloadRoutes(deps));
  app.route('/', submissionsZipRedirect(deps));
  if (options.distDir) app.route('/', spaRoutes(options.distDir, (c) => readSession(c, deps.key) !== undefined));

  answerErrorsAsCanvas(app, options.onUnexpectedError);
  return app;
}

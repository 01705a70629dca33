import { Hono } from 'hono';
import { authenticate } from './canvas/auth';
import { socketAddress } from './canvas/client';
import type { AppDeps, AppEnv, NetworkPolicy } from './canvas/context';
import { CanvasError, internalError, notFound } from './canvas/errors';
import { renderCanvasError } from './canvas/respond';
import { lecternSecureHeaders } from './canvas/secure-headers';
import { apiParams } from './canvas/request-params';
import { apiRoutes } from './resources/api-routes';
import { embeddedRoutes, type DemoAccount } from './resources/embedded/embedded.routes';
import { fileDownloadRoutes } from './resources/files/file-download.routes';
import { uploadTransferRoutes } from './resources/files/upload/upload-transfer.routes';
import { spaRoutes } from './resources/spa/spa.routes';
import { embeddedSessionKey } from './session/embedded-session-key';

export type AppOptions = Omit<AppDeps, 'network' | 'sessionKey'> & {
  /** Defaults to the key kept in the database (server/session/embedded-session-key.ts). */
  sessionSecret?: string;
  /** Defaults: forwarding headers ignored, demo tokens only from loopback, the client read from the socket. */
  network?: Partial<NetworkPolicy>;
  /** Serve the built SPA from this directory (omitted in tests and `npm run dev`). */
  distDir?: string;
  /** Demo accounts offered on the sign-in page in embedded mode. */
  demoAccounts?: DemoAccount[];
  /** Called with unexpected errors (the 500 path), which should never happen. */
  onUnexpectedError?: (error: unknown) => void;
};

/** Rails accepts an optional `.json` suffix on every API path. */
const stripJsonSuffix = (request: Request): string => {
  const path = new URL(request.url).pathname;
  return path.startsWith('/api/') ? path.replace(/\.json$/, '') : path;
};

export function createApp(options: AppOptions): Hono<AppEnv> {
  const network: NetworkPolicy = { trustProxy: false, demoRemote: false, clientAddress: socketAddress, ...options.network };
  const deps: AppDeps = {
    db: options.db,
    dataDir: options.dataDir,
    network,
    defaultQuotaMb: options.defaultQuotaMb,
    sessionKey: embeddedSessionKey(options.db, options.sessionSecret),
  };
  const app = new Hono<AppEnv>({ getPath: stripJsonSuffix });
  app.use('*', lecternSecureHeaders());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // With headers of its own: @hono/node-server fails HEAD (which Hono answers from GET) on a bare text response.
  app.get('/healthz', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));
  app.route('/lectern', embeddedRoutes(options.demoAccounts ?? []));

  app.use('/api/*', async (c, next) => {
    // Canvas sends its rate-limit headers on every API response; Lectern never throttles.
    c.header('X-Request-Cost', '0.0');
    c.header('X-Rate-Limit-Remaining', '700.0');
    await next();
  });
  // Upload steps 2 and 3 before authentication: a signed policy and the file's uuid authorize them (§3.3), and the
  // upload body streams to disk instead of going through the API's body cap and parameter parsing.
  app.route('/', uploadTransferRoutes());
  // Authentication first: a stranger's body is never read beyond the little needed to find a form token.
  app.use('/api/v1/*', authenticate, apiParams);
  app.route('/api/v1', apiRoutes());
  // Before the SPA, whose fallback would otherwise answer these paths with index.html.
  app.route('/', fileDownloadRoutes());
  if (options.distDir) app.route('/', spaRoutes(options.distDir));

  app.notFound((c) => renderCanvasError(c, notFound()));
  app.onError((error, c) => {
    if (error instanceof CanvasError) return renderCanvasError(c, error);
    options.onUnexpectedError?.(error);
    return renderCanvasError(c, internalError());
  });
  return app;
}

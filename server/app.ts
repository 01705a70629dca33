import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { authenticate } from './canvas/auth';
import type { AppDeps, AppEnv } from './canvas/context';
import { CanvasError, internalError, notFound } from './canvas/errors';
import { renderCanvasError } from './canvas/respond';
import { requestParams } from './canvas/request-params';
import { apiRoutes } from './resources/api-routes';
import { embeddedRoutes, type DemoAccount } from './resources/embedded/embedded.routes';
import { spaRoutes } from './resources/spa/spa.routes';

export type AppOptions = AppDeps & {
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

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

export function createApp(options: AppOptions): Hono<AppEnv> {
  const deps: AppDeps = { db: options.db, dataDir: options.dataDir };
  const app = new Hono<AppEnv>({ getPath: stripJsonSuffix });
  app.use('*', secureHeaders({ contentSecurityPolicy, xFrameOptions: 'SAMEORIGIN', referrerPolicy: 'same-origin' }));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.get('/healthz', (c) => c.text('ok'));
  app.route('/lectern', embeddedRoutes(options.demoAccounts ?? []));

  app.use('/api/*', async (c, next) => {
    // Canvas sends its rate-limit headers on every API response; Lectern never throttles.
    c.header('X-Request-Cost', '0.0');
    c.header('X-Rate-Limit-Remaining', '700.0');
    await next();
  });
  app.use('/api/v1/*', requestParams, authenticate);
  app.route('/api/v1', apiRoutes());
  if (options.distDir) app.route('/', spaRoutes(options.distDir));

  app.notFound((c) => renderCanvasError(c, notFound()));
  app.onError((error, c) => {
    if (error instanceof CanvasError) return renderCanvasError(c, error);
    options.onUnexpectedError?.(error);
    return renderCanvasError(c, internalError());
  });
  return app;
}

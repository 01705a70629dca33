import { Hono, type Context } from 'hono';
import { authenticate } from './canvas/auth';
import { compressJson } from './canvas/compress';
import { socketAddress } from './canvas/client';
import type { AppContext, AppDeps, AppEnv, NetworkPolicy } from './canvas/context';
import { constantRateLimitHeaders, rateLimiter, type RateLimitSettings } from './canvas/rate-limit';
import { answerErrorsAsCanvas } from './canvas/respond';
import { lecternSecureHeaders } from './canvas/secure-headers';
import { stringIds } from './canvas/string-ids';
import { parameterTable } from './canvas/parameter-table';
import { apiParams } from './canvas/request-params';
import { graphqlRoutes } from './graphql/graphql.routes';
import { API_PARAMETERS } from './resources/api-parameters';
import { apiRoutes } from './resources/api-routes';
import { embeddedSessionRoutes, type DemoAccount } from './resources/embedded/embedded.routes';
import { fileDownloadRoutes } from './resources/files/file-download.routes';
import { submissionsZipRoutes } from './resources/submissions/download/submissions-zip.routes';
import { uploadTransferRoutes } from './resources/files/upload/upload-transfer.routes';
import { authorizeRoutes } from './resources/oauth2/authorize.routes';
import { tokenRoutes } from './resources/oauth2/token.routes';
import type { CourseAccess, CourseRead } from './resources/spa/course-preloads';
import { inProcessFetch } from './resources/spa/in-process-fetch';
import { spaRoutes } from './resources/spa/spa.routes';
import { createFaultRules, injectFaults } from './resources/testing/faults';
import { testingRoutes } from './resources/testing/testing.routes';
import { embeddedSessionKey } from './session/embedded-session-key';
import { createBlobStore, type BlobStore } from './storage/blob-store';
import { readEmbeddedSession } from './session/embedded-sessions';

export type AppOptions = Omit<AppDeps, 'network' | 'sessionKey' | 'blobs' | 'extensions'> & {
  /** Defaults to true; false serves the API as a Canvas without Lectern's extensions (docs/lectern-extensions.md). */
  extensions?: boolean;
  /** Defaults to the blob store under dataDir; tests give one that fails as a full disk does. */
  blobs?: BlobStore;
  /** Defaults to the key kept in the database (server/session/embedded-session-key.ts). */
  sessionSecret?: string;
  /** Defaults: forwarding headers ignored, demo tokens only from loopback, the client read from the socket. */
  network?: Partial<NetworkPolicy>;
  /** Serve the built SPA from this directory (omitted in tests and `npm run dev`). */
  distDir?: string;
  /** Demo accounts offered on the sign-in page in embedded mode. */
  demoAccounts?: DemoAccount[];
  /** The opt-in rate limiter: LECTERN_RATE_LIMIT as the bucket size, or full settings (tests). Off when unset. */
  rateLimit?: number | RateLimitSettings;
  /** Testing mode (LECTERN_TESTING=on; `lectern-canvas`): mounts /lectern/testing/* and its fault injection. */
  testing?: boolean;
  /** Called with unexpected errors (the 500 path), which should never happen. */
  onUnexpectedError?: (error: unknown) => void;
};

/** Rails accepts an optional `.json` suffix on every API path. */
const stripJsonSuffix = (request: Request): string => {
  const path = new URL(request.url).pathname;
  return path.startsWith('/api/') ? path.replace(/\.json$/, '') : path;
};

/** An API GET as the caller of `c` (the same session cookie, in process): the answer, or undefined if refused. */
function courseReadOf(app: Hono<AppEnv>, c: Context): CourseRead {
  return async (url) => {
    const response = await inProcessFetch(app, c)(new URL(url, c.req.url));
    return response.ok ? ((await response.json()) as unknown) : undefined;
  };
}

/**
 * What the caller of `c` may do in a course, as the API itself answers them: the route documents preload a course
 * page's data only for a course the caller may read.
 */
function courseAccessOf(app: Hono<AppEnv>, c: Context): CourseAccess {
  const read = courseReadOf(app, c);
  return async (courseId, permissions) => {
    const query = permissions.map((name) => `permissions[]=${encodeURIComponent(name)}`).join('&');
    return (await read(`/api/v1/courses/${courseId}/permissions?${query}`)) as Record<string, boolean> | undefined;
  };
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const network: NetworkPolicy = { trustProxy: false, demoRemote: false, clientAddress: socketAddress, ...options.network };
  const deps: AppDeps = {
    db: options.db,
    dataDir: options.dataDir,
    blobs: options.blobs ?? createBlobStore(options.dataDir),
    network,
    defaultQuotaMb: options.defaultQuotaMb,
    sessionKey: embeddedSessionKey(options.db, options.sessionSecret),
    extensions: options.extensions ?? true,
  };
  const app = new Hono<AppEnv>({ getPath: stripJsonSuffix });
  app.use('*', lecternSecureHeaders());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // With headers of its own: @hono/node-server fails HEAD (which Hono answers from GET) on a bare text response.
  app.get('/healthz', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));
  if (options.testing) {
    const faults = createFaultRules();
    app.route('/lectern/testing', testingRoutes(faults, deps));
    app.use('*', injectFaults(faults));
  }
  app.route('/lectern', embeddedSessionRoutes(deps.sessionKey, options.demoAccounts ?? []));
  // The OAuth2 provider (Canvas's /login/oauth2/*): outside /api/v1, with its own client and session checks.
  app.route('/', authorizeRoutes());
  app.route('/', tokenRoutes());

  // Canvas sends its rate-limit headers on every API response; Lectern throttles only when LECTERN_RATE_LIMIT is set.
  const { rateLimit } = options;
  // Outermost on the API, so error bodies and throttled answers are compressed like the rest.
  app.use('/api/*', compressJson());
  app.use('/api/*', rateLimit ? rateLimiter(typeof rateLimit === 'number' ? { bucket: rateLimit } : rateLimit) : constantRateLimitHeaders);
  app.use('/api/*', stringIds);
  // Upload steps 2 and 3 before authentication: a signed policy and the file's uuid authorize them (§3.3), and the
  // upload body streams to disk instead of going through the API's body cap and parameter parsing.
  app.route('/', uploadTransferRoutes());
  // Authentication first: a stranger's body is never read beyond the little needed to find a form token.
  app.use('/api/v1/*', authenticate, apiParams, parameterTable(API_PARAMETERS, { extensions: deps.extensions }));
  app.route('/api/v1', apiRoutes());
  // Canvas's GraphQL endpoint (decision 0055), behind the same token, session and CSRF checks as /api/v1.
  app.use('/api/graphql', authenticate, apiParams);
  app.route('/', graphqlRoutes());
  // Before the SPA, whose fallback would otherwise answer these paths with index.html.
  app.route('/', fileDownloadRoutes());
  app.route('/', submissionsZipRoutes());
  if (options.distDir) app.route('/', spaRoutes(options.distDir, (c) => readEmbeddedSession(c as AppContext) !== undefined, {
    access: (c) => courseAccessOf(app, c),
    read: (c) => courseReadOf(app, c),
  }, { api: (c) => inProcessFetch(app, c), onError: options.onUnexpectedError }));

  answerErrorsAsCanvas(app, options.onUnexpectedError);
  return app;
}

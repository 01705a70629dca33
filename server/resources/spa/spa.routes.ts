import { resolve } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';
import { fileInside, serveFile } from './static-file';

/** Hashed asset names change with their content, so they never need revalidating; everything else does. */
const cacheControl = (urlPath: string) =>
  urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Paths with a document of their own: a first visit to sign in gets a light page (React and the form, no router),
 * which opens the app with a page load once signed in. Inside the app the router still shows /sign-in itself.
 */
const DOCUMENTS: Record<string, string> = { '/sign-in': 'sign-in.html' };

/**
 * Serves the built app: files as files (precompressed by the build, in the encoding the client accepts), a path
 * with a document of its own as that document, every other non-API path as index.html (client routing). A missing
 * asset is a 404, never the index page: a browser holding an old index.html after a deploy must see its chunk fail.
 */
export function spaRoutes(distDir: string): Hono<AppEnv> {
  const root = resolve(distDir);
  const app = new Hono<AppEnv>();
  // GET only (Hono answers HEAD from it): OPTIONS falls through to the app's 404.
  app.get('*', async (c, next) => {
    const path = fileInside(root, c.req.path);
    const answer = path && serveFile(c, path, cacheControl(c.req.path));
    if (answer) return answer;
    await next();
  });
  app.get('/assets/*', (c) => c.notFound());
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    const document = DOCUMENTS[c.req.path];
    // A build without that document (an older one) still works: the router shows every path.
    const own = document === undefined ? undefined : serveFile(c, `${root}/${document}`, 'no-cache');
    return own ?? serveFile(c, `${root}/index.html`, 'no-cache') ?? c.notFound();
  });
  return app;
}

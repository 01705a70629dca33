import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';

/** Hashed asset names change with their content, so they never need revalidating; everything else does. */
const cacheControl = (urlPath: string) =>
  urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Serves the built app: files as files, every other non-API path as index.html (client routing). A missing
 * asset is a 404, never the index page: a browser holding an old index.html after a deploy must see its chunk fail.
 */
export function spaRoutes(distDir: string): Hono<AppEnv> {
  const root = relative(process.cwd(), distDir) || '.';
  const indexPath = `${distDir}/index.html`;
  const app = new Hono<AppEnv>();
  // GET only (Hono answers HEAD from it): serveStatic would answer OPTIONS with a length and no body.
  app.get(
    '*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', cacheControl(c.req.path));
      },
    }),
  );
  app.get('/assets/*', (c) => c.notFound());
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || !existsSync(indexPath)) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
  return app;
}

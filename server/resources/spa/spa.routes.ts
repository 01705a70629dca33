import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';

/** Serves the built app: hashed assets as files, every other non-API path as index.html (client routing). */
export function spaRoutes(distDir: string): Hono<AppEnv> {
  const root = relative(process.cwd(), distDir) || '.';
  const indexPath = `${distDir}/index.html`;
  const app = new Hono<AppEnv>();
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || !existsSync(indexPath)) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
  return app;
}

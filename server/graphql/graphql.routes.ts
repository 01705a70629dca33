import { Hono } from 'hono';
import type { AppEnv } from '../canvas/context';
import { json } from '../canvas/respond';

/**
 * POST /api/graphql, authenticated like /api/v1 (app.ts). As graphql-ruby does for Canvas, every answer the
 * schema gives is HTTP 200 with `data` and/or `errors`: a malformed document, a refused mutation, an unknown id.
 * graphql-js and the schema it builds are large and rarely asked for, so they load with the first query, not at start.
 */
export function graphqlRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/api/graphql', async (c) => {
    const { run } = await import('./graphql-run');
    return json(c, await run(c));
  });
}

import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';

/**
 * `fetch` answered by `app` in this process, as the caller of `c`: with their cookie, and the connection `c` came
 * on (what the app reads of the client's address). The server's render of a first screen asks the API this way.
 */
export function inProcessFetch(app: Hono<AppEnv>, c: Context): typeof fetch {
  const cookie = c.req.header('Cookie') ?? '';
  return async (input, init) => {
    const request = new Request(input, init);
    request.headers.set('Cookie', cookie);
    // The app answers without touching the event loop: a render's requests would hold back every other connection
    // (the stylesheets its own document asks for among them) until the whole render was done.
    await nextTurn();
    return app.request(request, undefined, c.env);
  };
}

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { accountQueries } from '@/api/accounts';
import { sessionQueries } from '@/api/session';
import { userQueries } from '@/api/users';
import type { FirstScreen, FirstScreenEntry } from '../../../shared/first-screen/contract';
import { createQueryClient } from '../query-client';
import { FIRST_SCREENS } from './first-screens';
import { FIRST_SCREEN_STATE_ID, firstScreenStateJson } from './first-screen-state';
import { serverRoutes } from './server-routes';

/**
 * The server's render of a page's first screen (docs/decisions/0093-first-screen-drawn-by-the-server.md), built
 * by `vite build --ssr` into dist-ssr/ and loaded by the server. Each render has its own query client, and its
 * requests go through the transport the server set for it: its own API, with the caller's cookie.
 */
export { setTransportResolver } from '@/api/http/transport';

const handler = createStaticHandler(serverRoutes());

export const drawsPage: FirstScreenEntry['drawsPage'] = (url) => {
  const page = matchRoutes(handler.dataRoutes, url.pathname)?.at(-1);
  return page !== undefined && page.route.id in FIRST_SCREENS;
};

const LEADING_TITLE = /^(<title>[^<]*<\/title>)?([\s\S]*)$/;

/**
 * The first screen of the page at `url` as its caller sees it, or undefined when the server does not draw that
 * page, the caller has no session, or the page could not be drawn (its course failed): the browser then draws it
 * alone, as before.
 */
export const renderFirstScreen: FirstScreenEntry['renderFirstScreen'] = async (url) => {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const page = context.matches.at(-1);
  const prefetch = page && FIRST_SCREENS[page.route.id];
  if (!prefetch) return undefined;
  const client = createQueryClient();
  const ignore = () => undefined;
  // All at once: the server only renders for a caller whose session cookie it has checked. The shell asks for the
  // top bar's name and an administrator's account link.
  const [session, drawable] = await Promise.all([
    client.query({ ...sessionQueries.current(), staleTime: 'static' }).catch(() => null),
    prefetch(client, { url, params: page.params }).then(() => true, () => false),
    client.query(userQueries.self()).catch(ignore),
    client.query(accountQueries.list()).catch(ignore),
  ]);
  if (!session || !drawable) return undefined;
  // Errors are not handed to the browser, which asks again: what failed renders as loading here, as it will there.
  const cache = client.getQueryCache();
  for (const failed of cache.findAll({ predicate: (query) => query.state.status === 'error' })) cache.remove(failed);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // React writes the page's <title> first; it belongs in the head, where a browser reads it before any script runs.
  const [title = '', root = html] = LEADING_TITLE.exec(html)?.slice(1) ?? [];
  const afterRoot = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${firstScreenStateJson(client)}</script>`;
  client.clear();
  return { title, root, afterRoot } satisfies FirstScreen;
};

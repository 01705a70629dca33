import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a page is opened with: its URL and its route's parameters. */
type PageRequest = { url: URL; params: Params };

/**
 * A page's first-screen requests, into `client`: the browser's, from the route's loader, or the server's render of
 * the page (src/app/first-screen/). Resolves once every one has answered; failures show in the page's own panels.
 */
export type PagePrefetch = (client: QueryClient, page: PageRequest) => Promise<unknown>;

import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The script element holding what the server's render read, for the browser's query client to start from. */
export const FIRST_SCREEN_STATE_ID = 'lectern-first-screen';

/**
 * What the render read: each successful query's key, data and when it was answered. The whole of what the page
 * needs to show the same screen (errors are never rendered); smaller on the wire and in the entry's code than
 * TanStack Query's dehydrated state.
 */
type FirstScreenState = Array<[key: QueryKey, data: unknown, updatedAt: number]>;

/** The answers in `client`, as JSON that can sit inside a `<script>`: no `<` can end the element or open a comment. */
export function firstScreenStateJson(client: QueryClient): string {
  const state: FirstScreenState = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]);
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * Puts the answers the server rendered this page's first screen from into `client`; false when there are none
 * (the server did not render it). The server wrote them with JSON.stringify, so they parse.
 */
export function startFromFirstScreen(document: Document, client: QueryClient): boolean {
  const script = document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!script?.textContent) return false;
  for (const [key, data, updatedAt] of JSON.parse(script.textContent) as FirstScreenState) client.setQueryData(key, data, { updatedAt });
  return true;
}

import { infiniteQueryOptions, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { canvasFetch } from './canvas-fetch';
import { appendRailsParams, type RailsParams } from './rails-params';
import { keepValidElements, unknownArray } from './tolerant-list';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * Page helpers. Canvas pages are followed only through Link URLs (§1.7): the
 * first page is built from path + params, every later page param is the `next`
 * URL exactly as the server gave it.
 */

export interface Page<T> {
  items: T[];
  /** Absolute URL of the next page, or null on the last page. */
  next: string | null;
}

const DEFAULT_PER_PAGE = 100;

export interface ListOptions<T, TKey extends QueryKey> {
  queryKey: TKey;
  /** Path under /api/v1, e.g. `/api/v1/courses`. */
  path: string;
  params?: RailsParams;
  /** Schema of ONE element; the page body is an array of these. */
  schema: z.core.$ZodType<T>;
}

/** The URL of the first page; `per_page` defaults to 100 because Canvas defaults to 10. */
export function firstPageUrl(path: string, params: RailsParams = {}): string {
  return appendRailsParams(path, { per_page: DEFAULT_PER_PAGE, ...params });
}

/** One page, element by element: a malformed element is reported and left out, the rest of the page shows. */
export async function fetchPage<T>(url: string, schema: z.core.$ZodType<T>, signal?: AbortSignal): Promise<Page<T>> {
  const { data, links, url: requested } = await canvasFetch(url, { schema: unknownArray, signal });
  return { items: keepValidElements(data, schema, requested), next: links.next ?? null };
}

/**
 * An infinite query over Link-paged URLs: each page param is the URL of a page, the next one its `next` link.
 * `fetchPageAt` reads one page; lists that need more than items and `next` from a page return their own shape.
 */
export function linkPagedOptions<P extends { next: string | null }, TKey extends QueryKey>(
  queryKey: TKey,
  firstUrl: string,
  fetchPageAt: (url: string, signal: AbortSignal) => Promise<P>,
) {
  return infiniteQueryOptions<P, Error, InfiniteData<P, string>, TKey, string>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPageAt(pageParam, signal),
    initialPageParam: firstUrl,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
}

/** Builds every infinite list query in the app. */
export function infiniteListOptions<T, TKey extends QueryKey>({ queryKey, path, params, schema }: ListOptions<T, TKey>) {
  return linkPagedOptions(queryKey, firstPageUrl(path, params), (url, signal) => fetchPage(url, schema, signal));
}

// A guard against servers whose `next` never ends; short pick-lists never come close.
const MAX_PAGES = 50;

/** Follows every page inside one call: for short pick-lists (sections, roles, accounts) only. */
export async function fetchAllPages<T>(
  path: string,
  { params, schema, signal }: { params?: RailsParams; schema: z.core.$ZodType<T>; signal?: AbortSignal },
): Promise<T[]> {
  const items: T[] = [];
  let url: string | null = firstPageUrl(path, params);
  for (let count = 0; url !== null && count < MAX_PAGES; count += 1) {
    const page: Page<T> = await fetchPage(url, schema, signal);
    items.push(...page.items);
    url = page.next;
  }
  return items;
}

/**
 * Flattens loaded pages, dropping repeated ids. Numeric pages can shift while a
 * user scrolls (a course added on page 1 pushes one onto page 2), so the same
 * element may arrive twice.
 */
export function uniqueItems<T>(pages: readonly Page<T>[] | undefined, getId: (item: T) => CanvasId): T[] {
  const seen = new Set<CanvasId>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      const id = getId(item);
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  }
  return items;
}

/**
 * Rewrites item `id` in every cached infinite list under `queryKey` (an optimistic write): `rewrite` returns what
 * takes its place in that list, nothing to take it out. Lists that do not hold the item are left as they are.
 */
export function rewriteCachedItem<T extends { id: CanvasId }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  id: CanvasId,
  rewrite: (item: T, listKey: QueryKey) => T[],
): void {
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<Page<T>, string>>({ queryKey })) {
    if (!data || !('pages' in data) || !data.pages.some((page) => page.items.some((item) => item.id === id))) continue;
    const pages = data.pages.map((page) => ({ ...page, items: page.items.flatMap((item) => (item.id === id ? rewrite(item, key) : [item])) }));
    queryClient.setQueryData<InfiniteData<Page<T>, string>>(key, { ...data, pages });
  }
}

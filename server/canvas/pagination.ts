import type { AppContext } from './context';
import { badRequest, notFound } from './errors';
import { requestOrigin } from './urls';

const LINK_EXCLUDED = new Set(['page', 'per_page', 'access_token', 'api_key']);
/** Canvas keeps its Link URLs under 6 KB in total (Apache limits all response headers to 8 KB). */
const MAX_LINK_URLS_SIZE = 6 * 1024;
/** Canvas adds links in this order of importance and stops at the first that would pass the cap. */
const LINK_PRIORITY = ['next', 'last', 'prev', 'current', 'first'] as const;
/** ...and writes the ones it kept in this order. */
const LINK_ORDER = ['current', 'next', 'prev', 'first', 'last'] as const;
type Rel = (typeof LINK_PRIORITY)[number];

type PageRequest = { page: number; perPage: number; limit: number; offset: number };

/** per_page defaults to 10 (or the endpoint's own default) and is clamped to 1..100; page is 1-based. */
function pageRequest(c: AppContext, defaultPerPage = 10, options: PageOptions = {}): PageRequest {
  const url = new URL(c.req.url);
  const perPageText = url.searchParams.get('per_page') ?? (options.perPageAlias ? url.searchParams.get(options.perPageAlias) : null);
  const perPageRaw = Number.parseInt(perPageText ?? '', 10);
  const perPage = Number.isNaN(perPageRaw) || perPageRaw < 1 ? defaultPerPage : Math.min(perPageRaw, 100);
  const pageText = url.searchParams.get('page');
  const requested = pageText === null || pageText === 'first' ? 1 : Number(pageText);
  if (!Number.isInteger(requested) || requested < 1) throw notFound();
  // Beyond this the row offset is no longer an exact integer, and SQLite refuses it.
  if (requested * perPage > Number.MAX_SAFE_INTEGER) throw badRequest('page is too large');
  const page = options.page?.(perPage) ?? requested;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

export type PageOptions = {
  /** An older name for per_page that the endpoint still honours (course users: `limit`). */
  perPageAlias?: string;
  /** Overrides the requested page once per_page is known (course users: `user_id` jumps to that user's page). */
  page?: (perPage: number) => number | undefined;
  /** Parameters Canvas leaves out of the Link URLs. */
  dropFromLinks?: string[];
};

export type PageSource<T> = {
  /** Rows for one page; asked for one extra row so "next" is known without a count. */
  fetch: (limit: number, offset: number) => T[];
  /** When counting is cheap Canvas adds a "last" link; lists like course users skip it. */
  count?: () => number;
};

/** Returns one page of rows and sets Canvas's Link header (docs/canvas-contract.md §1.7). */
export function paginate<T>(c: AppContext, source: PageSource<T>, defaultPerPage = 10, options: PageOptions = {}): T[] {
  const request = pageRequest(c, defaultPerPage, options);
  const rows = source.fetch(request.limit + 1, request.offset);
  const hasNext = rows.length > request.limit;
  const lastPage = source.count ? Math.max(1, Math.ceil(source.count() / request.perPage)) : undefined;
  const link = linkHeader(c, request, hasNext, lastPage, options.dropFromLinks);
  if (link) c.header('Link', link);
  return rows.slice(0, request.limit);
}

/** Pages an in-memory array: for lists whose order or filtering is computed outside SQL. */
export function paginateArray<T>(c: AppContext, items: T[], defaultPerPage = 10): T[] {
  return paginate(c, { fetch: (limit, offset) => items.slice(offset, offset + limit), count: () => items.length }, defaultPerPage);
}

function linkHeader(c: AppContext, request: PageRequest, hasNext: boolean, lastPage?: number, drop: string[] = []): string | undefined {
  const pages: Partial<Record<Rel, number>> = {
    current: request.page,
    next: hasNext ? request.page + 1 : undefined,
    prev: request.page > 1 ? request.page - 1 : undefined,
    first: 1,
    last: lastPage,
  };
  const urls = cappedLinkUrls(pageBase(c, drop), pages, request.perPage);
  const links = LINK_ORDER.filter((rel) => urls[rel] !== undefined).map((rel) => `<${urls[rel]}>; rel="${rel}"`);
  return links.length > 0 ? links.join(',') : undefined;
}

/** Api.build_links_hash: the most important links whose URLs fit in 6 KB together; the rest are left out. */
function cappedLinkUrls(base: string, pages: Partial<Record<Rel, number>>, perPage: number): Partial<Record<Rel, string>> {
  const urls: Partial<Record<Rel, string>> = {};
  let size = 0;
  for (const rel of LINK_PRIORITY) {
    const page = pages[rel];
    if (page === undefined) continue;
    const url = `${base}page=${page}&per_page=${perPage}`;
    if (size + url.length > MAX_LINK_URLS_SIZE) break;
    size += url.length;
    urls[rel] = url;
  }
  return urls;
}

/** The request's own scheme and host (proxy headers only when trusted), its path, and its sorted query minus paging and tokens. */
function pageBase(c: AppContext, drop: string[]): string {
  const url = new URL(c.req.url);
  const path = url.pathname.replace(/\.json$/, '');
  const kept = [...url.searchParams.entries()]
    .filter(([key]) => !LINK_EXCLUDED.has(key) && !drop.includes(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = kept.map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(value)}`).join('&');
  return `${requestOrigin(c)}${path}?${query ? `${query}&` : ''}`;
}

/** Keeps `[]` readable in keys as Canvas's links do; everything else is escaped. */
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');

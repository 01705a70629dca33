import type { AppContext } from './context';
import { notFound } from './errors';
import { requestOrigin } from './urls';

const LINK_EXCLUDED = new Set(['page', 'per_page', 'access_token', 'api_key']);

export type PageRequest = { page: number; perPage: number; limit: number; offset: number };

/** per_page defaults to 10 (or the endpoint's own default) and is clamped to 1..100; page is 1-based. */
export function pageRequest(c: AppContext, defaultPerPage = 10): PageRequest {
  const url = new URL(c.req.url);
  const perPageRaw = Number.parseInt(url.searchParams.get('per_page') ?? '', 10);
  const perPage = Number.isNaN(perPageRaw) || perPageRaw < 1 ? defaultPerPage : Math.min(perPageRaw, 100);
  const pageText = url.searchParams.get('page');
  const page = pageText === null || pageText === 'first' ? 1 : Number(pageText);
  if (!Number.isInteger(page) || page < 1) throw notFound();
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

export type PageSource<T> = {
  /** Rows for one page; asked for one extra row so "next" is known without a count. */
  fetch: (limit: number, offset: number) => T[];
  /** When counting is cheap Canvas adds a "last" link; lists like course users skip it. */
  count?: () => number;
};

/** Returns one page of rows and sets Canvas's Link header (canvas-api.md §1.7). */
export function paginate<T>(c: AppContext, source: PageSource<T>, defaultPerPage = 10): T[] {
  const request = pageRequest(c, defaultPerPage);
  const rows = source.fetch(request.limit + 1, request.offset);
  const hasNext = rows.length > request.limit;
  const lastPage = source.count ? Math.max(1, Math.ceil(source.count() / request.perPage)) : undefined;
  c.header('Link', linkHeader(c, request, hasNext, lastPage));
  return rows.slice(0, request.limit);
}

/** Pages an in-memory array: for lists whose order or filtering is computed outside SQL. */
export function paginateArray<T>(c: AppContext, items: T[], defaultPerPage = 10): T[] {
  return paginate(c, { fetch: (limit, offset) => items.slice(offset, offset + limit), count: () => items.length }, defaultPerPage);
}

function linkHeader(c: AppContext, request: PageRequest, hasNext: boolean, lastPage?: number): string {
  const base = pageBase(c);
  const link = (page: number, rel: string) => `<${base}page=${page}&per_page=${request.perPage}>; rel="${rel}"`;
  const links = [link(request.page, 'current')];
  if (hasNext) links.push(link(request.page + 1, 'next'));
  if (request.page > 1) links.push(link(request.page - 1, 'prev'));
  links.push(link(1, 'first'));
  if (lastPage !== undefined) links.push(link(lastPage, 'last'));
  return links.join(',');
}

/** The request's own scheme and host (proxy headers respected), its path, and its sorted query minus paging and tokens. */
function pageBase(c: AppContext): string {
  const url = new URL(c.req.url);
  const path = url.pathname.replace(/\.json$/, '');
  const kept = [...url.searchParams.entries()]
    .filter(([key]) => !LINK_EXCLUDED.has(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = kept.map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(value)}`).join('&');
  return `${requestOrigin(c)}${path}?${query ? `${query}&` : ''}`;
}

/** Keeps `[]` readable in keys as Canvas's links do; everything else is escaped. */
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');

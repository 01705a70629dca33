import { isBookmark, openBookmark, sealBookmark, type Cursor, type Key } from './bookmarks';
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

/** per_page defaults to 10 (or the endpoint's own default) and is clamped to 1..100. */
function perPageOf(c: AppContext, defaultPerPage: number, options: PageOptions): number {
  const url = new URL(c.req.url);
  const perPageText = url.searchParams.get('per_page') ?? (options.perPageAlias ? url.searchParams.get(options.perPageAlias) : null);
  const perPageRaw = Number.parseInt(perPageText ?? '', 10);
  return Number.isNaN(perPageRaw) || perPageRaw < 1 ? defaultPerPage : Math.min(perPageRaw, 100);
}

/** page is 1-based. */
function pageRequest(c: AppContext, defaultPerPage = 10, options: PageOptions = {}): PageRequest {
  const perPage = perPageOf(c, defaultPerPage, options);
  const pageText = new URL(c.req.url).searchParams.get('page');
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
  /** Canvas links no `last` page on lists it never counts (course users, an account's courses). */
  withoutLast?: boolean;
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
  return linksOf(c, request.perPage, drop, {
    current: request.page,
    next: hasNext ? request.page + 1 : undefined,
    prev: request.page > 1 ? request.page - 1 : undefined,
    first: 1,
    last: lastPage,
  });
}

type PageValues = Partial<Record<Rel, number | string>>;

function linksOf(c: AppContext, perPage: number, drop: string[], pages: PageValues): string | undefined {
  const urls = cappedLinkUrls(pageBase(c, drop), pages, perPage);
  const links = LINK_ORDER.filter((rel) => urls[rel] !== undefined).map((rel) => `<${urls[rel]}>; rel="${rel}"`);
  return links.length > 0 ? links.join(',') : undefined;
}

/** Api.build_links_hash: the most important links whose URLs fit in 6 KB together; the rest are left out. */
function cappedLinkUrls(base: string, pages: PageValues, perPage: number): Partial<Record<Rel, string>> {
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

/**
 * A list whose order is a total order over a few columns (docs/decisions/0075): a page starts from the position of
 * a row, so it costs the same wherever it lies and however long the list, where OFFSET reads every row before it.
 */
export type KeysetSource<T> = {
  /** Names the list and its order: a bookmark made for one opens for no other. */
  order: string;
  /** The row's position: its values of the order's columns, in order. */
  keyOf: (row: T) => Key;
  /** Up to `limit` rows after `key` in the list's order, from the start without one. */
  after: (key: Key | undefined, limit: number) => T[];
  /** Up to `limit` rows before `key`, nearest first, from the end without one. */
  before: (key: Key | null, limit: number) => T[];
  /** A numbered page (`page=3`, which clients may still type): rows by offset. */
  fetch: (limit: number, offset: number) => T[];
};

/**
 * Pages a keyset list. A numbered page is read by offset as before; the Link header points at bookmarks
 * (`page=bookmark:…`, as Canvas's bookmarked collections): `next` after this page's last row, `prev` before its
 * first, `last` the list's final page read backwards, so no link a client follows costs more than the first page
 * and no `last` needs a count. `first` stays `page=1`.
 */
export function paginateKeyset<T>(c: AppContext, source: KeysetSource<T>, defaultPerPage = 10, options: PageOptions = {}): T[] {
  const pageText = new URL(c.req.url).searchParams.get('page');
  if (pageText === null || !isBookmark(pageText)) return numberedKeysetPage(c, source, defaultPerPage, options);
  const cursor = openBookmark(c.get('deps').db, source.order, pageText);
  if (!cursor) throw badRequest('page is not a bookmark of this list');
  const perPage = perPageOf(c, defaultPerPage, options);
  const page = 'after' in cursor ? readAfter(source, cursor.after, perPage) : readBefore(source, cursor.before, perPage);
  setLinks(c, source, perPage, options, { current: pageText, ...page.links });
  return page.rows;
}

function numberedKeysetPage<T>(c: AppContext, source: KeysetSource<T>, defaultPerPage: number, options: PageOptions): T[] {
  const request = pageRequest(c, defaultPerPage, options);
  // The first page is the keyset read from the start, which may take a cheaper path than an offset.
  const fetched = request.offset === 0 ? source.after(undefined, request.limit + 1) : source.fetch(request.limit + 1, request.offset);
  const rows = fetched.slice(0, request.limit);
  const bookmark = bookmarker(c, source);
  const [firstRow, lastRow] = [rows[0], rows.at(-1)];
  setLinks(c, source, request.perPage, options, {
    current: request.page,
    next: fetched.length > request.limit && lastRow ? bookmark({ after: source.keyOf(lastRow) }) : undefined,
    prev: request.page > 1 && firstRow ? bookmark({ before: source.keyOf(firstRow) }) : undefined,
  });
  return rows;
}

type Read<T> = { rows: T[]; links: Record<'next' | 'prev', Cursor | undefined> };

function readAfter<T>(source: KeysetSource<T>, key: Key, perPage: number): Read<T> {
  const fetched = source.after(key, perPage + 1);
  const rows = fetched.slice(0, perPage);
  const [firstRow, lastRow] = [rows[0], rows.at(-1)];
  return {
    rows,
    links: {
      next: fetched.length > perPage && lastRow ? { after: source.keyOf(lastRow) } : undefined,
      // Rows before this page exist: the bookmark's own row at least, unless it was deleted since.
      prev: { before: firstRow ? source.keyOf(firstRow) : key },
    },
  };
}

function readBefore<T>(source: KeysetSource<T>, key: Key | null, perPage: number): Read<T> {
  const fetched = source.before(key, perPage + 1);
  const rows = fetched.slice(0, perPage).reverse();
  const [firstRow, lastRow] = [rows[0], rows.at(-1)];
  return {
    rows,
    links: {
      next: key === null ? undefined : { after: lastRow ? source.keyOf(lastRow) : key },
      prev: fetched.length > perPage && firstRow ? { before: source.keyOf(firstRow) } : undefined,
    },
  };
}

const bookmarker = <T>(c: AppContext, source: KeysetSource<T>) => (cursor: Cursor) => sealBookmark(c.get('deps').db, source.order, cursor);

/** Sets the Link header of a keyset page: its own links, `first` as page 1 and `last` as the end read backwards. */
function setLinks<T>(
  c: AppContext,
  source: KeysetSource<T>,
  perPage: number,
  options: PageOptions,
  links: { current: number | string; next?: Cursor | string; prev?: Cursor | string },
): void {
  const bookmark = bookmarker(c, source);
  const value = (link: Cursor | string | undefined) => (link === undefined || typeof link === 'string' ? link : bookmark(link));
  const header = linksOf(c, perPage, options.dropFromLinks ?? [], {
    current: links.current,
    next: value(links.next),
    prev: value(links.prev),
    first: 1,
    last: options.withoutLast ? undefined : bookmark({ before: null }),
  });
  if (header) c.header('Link', header);
}

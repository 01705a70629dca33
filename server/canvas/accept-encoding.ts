/** The content codings Lectern sends: the build writes `.br` and `.gz` copies, and API JSON is compressed per request. */
export type Encoding = 'br' | 'gzip';

/** Best first: brotli is smaller at the same speed. */
const PREFERRED: readonly Encoding[] = ['br', 'gzip'];

/**
 * The codings an Accept-Encoding header allows, best first. A coding named with q=0 (or an unreadable q) is
 * refused; one not named is allowed when `*` is; with no header, none is (identity only).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (token === '' || q.has(token)) continue;
    const value = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    q.set(token, value ? Number(value.slice(2)) || 0 : 1);
  }
  const wildcard = q.get('*') ?? 0;
  return PREFERRED.filter((encoding) => (q.get(encoding) ?? wildcard) > 0);
}

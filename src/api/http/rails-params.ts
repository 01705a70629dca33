/**
 * Rails-style query/form encoding (docs/canvas-contract.md §1.3): nested objects become
 * `outer[inner]=v`, arrays become repeated `key[]=v`. Canvas ignores the
 * comma-separated form on most endpoints, so arrays always use brackets.
 */

type ParamScalar = string | number | boolean | null | undefined;
type ParamValue = ParamScalar | readonly ParamValue[] | { readonly [key: string]: ParamValue };
export type RailsParams = { readonly [key: string]: ParamValue };

// Brackets stay literal so URLs read like Canvas's own docs (include[]=term).
function encodePart(part: string): string {
  return encodeURIComponent(part).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

function collect(key: string, value: ParamValue, out: [string, string][]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    // Accept both `include: [...]` and `'include[]': [...]` spellings.
    const arrayKey = key.endsWith('[]') ? key : `${key}[]`;
    for (const item of value as readonly ParamValue[]) collect(arrayKey, item, out);
    return;
  }
  if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value)) {
      collect(`${key}[${child}]`, childValue, out);
    }
    return;
  }
  out.push([key, String(value)]);
}

/** Flattens params into ordered [key, value] pairs with bracketed keys. */
function flattenRailsParams(params: RailsParams): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) collect(key, value, out);
  return out;
}

/** Encodes params as a query string without the leading `?`. */
export function encodeRailsParams(params: RailsParams): string {
  return flattenRailsParams(params)
    .map(([key, value]) => `${encodePart(key)}=${encodePart(value)}`)
    .join('&');
}

/** Appends encoded params to a path or URL that may already carry a query. */
export function appendRailsParams(pathOrUrl: string, params: RailsParams | undefined): string {
  const query = params ? encodeRailsParams(params) : '';
  if (query === '') return pathOrUrl;
  return `${pathOrUrl}${pathOrUrl.includes('?') ? '&' : '?'}${query}`;
}

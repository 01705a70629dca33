import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv } from './context';
import { badRequest, payloadTooLarge, type CanvasError } from './errors';
import { mergeJson, paramBudget, parseEntries, type ParamBudget, type ParamTree } from './params';
import { readBodyBytes } from './request-body';

/**
 * Bodies of authenticated API requests. File uploads stream to disk under their own limit; their route sits
 * outside /api/v1 (as Canvas's upload URLs do), where neither this cap nor the parameter parsing applies.
 */
export const API_BODY_LIMIT = 10 * 1024 * 1024;
/** A body read before the caller is known, only to look for an access_token field. */
export const ANONYMOUS_BODY_LIMIT = 64 * 1024;

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const parsed = new WeakMap<Request, ParamTree>();

/**
 * The query string and any urlencoded, multipart or JSON body merged into one Rails-style tree, parsed once per
 * request. A body longer than `limit` bytes is refused with `tooLarge()` without being buffered.
 */
export async function requestParams(c: AppContext, limit: number, tooLarge: () => CanvasError): Promise<ParamTree> {
  const cached = parsed.get(c.req.raw);
  if (cached) return cached;
  const spend = paramBudget();
  const params = parseEntries(new URL(c.req.url).searchParams.entries(), {}, spend);
  const type = c.req.header('content-type') ?? '';
  if (bodyMethods.has(c.req.method) && parsesAs(type) !== undefined) {
    const bytes = await readBodyBytes(c.req.raw, limit);
    if (!bytes) throw tooLarge();
    await mergeBody(bytes, type, params, spend);
  }
  parsed.set(c.req.raw, params);
  return params;
}

/** Sets `params` for the API handlers; runs after authentication, so only known callers get the larger cap. */
export const apiParams = createMiddleware<AppEnv>(async (c, next) => {
  c.set('params', await requestParams(c, API_BODY_LIMIT, () => payloadTooLarge(API_BODY_LIMIT)));
  await next();
});

function parsesAs(contentType: string): 'json' | 'form' | 'multipart' | undefined {
  const type = contentType.toLowerCase();
  if (type.startsWith('application/json')) return 'json';
  if (type.startsWith('application/x-www-form-urlencoded')) return 'form';
  if (type.startsWith('multipart/form-data')) return 'multipart';
  return undefined;
}

/** Decodes a urlencoded body pair by pair, so one with 200,000 pairs stops at the parameter limit, unparsed. */
function* formEntries(text: string): Generator<[string, string]> {
  for (let start = 0; start < text.length; ) {
    const end = text.indexOf('&', start);
    const stop = end === -1 ? text.length : end;
    yield* new URLSearchParams(text.slice(start, stop));
    start = stop + 1;
  }
}

async function mergeBody(bytes: Uint8Array<ArrayBuffer>, type: string, params: ParamTree, spend: ParamBudget): Promise<void> {
  try {
    const kind = parsesAs(type);
    if (kind === 'json') {
      const text = new TextDecoder().decode(bytes);
      if (text.trim()) mergeJson(params, JSON.parse(text), spend);
    } else if (kind === 'form') {
      parseEntries(formEntries(new TextDecoder().decode(bytes)), params, spend);
    } else if (kind === 'multipart') {
      // The multipart boundary is case-sensitive, so the header goes on as the client sent it.
      const form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
      parseEntries(form.entries(), params, spend);
    }
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof TypeError) {
      throw badRequest('The request body could not be parsed.');
    }
    throw error;
  }
}

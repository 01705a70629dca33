import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { badRequest } from './errors';
import { mergeJson, parseEntries, type ParamTree } from './params';

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Merges the query string and any urlencoded, multipart or JSON body into one Rails-style tree. */
export const requestParams = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const params = parseEntries(url.searchParams.entries());
  if (bodyMethods.has(c.req.method)) await mergeBody(c.req.raw, params);
  c.set('params', params);
  await next();
});

async function mergeBody(request: Request, params: ParamTree): Promise<void> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  try {
    if (type.startsWith('application/json')) {
      const text = await request.clone().text();
      if (text.trim()) mergeJson(params, JSON.parse(text));
    } else if (type.startsWith('application/x-www-form-urlencoded')) {
      parseEntries(new URLSearchParams(await request.clone().text()).entries(), params);
    } else if (type.startsWith('multipart/form-data')) {
      parseEntries((await request.clone().formData()).entries(), params);
    }
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof TypeError) {
      throw badRequest('The request body could not be parsed.');
    }
    throw error;
  }
}

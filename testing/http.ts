/** An answer outside 2xx, with Canvas's error body, so a failing setup step says what Canvas refused. */
export class CanvasRequestError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${method} ${path} answered ${status}: ${body.slice(0, 500)}`);
    this.name = 'CanvasRequestError';
  }
}

/** A JSON call to the server as one token's holder. */
export type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Calls over the real API with a bearer token; JSON bodies, as any Canvas client may send them. */
export function caller(baseUrl: string, token: string): Call {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new CanvasRequestError(method, path, response.status, text);
    return (text === '' ? undefined : JSON.parse(text)) as T;
  };
}

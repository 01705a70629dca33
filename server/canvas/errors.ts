import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A Canvas-shaped error: the status and the exact JSON body Canvas sends for it (docs/canvas-contract.md §1.8). */
export class CanvasError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`Canvas error ${status}`);
  }
}

export type FieldError = { attribute: string; type: string; message: string };

export const notFound = () =>
  new CanvasError(404, { errors: [{ message: 'The specified resource does not exist.' }] });

export const forbidden = () =>
  new CanvasError(403, {
    status: 'unauthorized',
    errors: [{ message: 'user not authorized to perform that action' }],
  });

const bearerChallenge = { 'WWW-Authenticate': 'Bearer realm="canvas-lms"' };

export const unauthenticated = () =>
  new CanvasError(401, { status: 'unauthenticated', errors: [{ message: 'user authorization required' }] }, bearerChallenge);

export const invalidToken = (message: 'Invalid access token.' | 'Revoked access token.') =>
  new CanvasError(401, { errors: [{ message }] }, bearerChallenge);

/** The published demo tokens would make anyone who reaches the port an administrator. */
export const demoTokenRefused = () =>
  new CanvasError(
    401,
    { errors: [{ message: 'Demo access tokens are accepted only from this machine.' }] },
    bearerChallenge,
  );

export const expiredToken = (expiredAt: string) =>
  new CanvasError(401, { errors: [{ message: 'Expired access token.', expired_at: expiredAt }] }, bearerChallenge);

/** `{"message": "..."}`: the ad-hoc controller check shape. */
export const badRequest = (message: string, status: ContentfulStatusCode = 400) =>
  new CanvasError(status, { message });

/** `{"status":"bad_request","message":"..."}`: Canvas's `reject!` shape. */
export const rejected = (message: string) => new CanvasError(400, { status: 'bad_request', message });

/** `{"errors":[{"message":"<param> is missing"}]}`: a required parameter block is absent. */
export const parameterMissing = (name: string) =>
  new CanvasError(400, { errors: [{ message: `${name} is missing` }] });

/**
 * A documented Canvas parameter this server does not implement: refused by name rather than answered 200 with
 * nothing stored, so a client is never told a write happened when it did not.
 */
export const unsupportedParameter = (name: string) =>
  new CanvasError(400, { errors: [{ message: `${name} is not supported by this server` }] });

/** The model-validation shape: `{"errors":{"field":[{attribute,type,message}]}}`. */
export const validationFailed = (errors: Record<string, FieldError[]>) => new CanvasError(400, { errors });

export const fieldError = (attribute: string, type: string, message: string): Record<string, FieldError[]> => ({
  [attribute]: [{ attribute, type, message }],
});

export const searchTermTooShort = () =>
  new CanvasError(400, {
    errors: [{ field: 'search_term', code: 'invalid', message: '2 or more characters is required' }],
  });

/** `Connection: close` so the server does not keep swallowing the rest of a body it refused. */
export const payloadTooLarge = (limitBytes: number) =>
  new CanvasError(
    413,
    { errors: [{ message: `The request body is too large (at most ${limitBytes / 1024 / 1024} MB).` }] },
    { Connection: 'close' },
  );

export const internalError = () =>
  new CanvasError(500, { errors: [{ message: 'An error occurred.', error_code: 'internal_server_error' }] });

/** 507 Insufficient Storage: the disk (or the database on it) is full, so the write was not kept; reads still work. */
export const insufficientStorage = () =>
  new CanvasError(507, {
    errors: [{ message: 'The server is out of storage space, so this change was not saved. Try again once space has been freed.' }],
  });

/**
 * The one error type of the Canvas client. It keeps status, URL and the raw body
 * and reads every Canvas error shape (docs/canvas-contract.md §1.8), so screens never parse
 * error bodies themselves.
 */

export type CanvasErrorKind = 'http' | 'network' | 'invalid-response';

export interface CanvasApiErrorInit {
  kind?: CanvasErrorKind;
  status: number;
  url: string;
  /** Parsed JSON when the body was JSON, else the raw text (rate-limit 403s are plain text). */
  body: unknown;
  /** True when the response carried `WWW-Authenticate` (the bad-token signal, §1.2). */
  hasAuthenticateHeader?: boolean;
  /** Overrides the message derived from the body, e.g. for network failures. */
  message?: string;
  cause?: unknown;
}

export type FieldErrors = Record<string, string[]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.message === 'string') return value.message;
  return undefined;
}

function pushUnique(list: string[], value: string | undefined): void {
  const text = value?.trim();
  if (text && !list.includes(text)) list.push(text);
}

/** All human-readable messages in a Canvas error body, in document order, deduplicated. */
export function extractCanvasMessages(body: unknown): string[] {
  const messages: string[] = [];
  if (typeof body === 'string') {
    // Plain-text bodies (the rate-limit 403) are short; HTML error pages are not useful text.
    if (body.length < 300 && !body.trimStart().startsWith('<')) pushUnique(messages, body);
    return messages;
  }
  if (!isRecord(body)) return messages;
  const { errors } = body;
  if (Array.isArray(errors)) {
    for (const item of errors) pushUnique(messages, messageOf(item));
  } else if (isRecord(errors)) {
    for (const value of Object.values(errors)) {
      if (Array.isArray(value)) for (const item of value) pushUnique(messages, messageOf(item));
      else pushUnique(messages, messageOf(value));
    }
  } else {
    pushUnique(messages, messageOf(errors));
  }
  pushUnique(messages, messageOf(body.message));
  pushUnique(messages, messageOf(body.error));
  return messages;
}

/**
 * Field-level errors: the model-validation shape `{"errors":{"field":[{message}]}}`
 * and array items that name a `field` or `attribute` (e.g. search_term, §1.8).
 */
export function extractCanvasFieldErrors(body: unknown): FieldErrors {
  const fields: FieldErrors = {};
  const add = (field: string, message: string | undefined) => {
    const list = (fields[field] ??= []);
    pushUnique(list, message);
  };
  if (!isRecord(body)) return fields;
  const { errors } = body;
  if (isRecord(errors)) {
    for (const [field, value] of Object.entries(errors)) {
      const items: unknown[] = Array.isArray(value) ? value : [value];
      for (const item of items) add(field, messageOf(item));
    }
  } else if (Array.isArray(errors)) {
    for (const item of errors) {
      if (!isRecord(item)) continue;
      const field = typeof item.field === 'string' ? item.field : item.attribute;
      if (typeof field === 'string') add(field, messageOf(item));
    }
  }
  // Fields whose items had no message carry nothing to show.
  return Object.fromEntries(Object.entries(fields).filter(([, list]) => list.length > 0));
}

function fallbackMessage(kind: CanvasErrorKind, status: number): string {
  if (kind === 'network') return 'Could not reach the server. Check your connection and try again.';
  if (kind === 'invalid-response') return 'The server sent a response Lectern could not read.';
  return `The server responded with status ${status}.`;
}

export class CanvasApiError extends Error {
  override readonly name = 'CanvasApiError';
  readonly kind: CanvasErrorKind;
  /** HTTP status; 0 for network failures. */
  readonly status: number;
  readonly url: string;
  readonly body: unknown;
  readonly hasAuthenticateHeader: boolean;
  readonly messages: string[];
  readonly fieldErrors: FieldErrors;

  constructor(init: CanvasApiErrorInit) {
    const kind = init.kind ?? 'http';
    const messages = extractCanvasMessages(init.body);
    super(init.message ?? messages[0] ?? fallbackMessage(kind, init.status), { cause: init.cause });
    this.kind = kind;
    this.status = init.status;
    this.url = init.url;
    this.body = init.body;
    this.hasAuthenticateHeader = init.hasAuthenticateHeader ?? false;
    this.messages = messages;
    this.fieldErrors = extractCanvasFieldErrors(init.body);
  }

  /** The token is missing, invalid, revoked or expired: only 401 WITH WWW-Authenticate (§1.2). */
  get isAuthError(): boolean {
    return this.status === 401 && this.hasAuthenticateHeader;
  }

  /** Canvas throttling: a plain-text 403 mentioning "Rate Limit Exceeded" (§1.9); 429 from proxies. */
  get isRateLimited(): boolean {
    if (this.status === 429) return true;
    return this.status === 403 && typeof this.body === 'string' && this.body.includes('Rate Limit Exceeded');
  }

  /** Signed in but not allowed. Older Canvas sends 401 without the header for this. */
  get isForbidden(): boolean {
    if (this.status === 403) return !this.isRateLimited;
    return this.status === 401 && !this.hasAuthenticateHeader;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isNetworkError(): boolean {
    return this.kind === 'network';
  }

  get isServerError(): boolean {
    return this.status >= 500;
  }
}

export function isCanvasApiError(error: unknown): error is CanvasApiError {
  return error instanceof CanvasApiError;
}
